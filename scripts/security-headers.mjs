import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

import { CLIENT_DIR } from "./build-dir.mjs";

/**
 * The sha256 sources of the executable inline scripts in an HTML document, for a CSP that
 * allows exactly those. JSON-LD and other data blocks are not executed and need no hash.
 * @param {string} html
 * @returns {string[]}
 */
export function hashInlineScripts(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript") continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...new Set(hashes)];
}

/** Where the build writes its third-party frames and form origins (see vite.config.ts). */
export const THIRD_PARTY_MANIFEST = new URL("third-parties.json", CLIENT_DIR);

/**
 * @typedef {{ frames: Record<string, string>, formOrigins: string[], reportUrl: string | null, pageConnectOrigins?: Record<string, string[]> }} ThirdPartyManifest
 *   frames: each third-party frame page of the build (its file, "frames/ad.html") and the one
 *   provider origin its own policy allows; formOrigins: where a form may post (the newsletter);
 *   reportUrl: where browsers send reports of what the policy blocked (CSP_REPORT_URL), or null;
 *   pageConnectOrigins: the origins one page alone may call besides its own (the checker's
 *   breach check, BREACH_API_URL: docs/decisions/breach-check.md)
 */

/** The folder of the frame pages, and the only shape a frame's file may have. */
export const FRAME_FILE = /^frames\/[a-z][a-z-]{0,30}\.html$/;

/**
 * Reads the build's third-party manifest: the frame pages an ads or analytics build wrote, each
 * with its provider's origin, and where a form may post (the newsletter). No file means a build
 * without any; a malformed file stops the server rather than serve a policy that is wider or
 * narrower than the build expects.
 * @param {URL | string} file
 * @returns {ThirdPartyManifest}
 */
export function readThirdPartyManifest(file = THIRD_PARTY_MANIFEST) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      return { frames: {}, formOrigins: [], reportUrl: null, pageConnectOrigins: {} };
    }
    throw error;
  }
  const manifest = JSON.parse(text);
  const frames = manifest?.frames ?? {};
  const formOrigins = manifest?.formOrigins ?? [];
  const framesValid =
    typeof frames === "object" &&
    frames !== null &&
    !Array.isArray(frames) &&
    Object.entries(frames).every(
      ([name, origin]) => FRAME_FILE.test(name) && isScriptOrigin(origin),
    );
  const formsValid = Array.isArray(formOrigins) && formOrigins.every(isScriptOrigin);
  const pageConnectOrigins = manifest?.pageConnectOrigins ?? {};
  const connectValid =
    typeof pageConnectOrigins === "object" &&
    pageConnectOrigins !== null &&
    !Array.isArray(pageConnectOrigins) &&
    Object.entries(pageConnectOrigins).every(
      ([path, origins]) =>
        /^(\/[a-z0-9-]+)+$/.test(path) && Array.isArray(origins) && origins.every(isScriptOrigin),
    );
  const reportUrl = manifest?.reportUrl ?? null;
  const reportValid = reportUrl === null || isReportUrl(reportUrl);
  const isRecord = typeof manifest === "object" && manifest !== null && !Array.isArray(manifest);
  if (
    !isRecord ||
    !framesValid ||
    !formsValid ||
    !reportValid ||
    !connectValid ||
    manifest.scriptOrigins !== undefined
  ) {
    throw new Error(
      `security-headers: ${String(file)} must be { "frames": { "frames/<name>.html": origin }, "formOrigins": [origins], "reportUrl": url or null, "pageConnectOrigins": { "/<page>": [origins] } }`,
    );
  }
  return {
    frames: { ...frames },
    formOrigins,
    reportUrl,
    pageConnectOrigins: { ...pageConnectOrigins },
  };
}

/**
 * Where browsers should report what the site's policy blocked, from CSP_REPORT_URL at build time;
 * unset, nothing is reported. Browsers send these reports on their own, without asking the
 * visitor: each names the page's address and what was blocked (never a password, which is in no
 * address). A value the policy could not carry safely stops the build.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function readReportUrl(env) {
  const raw = env.CSP_REPORT_URL?.trim();
  if (!raw) return null;
  let href = raw;
  try {
    href = new URL(raw).href;
  } catch {
    // Reported below.
  }
  if (!isReportUrl(href)) {
    throw new Error(
      `CSP_REPORT_URL must be an https:// URL (http:// only on localhost) with no user name, fragment, quote, comma, semicolon or "$", got "${raw}"`,
    );
  }
  return href;
}

/**
 * Whether a value may be written as the policy's report address: an absolute https URL (http
 * only on loopback) without credentials or fragment, spelt as URL#href spells it, and with no
 * character that would end a CSP directive, a header value or an nginx string.
 * @param {unknown} value
 * @returns {value is string}
 */
