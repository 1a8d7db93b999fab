/**
 * Gives every module preload of a prerendered page `fetchpriority="low"` (issue 8): the browser
 * still fetches the page's scripts at once, but after the stylesheet, so the first paint does
 * not wait for JavaScript that only hydration needs.
 * @param {string} html
 * @returns {string}
 */
export function lowerModulePreloadPriority(html) {
  return html.replace(
    /<link\b(?![^>]*\bfetchpriority=)([^>]*\brel="modulepreload"[^>]*)>/g,
    (_, attributes) => `<link fetchpriority="low"${attributes}>`,
  );
}
