import { cpSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test, type Browser, type Page } from "@playwright/test";

import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { createKeysmithServer } from "../../scripts/serve.mjs";
import { gotoHydrated } from "./hydration";

/**
 * Never a blank page (docs/decisions/content-security-policy.md, "Stale tabs after a deploy" and
 * "The error screen"): a chunk that cannot load reloads the page once, then says so with a
 * Reload button; an error while the page hydrates shows the error screen.
 */

const NOTICE = "Part of this page could not be loaded, even after reloading it.";
const ERROR_TITLE = "Something went wrong. Please refresh the page.";

/** A Trusted Types refusal or a policy violation: what used to leave the page white. */
const POLICY_MESSAGE = /Trusted ?Type|TrustedHTML|TrustedScript|Content Security Policy/i;

/** Collects policy messages from a page, whatever their console level. */
function watchPolicies(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (POLICY_MESSAGE.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (POLICY_MESSAGE.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/** Counts the page's document loads. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on("load", () => (loads.count += 1));
  return loads;
}

/**
 * The scripts `/` loads lazily, as this build names them: every script the page asks for once
 * it has hydrated, less the route modules, the client entry and their static imports, which
 * React Router's manifest lists, and the manifest itself.
 */
async function lazyChunksOfHome(browser: Browser): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested = new Set<string>();
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/assets/") && pathname.endsWith(".js")) requested.add(pathname);
  });
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  const upFront = await page.evaluate(() => {
    type Module = { module: string; imports?: string[] };
    const manifest = Reflect.get(window, "__reactRouterManifest") as {
      url: string;
      entry: Module;
      routes: Record<string, Module>;
    };
    const modules = [manifest.entry, manifest.routes["root"]!, manifest.routes["routes/home"]!];
    return [
      manifest.url,
      ...modules.flatMap((module) => [module.module, ...(module.imports ?? [])]),
    ];
  });
  await context.close();
  return [...requested].filter((path) => !upFront.includes(path)).sort();
}

/** A copy of the build, served on a port of its own, from which files can be taken away. */
async function serveCopy() {
  const root = mkdtempSync(join(tmpdir(), "keysmith-never-blank-"));
  cpSync(fileURLToPath(CLIENT_DIR), root, { recursive: true });
  const aside = mkdtempSync(join(tmpdir(), "keysmith-never-blank-aside-"));
  return {
    root,
    /** Serves the copy without `file` (and its compressed copies) until the server closes. */
    async without(file: string) {
      const names = [file, `${file}.br`, `${file}.gz`];
      for (const name of names) {
        try {
          renameSync(join(root, name), join(aside, name.replaceAll("/", "_")));
        } catch {
          // Not every file has a compressed copy.
        }
      }
      const server = createKeysmithServer({ root });
      await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
      const { port } = server.address() as AddressInfo;
      return {
        url: `http://localhost:${port}`,
        async close() {
          await new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeAllConnections();
          for (const name of names) {
            try {
              renameSync(join(aside, name.replaceAll("/", "_")), join(root, name));
            } catch {
              // It had no compressed copy.
            }
          }
        },
      };
    },
    remove() {
      rmSync(root, { recursive: true, force: true });
      rmSync(aside, { recursive: true, force: true });
    },
  };
}

test("each lazy chunk of the home page, gone from the server, leaves a working page or the notice", async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const chunks = await lazyChunksOfHome(browser);
  // The generator card and what it needs, the promotional sections and the footer at least.
  expect(chunks.some((chunk) => /\/generator-card-[^/]+\.js$/.test(chunk))).toBe(true);
  expect(chunks.length).toBeGreaterThan(5);
  const copy = await serveCopy();
  try {
    for (const chunk of chunks) {
      await test.step(`without ${chunk}`, async () => {
        const site = await copy.without(chunk);
        const context = await browser.newContext({ serviceWorkers: "block" });
        try {
          const page = await context.newPage();
          const problems = watchPolicies(page);
          const loads = countLoads(page);
          await page.goto(`${site.url}/`);
          // The chunk is gone on every load: one reload, then the notice and its button.
          await expect(page.getByRole("alert").filter({ hasText: NOTICE })).toBeVisible({
            timeout: 20_000,
          });
          await expect(page.getByRole("button", { name: "Reload page" })).toBeVisible();
          expect(loads.count).toBe(2);
          // Never blank: the site's frame is there, with the page or the error screen in it.
          await expect(
            page.getByRole("banner").getByRole("link", { name: "Keysmith" }),
          ).toBeVisible();
          await expect(
            page
              .getByRole("heading", { level: 1 })
              .filter({ hasText: /Create secure passwords instantly|Something went wrong/ }),
          ).toBeVisible();
          expect(problems).toEqual([]);
          // Nothing reloads by itself again.
          await page.waitForTimeout(500);
          expect(loads.count).toBe(2);
        } finally {
          await context.close();
          await site.close();
        }
      });
    }
  } finally {
    copy.remove();
  }
});

test.describe("an error while the page hydrates", () => {
  const CARD = /\/assets\/generator-card-[^/]+\.js$/;

  test("shows the error screen in the site's frame, and a link from it still works", async ({
    page,
  }) => {
    const problems = watchPolicies(page);
    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    // The generator card's code throws as it loads: React meets the error while hydrating.
    await page.route(CARD, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'throw new Error("Forced failure while hydrating");',
      }),
    );
    const loads = countLoads(page);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: ERROR_TITLE, level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh the page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Password Generator" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Keysmith" })).toBeVisible();
    // A module that threw is not a missing chunk: nothing reloads, no notice.
    await page.waitForTimeout(500);
    expect(loads.count).toBe(1);
    await expect(page.getByText(NOTICE)).toHaveCount(0);
    expect(failures.some((message) => message.includes("Forced failure"))).toBe(true);
    // A client navigation away from the error screen renders the layout anew.
    await page.getByRole("banner").getByRole("link", { name: "About" }).first().click();
    await expect(page.getByRole("heading", { name: "About Keysmith", level: 1 })).toBeVisible();
    expect(loads.count).toBe(1);
    expect(problems).toEqual([]);
  });

  test("keeps the visitor's dark theme on the error screen", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    await page.route(CARD, (route) =>
      route.fulfill({ contentType: "text/javascript", body: 'throw new Error("Forced");' }),
    );
    await page.goto("/");
    await expect(page.getByRole("heading", { name: ERROR_TITLE, level: 1 })).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test("a page that hydrated shows the error screen, not a blank page, for a later error", async ({
  page,
}) => {
  const problems = watchPolicies(page);
  await gotoHydrated(page, "/about");
  // The home page's card fails once it is reached by a client navigation.
  await page.route(/\/assets\/generator-card-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: "text/javascript", body: 'throw new Error("Forced");' }),
  );
  await page.getByRole("banner").getByRole("link", { name: "Keysmith" }).click();
  await expect(page.getByRole("heading", { name: ERROR_TITLE, level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