export function isReportUrl(value) {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    const secure = url.protocol === "https:" || (url.protocol === "http:" && loopback);
    return (
      secure &&
      url.href === value &&
      !url.username &&
      !url.password &&
      !url.hash &&
      !/[\s"'$\\;,]/.test(value)
    );
  } catch {
    return false;
  }
}

/**
 * A bare https origin (http only on loopback), exactly as URL#origin spells it: nothing a
 * policy could read as a wildcard, a path or a keyword.
 * @param {unknown} value
 * @returns {value is string}
 */
function isScriptOrigin(value) {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
    const secure = url.protocol === "https:" || (url.protocol === "http:" && loopback);
    return secure && url.origin === value;
  } catch {
    return false;
  }
}

/** @param {string} origin */
function checkOrigin(origin) {
  if (!isScriptOrigin(origin)) throw new Error(`security-headers: not an origin: ${origin}`);
  return origin;
}

/** @type {ThirdPartyManifest | undefined} */
let built;

/**
 * The one Trusted Types policy the site's documents may create (app/lib/trusted-types.ts). With
 * `require-trusted-types-for 'script'`, a string no longer reaches a script URL or an HTML sink
 * (`innerHTML`, `serviceWorker.register`, `new Worker`) unless that policy made it.
 */
export const TRUSTED_TYPES_POLICY = "keysmith";

/** The Reporting-Endpoints name the policy's `report-to` names. */
export const REPORT_ENDPOINT = "csp-endpoint";

/**
 * Powerful features the site uses, for itself only: Copy and Clear clipboard. A sandboxed
 * third-party frame has an opaque origin, so it is not "self" and gets none. The blog's Share
 * (web-share) is left to its default, this origin only: Chromium on Linux does not know the name
 * and would log an error for it on every page.
 */
export const FEATURES_USED = Object.freeze(["clipboard-write"]);

/**
 * Powerful features nothing on the site uses, denied to its documents and every frame in them.
 * Not clipboard-read: the site never reads the clipboard, but the end-to-end tests check what
 * Copy wrote by reading it in the page; reading needs the visitor's permission anyway, and by
 * default no cross-origin frame may ask.
 * Only names Chromium 156 recognises (tests/e2e/security-headers.spec.ts): it logs an error for
 * any other, on every page, which is why ambient-light-sensor, bluetooth and the retired ad
 * auction and attribution names are left out. The ad-tech ones that remain (topics, private
 * state tokens) keep an ad network in a frame from profiling visitors through the browser.
 */
export const FEATURES_DENIED = Object.freeze([
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "compute-pressure",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "private-state-token-issuance",
  "private-state-token-redemption",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "usb",
  "window-management",
  "xr-spatial-tracking",
]);

/** Headers every response carries, whatever it is. */
const COMMON = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Nothing here is meant to be embedded by other sites (MDN HTTP Observatory checks it).
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": [
    ...FEATURES_USED.map((feature) => `${feature}=(self)`),
    ...FEATURES_DENIED.map((feature) => `${feature}=()`),
  ].join(", "),
});

/**
 * @typedef {{ formOrigins: string[], reportUrl: string | null, connectOrigins?: string[] }} PolicyOptions
 *   formOrigins: where a form may post besides the site (the newsletter); reportUrl: where
 *   browsers report what the policy blocked (CSP_REPORT_URL), or null for no reports;
 *   connectOrigins: what this one page may call besides the site (the checker's breach check)
 */

/**
 * The directives of the site's own documents' policy, in order.
 * @param {string[]} scriptHashes
 * @param {PolicyOptions} options
 * @returns {string[]}
 */
