// The stale-build guard (app/lib/stale-build.ts) as an inline script, first in every page's
// <head>: it must listen before the boot script imports the route modules, which start loading
// lazy chunks (the generator card) before the client entry runs, and which, when one is missing,
// keep the entry from running at all (docs/decisions/content-security-policy.md, "Stale tabs
// after a deploy"). The build's CSP allows it by its hash, like every inline script
// (scripts/security-headers.mjs).
import { fileURLToPath } from "node:url";

import { asScriptText, bundleInlineScript } from "./inline-script.mjs";

const ENTRY = fileURLToPath(new URL("../app/lib/stale-build-guard.ts", import.meta.url));

/** What marks a page that has the guard already. */
const MARKER = "keysmith:reloaded-for-build";

/** The charset declaration React Router writes first in every page's <head>. */
const CHARSET = '<meta charSet="utf-8"/>';

/**
 * The guard, minified, as an immediately run function.
 * @returns {Promise<string>}
 */
export function buildStaleBuildGuard() {
  return bundleInlineScript(ENTRY, "stale-build-guard");
}

/**
 * The page with the guard inlined right after its charset declaration, before every other
 * script; unchanged if it has the guard already.
 * @param {string} html
 * @param {string} script
 * @returns {string}
 */
export function inlineStaleBuildGuard(html, script) {
  if (html.includes(MARKER)) return html;
  const at = html.indexOf(CHARSET);
  const firstScript = html.indexOf("<script");
  if (at === -1 || (firstScript !== -1 && at > firstScript)) {
    throw new Error("stale-build-guard: a page whose <head> has no charset before its scripts");
  }
  const safe = asScriptText(script);
  const end = at + CHARSET.length;
  return `${html.slice(0, end)}<script>${safe}</script>${html.slice(end)}`;
}
