// The name of the <meta> element in which the build lists the files the checker's workers load
// (scripts/worker-files.mjs) and from which the page asks for them (prefetch.ts), and the message
// by which a page the service worker controls asks it to fetch them instead. Plain JavaScript with
// no imports, so that the build's scripts, which Node runs without compiling TypeScript, the
// service worker (scripts/build-service-worker.mjs writes the name into it) and the page read the
// one name.

/** The name of the <meta> element that lists the workers' files on the checker's pages. */
export const WORKER_FILES_META = "keysmith-worker-files";

/** The type of the message that asks the service worker to fetch and keep the workers' files. */
export const FETCH_AHEAD_MESSAGE = "keysmith:fetch-ahead";
