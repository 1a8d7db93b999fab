/**
 * The sandboxed frames for the only third-party code the site may run (docs/product-decisions.md,
 * "Privacy and third parties"; docs/decisions/third-party-isolation.md). The ad network's and the
 * analytics service's scripts never enter a document that shows or takes a password: each runs
 * in a small page of the site (`/frames/ad.html`, `/frames/analytics.html`), written by the build
 * with the configured script address and shown only in `<iframe sandbox>` without
 * `allow-same-origin`, so it has an opaque origin and can read neither the site's documents nor
 * its storage. Its own Content-Security-Policy (scripts/security-headers.mjs) allows its inline
 * script and the provider's origin, nothing else.
 *
 * The frame and the page speak only through two messages, both parsed on arrival:
 * - frame to page: `{ source: "keysmith-frame", status: "ready" | "failed" }`, whether the
 *   provider's script loaded (the page's delay and retries decide what that means, spec §4);
 * - page to analytics frame: `{ type: "keysmith:page-view", path }`, the path of a page view and
 *   nothing else (no query, no fragment).
 *
 * Imported by vite.config.ts, which writes the frame pages, so no browser globals and no `~`.
 */
import type { AdSettings, AnalyticsSettings, ThirdPartyConfig } from "../../lib/third-parties";

export type FrameKind = "ad" | "analytics";

/** Where each frame page lives in the build, and its URL path. */
export const FRAME_FILES: Readonly<Record<FrameKind, string>> = Object.freeze({
  ad: "frames/ad.html",
  analytics: "frames/analytics.html",
});

export const AD_FRAME_PATH = `/${FRAME_FILES.ad}`;
export const ANALYTICS_FRAME_PATH = `/${FRAME_FILES.analytics}`;

/**
 * The sandbox of each frame. Never `allow-same-origin`: that would give the frame the site's
 * origin, its storage and its documents. The ad may open its advertiser's page in a new tab
 * (`allow-popups`), and that tab is an ordinary page (`allow-popups-to-escape-sandbox`). No
 * `allow-top-navigation-by-user-activation`: one click on an ad must not replace the page that
 * shows a password with a page the ad network chose (a phishing look-alike would then sit at the
 * visitor's own tab). Analytics needs to run a script and nothing more.
 */
export const FRAME_SANDBOX: Readonly<Record<FrameKind, string>> = Object.freeze({
  ad: "allow-scripts allow-popups allow-popups-to-escape-sandbox",
  analytics: "allow-scripts",
});

export const FRAME_STATUS_SOURCE = "keysmith-frame";
export const PAGE_VIEW_TYPE = "keysmith:page-view";

export type FrameStatusReport = "ready" | "failed";

export interface PageViewMessage {
  type: typeof PAGE_VIEW_TYPE;
  path: string;
}

/** A path as analytics may see it: starts with "/", no query, fragment or white space. */
const PAGE_PATH = /^\/[^?#\s]{0,511}$/;

/**
 * The message that tells the analytics frame of a page view: the path only. Anything that does
 * not look like a bare path is not sent at all.
 */
export function pageViewMessage(pathname: string): PageViewMessage | null {
  return PAGE_PATH.test(pathname) ? { type: PAGE_VIEW_TYPE, path: pathname } : null;
}

/** What a frame said about its script, or null for anything else a frame might post. */
export function parseFrameStatus(data: unknown): FrameStatusReport | null {
  if (typeof data !== "object" || data === null) return null;
  const source: unknown = Reflect.get(data, "source");
  const status: unknown = Reflect.get(data, "status");
  if (source !== FRAME_STATUS_SOURCE) return null;
  return status === "ready" || status === "failed" ? status : null;
}

/** A value written into an inline script: JSON, with "<" escaped so no "</script>" can close it. */
function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The frame's side of the protocol: report to the site (and only to the site's origin) whether
 * the provider's script loaded.
 */
function loaderSource(scriptUrl: string): string {
  return `const site = new URL(location.href).origin;
const report = (status) => parent.postMessage({ source: ${scriptLiteral(FRAME_STATUS_SOURCE)}, status }, site);
const load = () => {
  const script = document.createElement("script");
  script.src = ${scriptLiteral(scriptUrl)};
  script.async = true;
  script.referrerPolicy = "no-referrer";
  script.addEventListener("load", () => report("ready"), { once: true });
  script.addEventListener("error", () => report("failed"), { once: true });
  document.head.append(script);
};`;
}

/**
 * The ad frame's script: the slot the network fills (the same attributes as the spec's ad
 * config: publisher, zone, type), then the network's script. The zone and type come from the
 * frame's address (`?zone=banner&type=banner`) and must be plain words.
 */
function adFrameScript(settings: AdSettings): string {
  return `"use strict";
(() => {
${loaderSource(settings.scriptUrl)}
const query = new URLSearchParams(location.search);
const zone = query.get("zone") ?? "";
const type = query.get("type") ?? "";
if (!/^[a-z]{1,20}$/.test(zone) || !/^[a-z]{1,20}$/.test(type)) {
  report("failed");
  return;
}
const slot = document.createElement("ins");
slot.dataset.adPublisher = ${scriptLiteral(settings.publisherId)};
slot.dataset.adZone = zone;
slot.dataset.adType = type;
slot.style.display = "block";
slot.style.height = "100%";
document.body.append(slot);
load();
})();`;
}

/**
 * The analytics frame's script. Page views arrive as messages from the site; each one that is
 * exactly `{ type, path }` from the parent page at the site's origin is queued on
 * `window.keysmithPageViews` and announced as a `keysmith:page-view` event, for the provider's
 * script (or a two-line adapter in front of it) to read.
 */
function analyticsFrameScript(settings: AnalyticsSettings): string {
  return `"use strict";
(() => {
${loaderSource(settings.scriptUrl)}
const views = [];
window.keysmithPageViews = views;
addEventListener("message", (event) => {
  if (event.source !== parent || event.origin !== site) return;
  const data = event.data;
  if (typeof data !== "object" || data === null || Object.keys(data).join() !== "type,path") return;
  if (data.type !== ${scriptLiteral(PAGE_VIEW_TYPE)} || typeof data.path !== "string") return;
  if (!${PAGE_PATH.toString()}.test(data.path)) return;
  const view = Object.freeze({ path: data.path });
  views.push(view);
  dispatchEvent(new CustomEvent(${scriptLiteral(PAGE_VIEW_TYPE)}, { detail: view }));
});
load();
})();`;
}

/** A frame page. Its one inline script is hashed into its policy when it is served. */
function framePage(title: string, script: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>html,body{margin:0;padding:0;height:100%;overflow:hidden;background:transparent}</style>
</head>
<body>
<script>${script}</script>
</body>
</html>
`;
}

export interface FramePage {
  /** Where the build writes it ("frames/ad.html"). */
  file: string;
  html: string;
  /** The one third-party origin its policy allows. */
  origin: string;
}

/** The frame pages a build with these settings writes: none when nothing is configured. */
export function buildFramePages(config: ThirdPartyConfig): FramePage[] {
  const pages: FramePage[] = [];
  if (config.ads) {
    pages.push({
      file: FRAME_FILES.ad,
      html: framePage("Advertisement", adFrameScript(config.ads)),
      origin: new URL(config.ads.scriptUrl).origin,
    });
  }
  if (config.analytics) {
    pages.push({
      file: FRAME_FILES.analytics,
      html: framePage("Analytics", analyticsFrameScript(config.analytics)),
      origin: new URL(config.analytics.scriptUrl).origin,
    });
  }
  return pages;
}
