/**
 * What the footer's Cookie Settings does (spec §4): forget the visitor's choice through the
 * consent store, as the banner saves one, then reload, so no frame the old choice allowed keeps
 * running and the banner asks again. The layout hands it to the footer, which imports no feature
 * (docs/style.md, "Boundaries").
 *
 * The store is loaded on the first press: every page shows the footer, but only a build with
 * third parties reads the store on its own, so the other pages do not carry it on their first view.
 */
export async function askConsentAgain(): Promise<void> {
  const { forgetConsent } = await import("./consent-store");
  forgetConsent();
  window.location.reload();
}
