// Bundles the `keysmith` command (src/cli/main.ts) into one executable ES module, so that after
// `npm run build` the package.json `bin` entry works with no TypeScript at run time. The site's
// build calls `bundleCli` too (vite-plugins/cli-download.mjs) and publishes the same bytes at
// /downloads/keysmith.mjs; run this file on its own to rebuild just the command.
import { mkdir, chmod, copyFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
export const CLI_OUTFILE = `${root}dist/cli/keysmith.mjs`;

/**
 * Bundles the command, writes it to dist/cli/keysmith.mjs (executable) and returns its bytes.
 * @returns {Promise<Uint8Array>}
 */
export async function bundleCli() {
  const result = await build({
    entryPoints: [`${root}src/cli/main.ts`],
    outfile: CLI_OUTFILE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    banner: { js: "#!/usr/bin/env node" },
    legalComments: "inline",
    logLevel: "warning",
    write: false,
  });
  const output = result.outputFiles.find((file) => file.path === CLI_OUTFILE);
  if (!output) throw new Error("build-cli: esbuild wrote no keysmith.mjs");
  await mkdir(dirname(CLI_OUTFILE), { recursive: true });
  await writeFile(CLI_OUTFILE, output.contents);
  await chmod(CLI_OUTFILE, 0o755);
  // The man page is generated from --help and committed (src/cli/man-page.test.ts keeps it so).
  await copyFile(`${root}src/cli/keysmith.1`, `${root}dist/cli/keysmith.1`);
  return output.contents;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleCli();
  console.log(`keysmith CLI built: ${CLI_OUTFILE}`);
}