function sitePolicy(scriptHashes, { formOrigins, reportUrl, connectOrigins = [] }) {
  const forms = formOrigins.map(checkOrigin);
  const calls = connectOrigins.map(checkOrigin);
  if (reportUrl !== null && !isReportUrl(reportUrl)) {
    throw new Error(`security-headers: not a report URL: ${reportUrl}`);
  }
  return [
    // default-src also covers the web app manifest: WebKit logs an error for manifest-src.
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Radix's dialogs write a <style> element with measured sizes (react-remove-scroll), and
    // React renders style attributes: docs/decisions/content-security-policy.md.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The checker's opt-in breach check calls one range API, on that page alone.
    ["connect-src 'self'", ...calls].join(" "),
    // The sandboxed third-party frames are pages of this site (/frames/...).
    "frame-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...forms].join(" "),
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICY}`,
    ...(reportUrl === null ? [] : [`report-uri ${reportUrl}`, `report-to ${REPORT_ENDPOINT}`]),
  ];
}

/** Directives a policy in a <meta> element cannot carry: browsers ignore them with an error. */
const HEADER_ONLY = /^(frame-ancestors|report-uri|report-to|sandbox)\b/;

/**
 * Production response headers of the site's own documents, which show and take passwords. Their
 * policy allows scripts from this origin and the page's own inline scripts (by hash) only: no
 * third-party origin at all, in any directive but form-action (the newsletter endpoint, when one
 * is configured) and, on the checker page alone, connect-src (the breach check's range API). Ads and analytics run in the frame pages, which carry their own policy
 * (buildFrameSecurityHeaders; docs/decisions/third-party-isolation.md). No page can be framed,
 * and no script URL or HTML reaches the DOM but through the site's Trusted Types policy.
 * @param {string[]} scriptHashes
 * @param {PolicyOptions} [options] defaults to what the build wrote in third-parties.json
 * @returns {Record<string, string>}
 */
export function buildSecurityHeaders(scriptHashes, options = (built ??= readThirdPartyManifest())) {
  const { reportUrl } = options;
  return {
    "Content-Security-Policy": sitePolicy(scriptHashes, options).join("; "),
    ...(reportUrl === null ? {} : { "Reporting-Endpoints": `${REPORT_ENDPOINT}="${reportUrl}"` }),
    ...COMMON,
    "X-Frame-Options": "DENY",
  };
}

/**
 * The same policy for a `<meta http-equiv="Content-Security-Policy">` element, less what only a
 * header can say (frame-ancestors, reports). For the not-found page, which Netlify and Cloudflare
 * Pages send for unknown paths with the `/*` headers only.
 * @param {string[]} scriptHashes
 * @param {PolicyOptions} [options] defaults to what the build wrote in third-parties.json
 * @returns {string}
 */
export function buildMetaPolicy(scriptHashes, options = (built ??= readThirdPartyManifest())) {
  return sitePolicy(scriptHashes, options)
    .filter((directive) => !HEADER_ONLY.test(directive))
    .join("; ");
}

/**
 * The page with its policy in a `<meta http-equiv>` element, first in <head> after the charset,
 * before any script: the policy that allows exactly the page's own inline scripts.
 * @param {string} html
 * @param {PolicyOptions} [options] defaults to what the build wrote in third-parties.json
 * @returns {string}
 */
export function withPolicyMeta(html, options) {
  const policy = buildMetaPolicy(hashInlineScripts(html), options);
  const attribute = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8">/i.exec(html);
  if (!charset || /http-equiv="Content-Security-Policy"/i.test(html)) {
    throw new Error("security-headers: cannot place the policy: no charset, or a policy already");
  }
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${attribute}"/>${html.slice(at)}`;
}

/**
 * Headers of a third-party frame page (/frames/ad.html, /frames/analytics.html). The site shows
 * it only in `<iframe sandbox>` without allow-same-origin, so it runs with an opaque origin: it
 * cannot read the site's storage, cookies or documents. Its policy allows its own inline script
 * (by hash) and exactly one provider origin, for scripts, calls, images, styles and nested
 * frames; nothing from the site itself, so even a request for a page's data is refused. Only
 * the site may frame it.
 * @param {string[]} scriptHashes
 * @param {string} providerOrigin
 * @returns {Record<string, string>}
 */
export function buildFrameSecurityHeaders(scriptHashes, providerOrigin) {
  const provider = checkOrigin(providerOrigin);
  const csp = [
    "default-src 'none'",
    ["script-src", ...scriptHashes, provider].join(" "),
    `style-src 'unsafe-inline' ${provider}`,
    `img-src data: ${provider}`,
    `connect-src ${provider}`,
    `frame-src ${provider}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    ...COMMON,
    "X-Frame-Options": "SAMEORIGIN",
  };
}
