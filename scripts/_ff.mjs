import puppeteer from "puppeteer-core";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
const home = mkdtempSync(join(tmpdir(), "ks-ff-"));
const browser = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true, env: { ...process.env, HOME: home } });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 300)));
page.on("pageerror", (e) => console.log("pageerror", String(e.message ?? e).slice(0, 300)));
await page.evaluateOnNewDocument(() => {
  window.__linkErrors = [];
  document.addEventListener("error", (e) => { const t = e.target; if (t instanceof HTMLLinkElement) window.__linkErrors.push({ rel: t.rel, href: t.href, cross: t.crossOrigin, integrity: t.integrity, at: Math.round(performance.now()) }); }, true);
  document.addEventListener("load", (e) => { const t = e.target; if (t instanceof HTMLLinkElement) (window.__linkLoads ??= []).push(t.href); }, true);
});
await page.goto(process.argv[2] ?? "http://localhost:4410/", { waitUntil: "load" });
await new Promise((r) => setTimeout(r, 4000));
console.log(JSON.stringify(await page.evaluate(() => ({ errors: window.__linkErrors, loads: window.__linkLoads, links: [...document.querySelectorAll('link[rel=modulepreload]')].map(l => l.outerHTML) }) ), null, 1));
if (process.argv[3]) console.log(await page.evaluate(process.argv[3]));
await browser.close();
