import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { createKeysmithServer } from "../../scripts/serve.mjs";

/** What the broken generator card throws as its code loads. */
export const FORCED_ERROR = "Forced failure while hydrating";

/**
 * A copy of the build whose generator card throws as its code loads, so React meets an error
 * while it hydrates the home page; served on a port of its own (any free one) until `stop`.
 */
export async function serveBrokenCard(): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), "keysmith-broken-card-"));
  cpSync(fileURLToPath(CLIENT_DIR), root, { recursive: true });
  const assets = join(root, "assets");
  const card = readdirSync(assets).find((name) => /^generator-card-[\w-]+\.js$/.test(name));
  if (!card) throw new Error("No generator-card chunk in the build");
  writeFileSync(join(assets, card), `throw new Error(${JSON.stringify(FORCED_ERROR)});\n`);
  rmSync(join(assets, `${card}.br`), { force: true });
  rmSync(join(assets, `${card}.gz`), { force: true });
  const server: Server = createKeysmithServer({ root });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(root, { recursive: true, force: true });
    },
  };
}
