/**
 * The element React hydrates: the whole prerendered document. Spec §2: if the page arrives
 * without its root element (a truncated or tampered response), log an error and render nothing,
 * rather than let React replace the page with an empty one.
 */
export function findHydrationRoot(doc: Document): Document | null {
  if (!doc.documentElement || !doc.body) {
    console.error("Keysmith could not start: the page is missing its root element.");
    return null;
  }
  return doc;
}
