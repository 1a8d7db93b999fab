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
 * @typedef {{ frames: Record<string, string>, formOrigins: string[] }} ThirdPartyManifest
 *   frames: each third-party frame page of the build (its file, "frames/ad.html") and the one
 *   provider origin its own policy allows; formOrigins: where a form may post (the newsletter)
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
      return { frames: {}, formOrigins: [] };
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
  const isRecord = typeof manifest === "object" && manifest !== null && !Array.isArray(manifest);
  if (!isRecord || !framesValid || !formsValid || manifest.scriptOrigins !== undefined) {
    throw new Error(
      `security-headers: ${String(file)} must be { "frames": { "frames/<name>.html": origin }, "formOrigins": [origins] }`,
    );
  }
  return { frames: { ...frames }, formOrigins };
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

/** Headers every response carries, whatever it is. */
const COMMON = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Nothing here is meant to be embedded by other sites (MDN HTTP Observatory checks it).
  "Cross-Origin-Resource-Policy": "same-origin",
  // interest-cohort (FLoC) is gone from browsers; naming it only logs a console warning. The
  // clipboard is not listed: a cross-origin frame gets no clipboard read unless the page's
  // <iframe allow> delegates it, which the third-party frames never do.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
});

/**
 * Production response headers of the site's own documents, which show and take passwords. Their
 * policy allows scripts from this origin and the page's own inline scripts (by hash) only: no
 * third-party origin at all, in any directive but form-action (the newsletter endpoint, when one
 * is configured). Ads and analytics run in the frame pages, which carry their own policy
 * (buildFrameSecurityHeaders; docs/decisions/third-party-isolation.md). No page can be framed.
 * @param {string[]} scriptHashes
 * @param {string[]} [formOrigins] defaults to what the build wrote in third-parties.json
 * @returns {Record<string, string>}
 */
export function buildSecurityHeaders(scriptHashes, formOrigins) {
  const forms = (formOrigins ?? (built ??= readThirdPartyManifest()).formOrigins).map(checkOrigin);
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    // Toasts and the Radix primitives set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // The sandboxed third-party frames are pages of this site (/frames/...).
    "frame-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...forms].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    ...COMMON,
    "X-Frame-Options": "DENY",
  };
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
