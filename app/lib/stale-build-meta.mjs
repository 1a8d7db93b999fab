// The message by which the stale-build guard (stale-build.ts) asks the service worker whether a
// file of the build is gone from the server. Plain JavaScript with no imports, so that the build's
// scripts, which Node runs without compiling TypeScript, write the one name into the service
// worker (scripts/build-service-worker.mjs), and the page reads it too.

/** The type of the message that asks the service worker whether a file answers 404 on the server. */
export const IS_GONE_MESSAGE = "keysmith:is-gone";
