// The name of the <meta> element in which the build lists the files the checker's workers load
// (scripts/worker-files.mjs) and from which the page asks for them (prefetch.ts). Plain JavaScript
// with no imports, so that the build's scripts, which Node runs without compiling TypeScript, and
// the page read the one name.

/** The name of the <meta> element that lists the workers' files on the checker's pages. */
export const WORKER_FILES_META = "keysmith-worker-files";
