import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
for (const url of process.argv.slice(2)) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  console.log(url, "perf", r.lhr.categories.performance.score, "TBT", Math.round(a["total-blocking-time"].numericValue), "TTI", Math.round(a["interactive"]?.numericValue ?? -1));
  for (const t of (a["long-tasks"]?.details?.items ?? [])) console.log("   long", Math.round(t.startTime), Math.round(t.duration), t.url);
  for (const t of (a["bootup-time"]?.details?.items ?? []).slice(0,6)) console.log("   boot", Math.round(t.total), Math.round(t.scripting), t.url);
}
await chrome.kill();
