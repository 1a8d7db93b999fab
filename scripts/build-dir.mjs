/**
 * Where the build goes: `build/` unless KEYSMITH_BUILD_DIR names another folder of the project.
 * The end-to-end tests build a second, ads-and-analytics-configured site into its own folder
 * this way, so the main build stays unconfigured.
 */
export const BUILD_DIR = process.env.KEYSMITH_BUILD_DIR?.trim() || "build";

if (!/^[\w.-]+$/.test(BUILD_DIR) || BUILD_DIR === "." || BUILD_DIR === "..") {
  throw new Error(`KEYSMITH_BUILD_DIR must be a plain folder name, got "${BUILD_DIR}"`);
}

/** The built site's folder (what a static host serves), as a file URL ending in "/". */
export const CLIENT_DIR = new URL(`../${BUILD_DIR}/client/`, import.meta.url);
