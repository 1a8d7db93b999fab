// Bundles the `keysmith` command (src/cli/main.ts) into one executable ES module, so that after
// `npm run build` the package.json `bin` entry works with no TypeScript at run time.
import { chmod, copyFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outfile = `${root}dist/cli/keysmith.mjs`;

await build({
  entryPoints: [`${root}src/cli/main.ts`],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  banner: { js: "#!/usr/bin/env node" },
  legalComments: "inline",
  logLevel: "warning",
});
await chmod(outfile, 0o755);
// The man page is generated from --help and committed (src/cli/man-page.test.ts keeps it so).
await copyFile(`${root}src/cli/keysmith.1`, `${root}dist/cli/keysmith.1`);
console.log(`keysmith CLI built: ${outfile}`);
