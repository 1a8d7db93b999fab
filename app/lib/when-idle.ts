/** How long to wait for the page to be idle before running anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the page is idle (a short timer where idle callbacks are missing, as in
 * WebKit), and returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}
