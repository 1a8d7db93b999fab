import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { compactManifest, readManifest } from "./compact-manifest.mjs";

const LOCALES = ["de", "fr"];

/** A route as React Router lists it. */
function route(id, path, module, extra = {}) {
  return {
    id,
    parentId: "root",
    ...(path === undefined ? { index: true } : { path }),
    hasLoader: true,
    hasErrorBoundary: false,
    module,
    imports: ["/assets/shared-1.js"],
    css: [],
    ...extra,
  };
}

/** The manifest a file builds, checked to keep the routes' order. */
function expectBuilds(source, manifest) {
  const built = loaded(source);
  expect(built).toEqual(manifest);
  expect(Object.keys(built.routes)).toEqual(Object.keys(manifest.routes));
}

/** What the browser has after loading a manifest file. */
function loaded(source) {
  const context = { window: {} };
  runInNewContext(source, context);
  return context.window.__reactRouterManifest;
}

const translated = (id, englishPath, locale, module) => {
  const { index: _index, ...rest } = route(`${id}/${locale}`, "", module, {
    imports: ["/assets/translator-1.js", "/assets/shared-1.js"],
  });
  return { ...rest, path: englishPath ? `${locale}/${englishPath}` : locale };
};

const MANIFEST = {
  entry: { module: "/assets/entry.client-1.js", imports: [], css: [] },
  routes: {
    root: {
      id: "root",
      path: "",
      hasLoader: true,
      hasErrorBoundary: true,
      module: "/assets/root-1.js",
    },
    "routes/home": route("routes/home", undefined, "/assets/home-1.js"),
    "routes/home/de": translated("routes/home", undefined, "de", "/assets/localized-home-1.js"),
    "routes/home/fr": translated("routes/home", undefined, "fr", "/assets/localized-home-1.js"),
    "routes/about": route("routes/about", "about", "/assets/about-1.js"),
    "routes/article/one": route("routes/article/one", "blog/one", "/assets/article-1.js"),
    "routes/article/two": route("routes/article/two", "blog/two", "/assets/article-1.js"),
    "routes/checker": route("routes/checker", "password-checker", "/assets/checker-1.js"),
    "routes/checker/de": translated("routes/checker", "password-checker", "de", "/assets/lc-1.js"),
    "routes/checker/fr": translated("routes/checker", "password-checker", "fr", "/assets/lc-1.js"),
  },
  url: "/__manifest",
  version: "abc123",
};

/** The manifest file React Router writes for `manifest`. */
const sourceOf = (manifest) => `window.__reactRouterManifest=${JSON.stringify(manifest)};`;

const SOURCE = sourceOf(MANIFEST);

/**
 * The compact file of MANIFEST with its routes changed by `change`, checked to build the changed
 * manifest, its routes in the same order.
 * @param {(routes: typeof MANIFEST.routes) => void} change
 */
function compactWith(change) {
  const routes = structuredClone(MANIFEST.routes);
  change(routes);
  const manifest = { ...MANIFEST, routes };
  const compact = compactManifest(sourceOf(manifest), LOCALES) ?? "";
  expectBuilds(compact, manifest);
  return compact;
}

describe("compactManifest", () => {
  it("builds in the browser the same manifest, its routes in the same order, from a shorter file", () => {
    const compact = compactManifest(SOURCE, LOCALES);
    expect(compact).not.toBeNull();
    expect((compact ?? "").length).toBeLessThan(SOURCE.length);
    expectBuilds(compact ?? "", MANIFEST);
    // Each translated route is written once, as its template.
    expect(compact).not.toContain("routes/checker/fr");
    // An article like the one before it is written as its path.
    expect(compact).toContain('"routes/article/two":"blog/two"');
    expect((compact ?? "").split("/assets/article-1.js").length - 1).toBe(1);
  });

  it("writes a route as its path only where the route before it differs in nothing else", () => {
    const compact = compactWith((routes) => {
      routes["routes/article/two"].hasErrorBoundary = true;
    });
    expect(compact).not.toContain('"routes/article/two":"blog/two"');
  });

  it("leaves translations that differ in more than their id and path as they are", () => {
    const compact = compactWith((routes) => {
      routes["routes/checker/fr"].module = "/assets/other-1.js";
    });
    expect(compact).toContain("/assets/other-1.js");
  });

  it("writes a route's flags only where they differ from those most routes have", () => {
    const compact = compactWith((routes) => {
      routes["routes/about"].hasLoader = false;
    });
    // Written once with the common values, and again only where a route differs: the about page
    // has no loader, the root an error boundary.
    expect(compact.split('"hasLoader"').length - 1).toBe(2);
    expect(compact.split('"hasErrorBoundary"').length - 1).toBe(2);
    expect(compact).toContain('"hasLoader":false');
  });

  it("leaves a file with nothing to shorten, or no manifest, alone", () => {
    const single = { ...MANIFEST, routes: { root: MANIFEST.routes.root } };
    expect(compactManifest(sourceOf(single), LOCALES)).toBeNull();
    expect(compactManifest("console.log(1)", LOCALES)).toBeNull();
    expect(readManifest("window.__reactRouterManifest={not json")).toBeNull();
  });
});
