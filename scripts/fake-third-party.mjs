#!/usr/bin/env node
// A stand-in ad network and analytics provider for the end-to-end tests: a second origin on
// loopback that serves two tiny scripts and records nothing. It answers only on 127.0.0.1.
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 4319);

const SCRIPTS = {
  "/ad.js": "window.__keysmithTestAdLoaded = true;\n",
  "/analytics.js": "window.__keysmithTestAnalyticsLoaded = true;\n",
};

createServer((req, res) => {
  const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
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
