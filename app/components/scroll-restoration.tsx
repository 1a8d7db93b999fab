import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

import { STORAGE_KEYS } from "#core/options/storage-keys";

/**
 * The script that puts a reloaded page back where it was, before it is hydrated: React Router's
 * own, less its error handling. Theirs logs the error of an unreadable entry and then calls
 * `sessionStorage.removeItem`, which throws again, uncaught, where site data is blocked. This one
 * only reads a number and says nothing: the client entry drops an unreadable entry
 * (dropMalformedScrollPositions), through the storage layer that never throws. The page's policy
 * allows it by its hash, worked out from the built page (scripts/security-headers.mjs).
 */
export const RESTORE_SCROLL_SCRIPT = `(function(k){var h=window.history;if(!h.state||!h.state.key)h.replaceState({key:Math.random().toString(32).slice(2)},"");try{var p=JSON.parse(sessionStorage.getItem(k)||"{}"),y=p&&p[h.state.key];if(typeof y==="number")window.scrollTo(0,y)}catch(e){}})(${JSON.stringify(STORAGE_KEYS.scrollPositions)})`;

/**
 * React Router's `<ScrollRestoration>` with the script above: its hook (exported as
 * `UNSAFE_useScrollRestoration`, the one the component itself calls) saves and restores the
 * positions on in-app navigation; the script restores them on a reload.
 */
export function ScrollRestoration() {
  useScrollRestoration();
  return (
    <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCROLL_SCRIPT }} />
  );
}
