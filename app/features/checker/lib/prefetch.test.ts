// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { mayPrefetch, prefetchWorkerFiles } from "./prefetch";
import { FETCH_AHEAD_MESSAGE } from "./worker-files-meta.mjs";

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

describe("mayPrefetch", () => {
  it("fetches ahead where the browser says nothing of the connection", () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch(withConnection(undefined))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: "4g", saveData: false }))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: "3g" }))).toBe(true);
  });

  it("waits for focus when the visitor saves data or the connection is 2G", () => {
    expect(mayPrefetch(withConnection({ effectiveType: "4g", saveData: true }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: "2g" }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: "slow-2g" }))).toBe(false);
  });
});

describe("prefetchWorkerFiles", () => {
  const page = (meta: string) => {
    const document = new DOMParser().parseFromString(
      `<!doctype html><html><head>${meta}</head><body></body></html>`,
      "text/html",
    );
    const prefetched = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => ({
        href: link.getAttribute("href"),
        crossOrigin: link.crossOrigin,
      }));
    return { document, prefetched };
  };

  it("asks for each file the checker's page names, as this site's scripts", () => {
    const { document, prefetched } = page(
      '<meta name="keysmith-worker-files" content="/assets/estimator-c3.js /assets/dist-g7.js"/>',
    );
    expect(prefetchWorkerFiles(document)).toBe(2);
    expect(prefetched()).toEqual([
      { href: "/assets/estimator-c3.js", crossOrigin: "anonymous" },
      { href: "/assets/dist-g7.js", crossOrigin: "anonymous" },
    ]);
  });

  it("asks for nothing on a page that names no files, and never for another site's", () => {
    const none = page('<meta name="description" content="A checker"/>');
    expect(prefetchWorkerFiles(none.document)).toBe(0);
    expect(none.prefetched()).toEqual([]);
    const foreign = page(
      '<meta name="keysmith-worker-files" content="https://example.com/assets/x.js //example.com/a.js /assets/../sw.js /assets/ok-1.js"/>',
    );
    expect(prefetchWorkerFiles(foreign.document)).toBe(1);
    expect(foreign.prefetched().map((link) => link.href)).toEqual(["/assets/ok-1.js"]);
  });

  it("hands the files to the service worker that controls the page, and adds no prefetch", () => {
    const { document, prefetched } = page(
      '<meta name="keysmith-worker-files" content="/assets/estimator-c3.js https://example.com/x.js"/>',
    );
    const messages: unknown[] = [];
    const controller = { postMessage: (message: unknown) => messages.push(message) };
    Object.defineProperty(document.defaultView?.navigator, "serviceWorker", {
      configurable: true,
      value: { controller },
    });
    expect(prefetchWorkerFiles(document)).toBe(1);
    expect(messages).toEqual([{ type: FETCH_AHEAD_MESSAGE, files: ["/assets/estimator-c3.js"] }]);
    expect(prefetched()).toEqual([]);
  });
});
