import { describe, expect, it } from "vitest";

import { deferBootScript, paintBeforeScripts } from "./html-tuning.mjs";

const BOOT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/a.css"/>' +
  `</head><body><p>Hi</p><script type="module" async="">${BOOT}</script></body></html>`;

describe("paintBeforeScripts", () => {
  it("drops the module preloads and keeps every other link", () => {
    const html = paintBeforeScripts(PAGE);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/a.css"/>');
    expect(html).toContain("<p>Hi</p>");
  });

  it("boots the same modules after the first frame", () => {
    const html = paintBeforeScripts(PAGE);
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(body.startsWith("await new Promise((resolve) => requestAnimationFrame(")).toBe(true);
    expect(body).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
    );
    expect(body).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    );
    expect(body.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("keeps the boot script's crossorigin attribute", () => {
    const html = paintBeforeScripts(
      PAGE.replace(
        '<script type="module" async="">',
        '<script crossorigin="anonymous" type="module" async="">',
      ),
    );
    expect(html).toMatch(/<script crossorigin="anonymous" type="module">await new Promise/);
  });

  it("leaves a page it already tuned as it is", () => {
    const once = paintBeforeScripts(PAGE);
    expect(paintBeforeScripts(once)).toBe(once);
  });

  it("refuses a page without exactly one boot script", () => {
    expect(() => paintBeforeScripts("<html><body></body></html>")).toThrow(/one boot script/);
  });
});

describe("deferBootScript", () => {
  it("fails loudly on a boot script it does not understand", () => {
    expect(() => deferBootScript(`${BOOT}\nwindow.somethingNew = 1;`)).toThrow(/unexpected line/);
  });

  it("runs in a browser-like scope: the modules load only after a frame", async () => {
    const calls = [];
    const frame = [];
    const scope = {
      requestAnimationFrame: (callback) => frame.push(callback),
      setTimeout: (callback) => callback(),
      window: {},
      load: (url) => {
        calls.push(url);
        return Promise.resolve({ url });
      },
    };
    const source = deferBootScript(BOOT).replaceAll("import(", "load(");
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "load",
      `return (async () => {${source}})();`,
    );
    const done = run(scope.requestAnimationFrame, scope.setTimeout, scope.window, scope.load);
    await Promise.resolve();
    expect(calls).toEqual([]);
    frame.forEach((callback) => callback());
    await done;
    expect(calls).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(scope.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "routes/home": { url: "/assets/home-3.js" },
    });
  });
});
