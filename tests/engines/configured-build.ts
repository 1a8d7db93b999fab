/**
 * The configured build for the breach check's journey (scripts/build-configured.mjs): the same
 * site with BREACH_API_URL pointing at the stand-in range API (scripts/fake-breach-api.mjs), so
 * the checker page's own policy lets it call the stand-in. The default build may call only the
 * public service, which the tests must not ask (docs/decisions/breach-check.md, "Tests").
 *
 * `npm test` runs the Chromium end-to-end tests just before the journeys, and they make this
 * build with the stand-in at E2E_PORT + 4; the journeys reuse it when it is current and made for
 * that port, and build it (about as long as `npm run build`) otherwise.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

import { buildConfigured, CONFIGURED_BUILD_DIR } from "../../scripts/build-configured.mjs";
import { createBreachStandIn, type SeenRequest } from "../../scripts/fake-breach-api.mjs";
import { createKeysmithServer } from "../../scripts/serve.mjs";

const ROOT = new URL("../../", import.meta.url);
const CONFIGURED_CLIENT = new URL(`${CONFIGURED_BUILD_DIR}/client/`, ROOT);
const MAIN_PAGE = new URL("build/client/index.html", ROOT);

/** Where the e2e tests put the stand-in for this run's ports (playwright.config.ts). */
export function breachStandInPort(): number {
  return Number(process.env.E2E_PORT ?? 4317) + 4;
}

/** The range API the configured build's checker page may call, or null without that build. */
function builtBreachOrigin(): string | null {
  const manifest = new URL("third-parties.json", CONFIGURED_CLIENT);
  if (!existsSync(manifest)) return null;
  const parsed = JSON.parse(readFileSync(manifest, "utf8")) as {
    pageConnectOrigins?: Record<string, string[]>;
  };
  return parsed.pageConnectOrigins?.["/password-checker"]?.[0] ?? null;
}

/**
 * Makes sure the configured build exists, is no older than the main build, and asks the stand-in
 * at this run's port; builds it when not. Returns whether it built.
 */
export function ensureConfiguredBuild(): boolean {
  const wanted = `http://127.0.0.1:${breachStandInPort()}`;
  const page = new URL("index.html", CONFIGURED_CLIENT);
  const current =
    builtBreachOrigin() === wanted &&
    existsSync(page) &&
    (!existsSync(MAIN_PAGE) || statSync(page).mtimeMs >= statSync(MAIN_PAGE).mtimeMs);
  if (current) return false;
  buildConfigured({
    thirdPartyPort: Number(process.env.E2E_PORT ?? 4317) + 2,
    breachApiPort: breachStandInPort(),
  });
  return true;
}

async function listen(server: Server, port: number, host: string): Promise<void> {
  // Another engine's journey may hold the port for a moment (ENGINES_PARALLEL=1): wait for it.
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === "EADDRINUSE";
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/**
 * The configured build on a free port of its own, and the stand-in on the port its checker page
 * may call; both until `stop`. `requests` is what the stand-in has received, in order.
 */
export async function serveConfiguredWithStandIn(): Promise<{
  url: string;
  requests: SeenRequest[];
  stop: () => Promise<void>;
}> {
  const origin = builtBreachOrigin();
  if (origin === null) throw new Error("No configured build: see ensureConfiguredBuild");
  const standIn = createBreachStandIn();
  const standInServer = createServer(standIn.handle);
  await listen(standInServer, Number(new URL(origin).port), "127.0.0.1");
  const site = createKeysmithServer({ root: fileURLToPath(CONFIGURED_CLIENT) });
  try {
    await listen(site, 0, "localhost");
  } catch (error) {
    await close(standInServer);
    throw error;
  }
  const { port } = site.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    requests: standIn.requests,
    async stop() {
      await Promise.all([close(site), close(standInServer)]);
    },
  };
}
