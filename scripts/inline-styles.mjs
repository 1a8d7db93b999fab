// The stylesheet arrives with the HTML (docs/decisions/first-paint-password.md, "Styles in the
// HTML"): each page's render-blocking stylesheet link becomes a <style> element with the same
// rules, so the first paint needs no second round trip. The site has one stylesheet (Tailwind's
// build of app/app.css, about 9.6 KB gzip), shared by every page, so all of it goes in.
//
// The link itself stays, after the <style>, disabled: React hydrates <head> element by element
// and expects the <link> React Router renders (it does not patch attributes when it hydrates).
// A disabled stylesheet link is never fetched nor applied, so the rules are neither downloaded
// nor parsed twice; a browser that fetches it anyway finds it print-only, never blocking a paint.
// Left as a live print stylesheet, Chromium fetched and parsed it during the first paint and
// Generate took 55-85 ms instead of 10-20 at CPU 4x (docs/decisions/first-paint-password.md,
// "Styles in the HTML").

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)"\/>/g;

/**
 * `html` with each of the build's stylesheets inlined before its (now disabled) link.
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
    return `<style data-href="${href}">${css}</style><link rel="stylesheet" href="${href}" media="print" disabled=""/>`;
  });
}
