/* Keysmith's service worker: the site works offline once visited (docs/product-decisions.md, "Works
 * offline"). build-service-worker.mjs prepends `const VERSION` and `const PRECACHE` (every page,
 * its data file and every asset but the large, optional crack-time estimator, which is cached
 * once the checker asks for it).
 * It only ever handles this origin's GET requests; it sends nothing anywhere. */
/* global VERSION, PRECACHE, FETCH_AHEAD_MESSAGE, IS_GONE_MESSAGE */
const CACHE = `keysmith-${VERSION}`;
/** The offline answer to a page or file never cached. Its URL answers with status 404 on purpose. */
const NOT_FOUND = "/404.html";

/** addAll refuses any status but 2xx, so the not-found page is stored as it comes. */
async function storeNotFound(cache) {
  const response = await fetch(NOT_FOUND);
  if (response.status !== 404 && !response.ok) throw new Error(`${NOT_FOUND}: ${response.status}`);
  await cache.put(NOT_FOUND, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => Promise.all([cache.addAll(PRECACHE), storeNotFound(cache)]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))),
      )
      .then(() => self.clients.claim()),
  );
});

/** "/about/" and "/about" are the same page. */
function cacheKey(url) {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  return path;
}

/**
 * The answer for a file neither the network nor the cache has (offline before the crack-time
 * estimator's first use, or a page never cached): the stored not-found page, as the server
 * answers a file it lacks. The page's own request then fails, and the page says why in its own
 * words. A rejected promise, or `Response.error()`, tells the page the same, but Firefox also
 * logs either one as an uncaught error in the page's console, and so does a response made here
 * with `new Response`; a stored response it takes quietly.
 */
async function unavailable(cache) {
  return (await cache.match(NOT_FOUND)) ?? Response.error();
}

async function fromNetworkThenCache(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch {
    return (await cache.match(key)) ?? unavailable(cache);
  }
}

async function fromCacheThenNetwork(request, key) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(key);
  if (cached) return cached;
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch {
    return unavailable(cache);
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  // A breach check's range answer is never kept, wherever its API lives: every range request
  // carries Add-Padding (docs/decisions/breach-check.md).
  if (request.headers.has("Add-Padding")) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The sandboxed ad and analytics frames come from the host every time, with its headers, and
  // are never kept (docs/decisions/third-party-isolation.md).
  if (url.pathname.startsWith("/frames/")) return;
  // Downloads (the command-line tool) always come from the network: a copy kept here could
  // outlive the hash the about page prints beside it.
  if (url.pathname.startsWith("/downloads/")) return;
  // Hashed assets never change: serve them from the cache. Pages and their data: the network
  // first, so a new release shows at once, and the cache when offline.
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCacheThenNetwork(request, url.pathname));
  } else {
    event.respondWith(fromNetworkThenCache(request, cacheKey(url)));
  }
});

/**
 * The stale-build guard's question (app/lib/stale-build.ts): is this file of the site gone from
 * the server (404), as after a deploy, rather than unreachable? A 404 the page saw may be this
 * worker's own answer for a file it could not fetch (`unavailable`), so the worker asks the server
 * itself, where a request that fails offline is no error in the page's console. Anything but a
 * 404 from the server, a failed request included, is "not gone": the page then keeps the
 * feature's own message and retry rather than reload.
 */
async function answerIsGone(url, port) {
  if (!port) return;
  let gone = false;
  try {
    const file = new URL(url, self.location.origin);
    if (file.origin === self.location.origin) {
      const response = await fetch(file, { method: "HEAD", cache: "no-store" });
      gone = response.status === 404;
    }
  } catch {
    // Offline, or the network reaches nothing: not gone.
  }
  port.postMessage(gone);
}

/** Only this site's built scripts are ever fetched ahead. */
const ASSET_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/**
 * The checker's page, once this worker controls it, hands it the files its own workers will load
 * (the crack-time estimator and its dictionaries), rather than asking for them itself: fetched
 * here, a file this worker cannot get (offline before the estimator's first use) fails quietly,
 * where the page's own request would log an error in its console. Each is kept as the page's own
 * request would keep it (fromCacheThenNetwork), ready when the estimator's worker asks.
 */
self.addEventListener("message", (event) => {
  const { data } = event;
  if (data?.type === IS_GONE_MESSAGE) {
    event.waitUntil(answerIsGone(data.url, event.ports[0]));
    return;
  }
  if (data?.type !== FETCH_AHEAD_MESSAGE || !Array.isArray(data.files)) return;
  const files = data.files.filter((file) => typeof file === "string" && ASSET_SCRIPT.test(file));
  event.waitUntil(
    Promise.all(
      files.map((file) =>
        fromCacheThenNetwork(new Request(file, { mode: "cors", credentials: "same-origin" }), file),
      ),
    ),
  );
});
