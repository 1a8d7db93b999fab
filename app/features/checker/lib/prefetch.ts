/**
 * When the checker fetches its evidence before it is asked for (docs/decisions/checker-verdict.md,
 * "Loaded ahead of Check"): once the page is idle, unless the visitor asked to save data or the
 * connection is a 2G one; then on focus, as before.
 */

/** The parts of the Network Information API read here (not in every browser, nor in DOM's types). */
interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the checker may fetch the estimator while the page is idle, before any focus. */
export function mayPrefetch(navigator: Navigator | undefined): boolean {
  const connection = (navigator as { connection?: ConnectionHints } | undefined)?.connection;
  if (connection === undefined) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType !== "2g" && connection.effectiveType !== "slow-2g";
}
