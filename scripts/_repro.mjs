import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, basename } from "node:path";
import { chromium } from "@playwright/test";
import { createKeysmithServer } from "/work/wt/h-whitepage/scripts/serve.mjs";

const pattern = new RegExp(process.argv[2] ?? "^generator-card-");
const path = process.argv[3] ?? "/";
const dir = mkdtempSync(join(tmpdir(), "ks-stale-"));
cpSync("/work/wt/h-whitepage/build/client", dir, { recursive: true, filter: (src) => !pattern.test(basename(src)) });
const server = createKeysmithServer({ root: dir });
await new Promise((r) => server.listen(4410, "localhost", r));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)));
page.on("load", () => console.log("load", page.url()));
await page.goto("http://localhost:4410" + path);
await page.waitForTimeout(3000);
if (process.argv[4]) { await page.getByRole("link", { name: process.argv[4] }).first().click(); await page.waitForTimeout(3000); }
console.log("RESULT notice:", await page.getByText("Part of this page could not be loaded").count(), "errorscreen:", await page.getByText("Something went wrong").count(), "password:", await page.getByTestId("password").count(), "bodylen:", (await page.evaluate(() => document.body?.innerText.length)));
await page.screenshot({ path: "/tmp/h-whitepage/repro.png" });
await browser.close(); server.close(); rmSync(dir, { recursive: true });
