/** Where the article sits in the window, in CSS pixels (from getBoundingClientRect). */
export interface ArticleBox {
  /** The article's top edge relative to the top of the viewport (negative once scrolled past). */
  top: number;
  /** The article's height. */
  height: number;
  /** The window's inner height. */
  viewportHeight: number;
}

/**
 * Spec §4 Reading progress, as a percentage: 0 while the article is below the viewport, 100 once
 * its bottom is above the window bottom, otherwise the distance scrolled into the article over
 * the distance that can be scrolled within it, clamped to 0-100.
 */
export function computeReadingProgress({ top, height, viewportHeight }: ArticleBox): number {
  if (top >= viewportHeight) return 0;
  if (top + height <= viewportHeight) return 100;
  const scrollable = height - viewportHeight;
  // A short article whose bottom is still below the window: its top has not scrolled past yet.
  if (scrollable <= 0) return 0;
  const progress = (-top / scrollable) * 100;
  return Math.min(100, Math.max(0, progress));
}
