// React Router's route manifest (assets/manifest-*.js), which every page loads before it
// hydrates, written shorter. A page in six other languages is six routes that differ from each
// other only in their id and path ("routes/password-checker/de", "de/password-checker"); gzip
// shrinks the repeats, but 36 of them still cost about 0.7 KB on every page. The file keeps them
// once, as a template, and builds the same object in the browser before React Router reads it.
// A route that differs from the route written before it only in its id and path (one of the
// blog's articles after the first) is written as its path alone. Each route's `has…` flags
// (hasLoader, hasErrorBoundary…) are written only where they differ from those most routes have.
// The build checks that the file builds the same manifest (`compactManifest` returns null
// otherwise, and the original stays).
import { runInNewContext } from "node:vm";

const PREFIX = "window.__reactRouterManifest=";

/**
 * The manifest object a manifest file sets, or null if the file is not one.
 * @param {string} source
 */
export function readManifest(source) {
  const body = source.trim();
  if (!body.startsWith(PREFIX)) return null;
  try {
    return JSON.parse(body.slice(PREFIX.length).replace(/;$/, ""));
  } catch {
    return null;
  }
}

/**
 * What a manifest file sets, run apart from this process.
 * @param {string} source
 */
function evaluate(source) {
  /** @type {{ window: Record<string, unknown> }} */
  const context = { window: {} };
  runInNewContext(source, context, { timeout: 1000 });
  return context.window.__reactRouterManifest;
}

/**
 * The manifest file, shorter: each route whose translations follow it directly and differ from
 * one another only in id and path is written once with a template for them. Null when nothing can
 * be shortened or the shorter file would not build exactly the same manifest.
 * @param {string} source the manifest file as React Router wrote it
 * @param {readonly string[]} locales the languages' prefixes, in the order routes.ts lists them
 * @returns {string | null}
 */
export function compactManifest(source, locales) {
  const manifest = readManifest(source);
  if (manifest === null || typeof manifest.routes !== "object") return null;
  const entries = Object.entries(manifest.routes);
  /** @type {Record<string, unknown>} */
  const kept = {};
  /** @type {Record<string, Record<string, unknown>>} */
  const templates = {};
  for (let index = 0; index < entries.length; index += 1) {
    const [id, route] = /** @type {[string, Record<string, unknown>]} */ (entries[index]);
    kept[id] = route;
    const following = entries.slice(index + 1, index + 1 + locales.length);
    const template = templateOf(id, route, following, locales);
    if (template === null) continue;
    templates[id] = template;
    index += locales.length;
  }
  /** @type {Record<string, unknown> | null} */
  let previous = null;
  for (const [id, route] of Object.entries(kept)) {
    const written = /** @type {Record<string, unknown>} */ (route);
    if (previous !== null && differsOnlyInIdAndPath(id, written, previous)) {
      kept[id] = written.path;
    } else {
      previous = written;
    }
  }
  const flags = commonFlags(Object.values(manifest.routes));
  const shorter = (/** @type {unknown} */ route) =>
    typeof route === "string"
      ? route
      : withoutFlags(/** @type {Record<string, unknown>} */ (route), flags);
  const routes = Object.fromEntries(
    Object.entries(kept).map(([id, route]) => [id, shorter(route)]),
  );
  const templatesWritten = Object.fromEntries(
    Object.entries(templates).map(([id, template]) => [id, shorter(template)]),
  );
  const compact =
    `((m,t,L,F)=>{const r={};let p;for(let[k,v]of Object.entries(m.routes)){` +
    `r[k]=v=typeof v=="string"?{...p,id:k,path:v}:p={...F,...v};const x=t[k];` +
    `if(x)for(const l of L)r[k+"/"+l]={...F,...x,id:k+"/"+l,path:v.path?l+"/"+v.path:l}}` +
    `m.routes=r;window.__reactRouterManifest=m})(` +
    `${JSON.stringify({ ...manifest, routes })},${JSON.stringify(templatesWritten)},` +
    `${JSON.stringify(locales)},${JSON.stringify(flags)});`;
  if (compact.length >= source.trim().length) return null;
  const built = /** @type {{ routes: Record<string, unknown> }} */ (evaluate(compact));
  // The same routes in the same order, each with the same fields (their order within a route is
  // React Router's business only as named properties).
  const same =
    canonical(built) === canonical(manifest) &&
    JSON.stringify(Object.keys(built.routes)) === JSON.stringify(Object.keys(manifest.routes));
  return same ? compact : null;
}

/**
 * The `has…` flags (hasLoader, hasErrorBoundary…) every route carries, each with the value most
 * routes give it: a route then writes only the flags where it differs.
 * @param {unknown[]} routes
 * @returns {Record<string, boolean>}
 */
function commonFlags(routes) {
  const objects = /** @type {Record<string, unknown>[]} */ (
    routes.filter((route) => typeof route === "object" && route !== null)
  );
  /** @type {Record<string, boolean>} */
  const flags = {};
  const names = Object.keys(objects[0] ?? {}).filter((key) => /^has[A-Z]/.test(key));
  for (const name of names) {
    if (!objects.every((route) => typeof route[name] === "boolean")) continue;
    const trues = objects.filter((route) => route[name] === true).length;
    flags[name] = trues * 2 > objects.length;
  }
  return flags;
}

/**
 * `route` without the flags it shares with `flags`.
 * @param {Record<string, unknown>} route
 * @param {Record<string, boolean>} flags
 */
function withoutFlags(route, flags) {
  return Object.fromEntries(Object.entries(route).filter(([key, value]) => flags[key] !== value));
}

/**
 * JSON of `value` with every object's keys sorted.
 * @param {unknown} value
 * @returns {string}
 */
function canonical(value) {
  return JSON.stringify(value, (_key, inner) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * Whether a route is the route before it but for its own id and a path of its own, so that the
 * browser can build it from that route and its path.
 * @param {string} id
 * @param {Record<string, unknown>} route
 * @param {Record<string, unknown>} previous
 */
function differsOnlyInIdAndPath(id, route, previous) {
  if (route.id !== id || typeof route.path !== "string" || !("path" in previous)) return false;
  const shape = (/** @type {Record<string, unknown>} */ value) =>
    JSON.stringify({ ...value, id: null, path: null });
  return shape(route) === shape(previous);
}

/**
 * The template of a route's translations (the first one, its id and path left empty, so that
 * they keep their place among its fields), or null unless `following` are exactly the route's
 * translations, in the locales' order, alike but for id and path.
 * @param {string} id
 * @param {Record<string, unknown>} route
 * @param {[string, unknown][]} following
 * @param {readonly string[]} locales
 */
function templateOf(id, route, following, locales) {
  if (following.length !== locales.length) return null;
  /** @type {string | null} */
  let shape = null;
  for (const [index, [key, value]] of following.entries()) {
    const locale = locales[index] ?? "";
    if (key !== `${id}/${locale}` || typeof value !== "object" || value === null) return null;
    const path =
      typeof route.path === "string" && route.path !== "" ? `${locale}/${route.path}` : locale;
    const translation = /** @type {Record<string, unknown>} */ (value);
    if (translation.id !== key || translation.path !== path) return null;
    const rest = JSON.stringify({ ...translation, id: null, path: null });
    if (shape !== null && rest !== shape) return null;
    shape = rest;
  }
  return shape === null ? null : JSON.parse(shape);
}
