// Prerendered pages paint before any script loads: work that the first paint does not need waits
// until after it (docs/decisions/first-view-budget.md). React Router preloads every module of a
// page and boots it from an inline module script; on a slow phone those downloads share the
// connection with the stylesheet and their evaluation runs before the first frame. Here the
// preloads go, and the boot script waits for the first frame before it imports the same modules, so
// the page paints first and hydrates right after. Hydration is unchanged: React does not compare an
// inline script's text, and puts the preload links back into <head> itself.

const FIRST_FRAME =
  "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));";
// The boot script keeps its crossorigin attribute (app/root.tsx gives it one): the modules it
// imports are fetched in the mode it names.
const BOOT_SCRIPT =
  /<script((?: crossorigin="[\w-]*")?) type="module" async="">([\s\S]*?)<\/script>/g;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

/**
 * React Router's boot script rewritten to wait for the first frame, or an error naming what it
 * did not expect (a React Router upgrade that changes the script must fail the build, not ship
 * a page that never hydrates).
 * @param {string} body
 * @returns {string}
 */
export function deferBootScript(body) {
  const sideEffects = [];
  const routes = [];
  let routeModules;
  let entry;
  for (const rawLine of body.split("\n")) {
    const line = rawLine.trim();
    if (line === "") continue;
    let match;
    if ((match = SIDE_EFFECT_IMPORT.exec(line))) sideEffects.push(match[1]);
    else if ((match = NAMESPACE_IMPORT.exec(line))) routes.push({ name: match[1], url: match[2] });
    else if ((match = ROUTE_MODULES.exec(line))) routeModules = match[1];
    else if ((match = ENTRY_IMPORT.exec(line))) entry = match[1];
    else throw new Error(`html-tuning: unexpected line in React Router's boot script: ${line}`);
  }
  if (!routeModules || !entry || routes.length === 0) {
    throw new Error("html-tuning: React Router's boot script lacks its route modules or entry");
  }
  const urls = [...sideEffects, ...routes.map((route) => route.url)];
  const names = [...sideEffects.map(() => ""), ...routes.map((route) => route.name)];
  return [
    FIRST_FRAME,
    `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${JSON.stringify(url)})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${routeModules};`,
    `import(${JSON.stringify(entry)});`,
  ].join("\n");
}

/**
 * A prerendered page that paints before it loads any script (see above).
 * @param {string} html
 * @returns {string}
 */
export function paintBeforeScripts(html) {
  if (html.includes(FIRST_FRAME) && !html.includes('rel="modulepreload"')) return html;
  let boots = 0;
  const tuned = html
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "")
    .replace(BOOT_SCRIPT, (_, attributes, body) => {
      boots += 1;
      return `<script${attributes} type="module">${deferBootScript(body)}</script>`;
    });
  if (boots !== 1) throw new Error(`html-tuning: expected one boot script, found ${boots}`);
  return tuned;
}
