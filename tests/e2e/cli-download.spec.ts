import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { expect, test } from "@playwright/test";

import { SITE_URL } from "./site-routes";

/**
 * docs/product-decisions.md, "Command-line tool": the tool is published on the site, and the about
 * page's hash is its hash.
 */
test.describe("the published command-line tool", () => {
  test("the file at /downloads/keysmith.mjs has the SHA-256 the about page shows, and runs", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    const hash = page.getByText(/^[0-9a-f]{64}$/);
    await expect(hash).toBeVisible();
    const shown = (await hash.textContent()) ?? "";
    const link = page.getByRole("link", { name: "keysmith.mjs" });
    await expect(link).toHaveAttribute("href", "/downloads/keysmith.mjs");
    await expect(
      page.getByText(
        `curl -fLO ${SITE_URL}/downloads/keysmith.mjs && echo "${shown}  keysmith.mjs" | sha256sum -c -`,
      ),
    ).toBeVisible();

    // As a plain client fetches it (curl sends no Accept-Encoding), and as a browser does.
    const plain = await request.get("/downloads/keysmith.mjs", {
      headers: { "Accept-Encoding": "identity" },
    });
    expect(plain.status()).toBe(200);
    const bytes = await plain.body();
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(shown);
    const compressed = await request.get("/downloads/keysmith.mjs");
    expect(
      createHash("sha256")
        .update(await compressed.body())
        .digest("hex"),
    ).toBe(shown);

    // The page's own commands, run against the downloaded bytes.
    const dir = mkdtempSync(join(tmpdir(), "keysmith-cli-"));
    try {
      writeFileSync(join(dir, "keysmith.mjs"), bytes);
      const check = execFileSync("sh", ["-c", `echo "${shown}  keysmith.mjs" | sha256sum -c -`], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(check.trim()).toBe("keysmith.mjs: OK");
      const help = execFileSync(process.execPath, ["keysmith.mjs", "--help"], {
        cwd: dir,
        encoding: "utf8",
      });
      expect(help).toContain("keysmith passphrase [options]");
      const password = execFileSync(process.execPath, ["keysmith.mjs", "--length", "24"], {
        cwd: dir,
        encoding: "utf8",
      }).trim();
      expect([...password]).toHaveLength(24);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("every page that mentions the tool links to it", async ({ request }) => {
    for (const path of [
      "/blog/free-password-generator-comparison",
      "/blog/random-password-generator-guide",
      "/blog/business-password-security",
      "/blog/secure-password-generator-features",
    ]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('href="/about#command-line"');
    }
  });
});
