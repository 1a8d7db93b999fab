/** The published single-file command-line tool (vite-plugins/cli-download.mjs). */
export interface CliDownload {
  /** Its path on this site: /downloads/keysmith.mjs. */
  path: string;
  /** SHA-256 of the published bytes, lowercase hex. */
  sha256: string;
  /** Its size in bytes. */
  bytes: number;
}

/** This build's file, or null in development and unit tests. */
export const CLI_DOWNLOAD: CliDownload | null =
  typeof __CLI_DOWNLOAD__ === "undefined" ? null : __CLI_DOWNLOAD__;
