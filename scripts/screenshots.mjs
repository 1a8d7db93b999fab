#!/usr/bin/env node
// Takes full-page screenshots of pages at phone and desktop widths in both themes, so a person
// can look at what visitors see. Usage: node scripts/screenshots.mjs [path ...]
// Needs a running `npm run serve` (BASE_URL, default http://localhost:4173).
import { mkdirSync } from "node:fs";

import { chromium } from "@playwright/test";

import { CHROMIUM_LAUNCH_OPTIONS } from "./harness.mjs";

const base = process.env.BASE_URL ?? "http://localhost:4173";
const paths = process.argv.slice(2);
const out = new URL("../screenshots/", import.meta.url);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
const fullPage = process.env.FULL_PAGE !== "0";
for (const path of paths.length ? paths : ["/"]) {
  for (const width of [390, 1280]) {
    for (const theme of ["light", "dark"]) {
      const context = await browser.newContext({
        viewport: { width, height: width === 390 ? 844 : 900 },
        colorScheme: theme,
        // For the style below: the site's CSP allows only its own styles.
        bypassCSP: true,
      });
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      // Sections below the fold skip their rendering until scrolled near (content-visibility:
      // auto), so a full-page capture showed them blank: drawn here as a visitor scrolling sees them.
      if (fullPage)
        await page.addStyleTag({ content: ".below-fold { content-visibility: visible; }" });
      const name = `${path.replace(/[^a-z0-9]+/gi, "_") || "_"}-${width}-${theme}.png`;
      await page.screenshot({ path: new URL(name, out).pathname, fullPage });
      console.log(`screenshots/${name}`);
      await context.close();
    }
  }
}
await browser.close();
