import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const runs = Number(process.env.RUNS ?? 3);
for (const url of process.argv.slice(2)) {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      window.__long = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForTimeout(2000);
    const long = await page.evaluate(() => window.__long);
    const tbt = long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
    console.log(url, "run", i, "TBT", tbt, JSON.stringify(long));
    await context.close();
  }
}
await browser.close();
