// The stylesheet arrives with the HTML (docs/decisions/first-paint-password.md, "Styles in the
// HTML"): each page's render-blocking stylesheet link becomes a <style> element with the same
// rules, so the first paint needs no second round trip. The site has one stylesheet (Tailwind's
// build of app/app.css, about 9.6 KB gzip), shared by every page, so all of it goes in.
//
// The link itself stays, after the <style>, as a non-blocking print stylesheet: React hydrates
// <head> element by element and expects the <link> React Router renders; a print link matches
// it, is fetched late (or comes from the service worker's cache) and never holds up a paint.

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/**
 * `html` with each of the build's stylesheets inlined before its (now print-only) link.
 * @param {string} html
 * @param {(href: string) => string} readStylesheet the CSS of one of the build's stylesheets
 * @returns {string}
 */
export function inlineStylesheets(html, readStylesheet) {
  return html.replace(STYLESHEET_LINK, (_, href) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) {
      throw new Error(`inline-styles: ${href} contains "</style", which would end the element`);
    }
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print"/>`;
  });
}
