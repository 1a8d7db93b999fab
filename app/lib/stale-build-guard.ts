/**
 * The inline script every page runs first in <head> (scripts/stale-build-guard.mjs): the
 * stale-build guard, listening before any module of the page can fail to load. It removes its
 * own element, so React hydrates exactly the document it prerendered.
 */
import { watchForStaleChunks } from "./stale-build";

watchForStaleChunks();
document.currentScript?.remove();
