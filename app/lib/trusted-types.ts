/**
 * The site's one Trusted Types policy, "keysmith" (docs/decisions/content-security-policy.md).
 * Every page's policy says `require-trusted-types-for 'script'; trusted-types keysmith`, so the
 * browser refuses a plain string at a script-URL, script-text or HTML sink (`new Worker`,
 * `serviceWorker.register`, `script.text`, `innerHTML`), and only this policy may make the
 * trusted values those sinks take. Each conversion checks what it is given and throws otherwise:
 * script URLs must be the build's own scripts, script text must be JSON (structured data), and
 * HTML goes through DOMPurify. The policy object never leaves this module.
 */
import type { DOMPurify } from "dompurify";

/** The name the pages' Content-Security-Policy allows (scripts/security-headers.mjs). */
export const TRUSTED_TYPES_POLICY = "keysmith";

/** The build's scripts: the service worker and the hashed files Vite writes under /assets/. */
const BUILD_SCRIPT = /^\/(?:sw\.js|assets\/[\w-][\w.-]*\.js)$/;

/**
 * Whether a script URL is one of the build's own: on this origin, `/sw.js` or `/assets/*.js`,
 * with no query or fragment. In development, any URL on this origin: the dev server serves
 * scripts from their source paths (and sends no Content-Security-Policy).
 */
export function isBuildScriptUrl(url: string, origin: string, development: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return false;
  }
  if (parsed.origin !== origin || parsed.username || parsed.password) return false;
  if (development) return true;
  return parsed.search === "" && parsed.hash === "" && BUILD_SCRIPT.test(parsed.pathname);
}

function checkScriptUrl(url: string): string {
  if (!isBuildScriptUrl(url, window.location.origin, import.meta.env.DEV)) {
    throw new TypeError(
      `Keysmith's Trusted Types policy refused the script URL ${JSON.stringify(url)}: only /sw.js and /assets/*.js on this origin may run.`,
    );
  }
  return url;
}

/** Script text is only ever JSON here (structured data), which runs nothing even as a script. */
function checkJson(text: string): string {
  try {
    JSON.parse(text);
  } catch {
    throw new TypeError("Keysmith's Trusted Types policy refused script text that is not JSON.");
  }
  return text;
}

type KeysmithPolicy = Pick<
  TrustedTypePolicy,
  "name" | "createHTML" | "createScript" | "createScriptURL"
>;

/** Created on first use; null where the browser has no Trusted Types. */
let policy: KeysmithPolicy | null | undefined;

function keysmithPolicy(): KeysmithPolicy | null {
  policy ??=
    window.trustedTypes?.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: checkScriptUrl,
      createScript: checkJson,
      // Only DOMPurify is handed this policy (sanitizeHtml): it parses the raw markup into an
      // inert document with it, and wraps what it kept.
      createHTML: (html: string) => html,
    }) ?? null;
  return policy;
}

/**
 * A script URL the pages' policy lets a sink take: a TrustedScriptURL made by the "keysmith"
 * policy, or the checked string where the browser has no Trusted Types. Throws a TypeError for
 * any URL but the build's own scripts on this origin.
 */
export function trustedScriptUrl(url: string): TrustedScriptURL | string {
  const active = keysmithPolicy();
  return active ? active.createScriptURL(url) : checkScriptUrl(url);
}

/**
 * A module worker from `url`, one of the build's own scripts (the checker's estimator and
 * blocklist): `new Worker` is a Trusted Types sink, and this is where the policy vouches for the
 * script. DOM's types know only strings and URLs at that sink.
 */
export function startBuildWorker(url: string, name: string): Worker {
  return new Worker(trustedScriptUrl(url) as string, { type: "module", name });
}

/** JSON as script text (`<script type="application/ld+json">`); throws for anything else. */
export function trustedJsonScript(json: string): TrustedScript | string {
  const active = keysmithPolicy();
  return active ? active.createScript(json) : checkJson(json);
}

/**
 * HTML an HTML sink may take: what DOMPurify keeps of it (no script, no event handler, no
 * `javascript:` link), as TrustedHTML where the browser has Trusted Types.
 */
export function sanitizeHtml(purify: DOMPurify, html: string): TrustedHTML | string {
  const active = keysmithPolicy();
  return active
    ? purify.sanitize(html, { RETURN_TRUSTED_TYPE: true, TRUSTED_TYPES_POLICY: active })
    : purify.sanitize(html, { TRUSTED_TYPES_POLICY: null });
}
