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

/** Where the build writes the script origins it was configured with (see vite.config.ts). */
export const THIRD_PARTY_MANIFEST = new URL("third-parties.json", CLIENT_DIR);

/**
 * Reads the build's third-party manifest: the origins an ads or analytics build may load scripts
 * from, and where a form may post (the newsletter). No file means a build from before the
 * manifest existed, which had none; a malformed file stops the server rather than serve a policy
 * that is wider or narrower than the build expects.
 * @param {URL | string} file
 * @returns {{ scriptOrigins: string[], formOrigins: string[] }}
 */
export function readThirdPartyManifest(file = THIRD_PARTY_MANIFEST) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") {
      return { scriptOrigins: [], formOrigins: [] };
    }
    throw error;
  }
  const manifest = JSON.parse(text);
  const scriptOrigins = manifest?.scriptOrigins;
  const formOrigins = manifest?.formOrigins ?? [];
  for (const origins of [scriptOrigins, formOrigins]) {
    if (!Array.isArray(origins) || !origins.every(isScriptOrigin)) {
      throw new Error(
        `security-headers: ${String(file)} must be { "scriptOrigins": [origins], "formOrigins": [origins] }`,
      );
    }
  }
  return { scriptOrigins, formOrigins };
}

/**
 * The script origins of the manifest (see readThirdPartyManifest).
 * @param {URL | string} file
 * @returns {string[]}
 */
export function readThirdPartyOrigins(file = THIRD_PARTY_MANIFEST) {
  return readThirdPartyManifest(file).scriptOrigins;
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

/** @type {{ scriptOrigins: string[], formOrigins: string[] } | undefined} */
let built;

/**
 * Production response headers. The policy allows only this origin, plus, when the build was
 * configured with ads or analytics, exactly their script origins (for the script and the calls
 * it makes back to its own origin). The site itself never loads them before consent
 * (DECISIONS.md); the policy is the backstop. No page can be framed.
 * @param {string[]} scriptHashes
 * @param {string[]} [thirdPartyOrigins] defaults to what the build wrote in third-parties.json
 * @param {string[]} [formOrigins] likewise: where the newsletter form may post
 * @returns {Record<string, string>}
 */
export function buildSecurityHeaders(scriptHashes, thirdPartyOrigins, formOrigins) {
  const origins = thirdPartyOrigins ?? (built ??= readThirdPartyManifest()).scriptOrigins;
  const forms = formOrigins ?? (built ??= readThirdPartyManifest()).formOrigins;
  for (const origin of forms) {
    if (!isScriptOrigin(origin)) throw new Error(`security-headers: not an origin: ${origin}`);
  }
  for (const origin of origins) {
    if (!isScriptOrigin(origin)) throw new Error(`security-headers: not an origin: ${origin}`);
  }
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...origins, ...scriptHashes].join(" "),
    // Toasts and the Radix primitives set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...origins].join(" "),
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...forms].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Nothing here is meant to be embedded by other sites (MDN HTTP Observatory checks it).
    "Cross-Origin-Resource-Policy": "same-origin",
    // interest-cohort (FLoC) is gone from browsers; naming it only logs a console warning.
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}
