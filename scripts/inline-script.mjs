// What the build's inline scripts share (the stale-build guard, the first-paint script): a
// TypeScript entry bundled by esbuild into one minified, immediately run function for the browsers
// the site supports, and its text made safe to put inside a <script> element. The build's CSP
// allows each by its hash (scripts/security-headers.mjs).
import { build } from "esbuild";

/**
 * The entry, bundled and minified as an immediately run function.
 * @param {string} entry the entry's path
 * @param {string} name who asks, for the error when esbuild writes nothing
 * @param {Pick<import("esbuild").BuildOptions, "alias" | "plugins">} [options]
 * @returns {Promise<string>}
 */
export async function bundleInlineScript(entry, name, options = {}) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "iife",
    // The browsers the site supports run ES2020 (Intl.Segmenter has a fallback in the engine).
    target: "es2020",
    platform: "browser",
    write: false,
    legalComments: "none",
    logLevel: "warning",
    ...options,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`${name}: esbuild wrote nothing`);
  return output.text.trim();
}

/**
 * The code as the text of a <script> element: "</script" inside it would end the element early.
 * @param {string} code
 * @returns {string}
 */
export function asScriptText(code) {
  return code.replace(/<\/(script)/gi, "<\\/$1");
}
