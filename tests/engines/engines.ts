/**
 * How each engine of the cross-engine journeys is started: the one place that knows the
 * browsers' paths, flags and profiles.
 *
 * - Firefox: Debian's `firefox-esr`, headless, driven by puppeteer-core over WebDriver BiDi.
 * - WebKit: Debian's `webkit2gtk-driver` (`WebKitWebDriver`, classic WebDriver) driving WebKitGTK's
 *   MiniBrowser in a private Xvfb display, through selenium-webdriver. MiniBrowser has no headless
 *   mode (it hangs when asked), and its driver takes one session at a time.
 * - Elsewhere, where Playwright could download its own Firefox and WebKit
 *   (`npx playwright install firefox webkit`), the same journeys run through Playwright.
 *
 * KEYSMITH_ENGINE_DRIVER=system or =playwright picks one; by default the system browsers are used
 * where they are installed. With neither, the run fails and says what to install. Every browser
 * gets a scratch HOME, since each writes its profile, caches and downloads there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { PageDriver } from "./driver";

export type EngineName = "firefox" | "webkit";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const XVFB_PATH = "/usr/bin/Xvfb";

/** `dpkg -L libwebkit2gtk-4.1-0` puts MiniBrowser under the architecture's library folder. */
export function miniBrowserPath(): string | null {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const candidates = ["/usr/libexec/webkit2gtk-4.1/MiniBrowser"];
  if (existsSync("/usr/lib")) {
    for (const entry of readdirSync("/usr/lib")) {
      candidates.push(`/usr/lib/${entry}/webkit2gtk-4.1/MiniBrowser`);
    }
  }
  return candidates.find((path) => existsSync(path)) ?? null;
}

const INSTALL_HINT =
  "Install Debian's firefox-esr, webkit2gtk-driver and xvfb (see the README's testing section), " +
  "or Playwright's own browsers with `npx playwright install firefox webkit`.";

/** Process groups to end when the run ends, however it ends. */
const children = new Set<ChildProcess>();

function endGroup(child: ChildProcess): void {
  children.delete(child);
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
}

process.on("exit", () => {
  for (const child of [...children]) endGroup(child);
});

function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { detached: true, env, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

interface Scratch {
  root: string;
  home: string;
  downloads: string;
  env: NodeJS.ProcessEnv;
}

function scratch(engine: string): Scratch {
  const root = mkdtempSync(join(tmpdir(), `keysmith-${engine}-`));
  const home = join(root, "home");
  const downloads = join(root, "downloads");
  mkdirSync(join(home, ".config"), { recursive: true });
  mkdirSync(downloads);
  const env = {
    ...process.env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, ".config"),
    XDG_CACHE_HOME: join(home, ".cache"),
    XDG_DATA_HOME: join(home, ".local", "share"),
  };
  return { root, home, downloads, env };
}

function hasSystemBrowser(engine: EngineName): boolean {
  if (engine === "firefox") return existsSync(FIREFOX_PATH);
  return existsSync(WEBKIT_DRIVER_PATH) && miniBrowserPath() !== null && existsSync(XVFB_PATH);
}

async function hasPlaywrightBrowser(engine: EngineName): Promise<boolean> {
  try {
    const playwright = await import("@playwright/test");
    return existsSync(playwright[engine].executablePath());
  } catch {
    return false;
  }
}

/** How `engine` will be driven here: the system browser, Playwright's, or none. */
export async function chooseDriver(engine: EngineName): Promise<"system" | "playwright"> {
  const wanted = process.env.KEYSMITH_ENGINE_DRIVER;
  if (wanted === "system" || (wanted === undefined && hasSystemBrowser(engine))) {
    if (!hasSystemBrowser(engine)) throw new Error(`No system ${engine} here. ${INSTALL_HINT}`);
    return "system";
  }
  if (await hasPlaywrightBrowser(engine)) return "playwright";
  throw new Error(`No ${engine} to run the journeys in. ${INSTALL_HINT}`);
}

/** The engine's browser, opened on a blank page, driven by the driver that suits this machine. */
export async function startEngine(engine: EngineName, baseUrl: string): Promise<PageDriver> {
  const how = await chooseDriver(engine);
  if (how === "playwright") return startPlaywright(engine, baseUrl);
  return engine === "firefox" ? startFirefox(baseUrl) : startWebKit(baseUrl);
}

async function startFirefox(baseUrl: string): Promise<PageDriver> {
  const { default: puppeteer } = await import("puppeteer-core");
  const { PuppeteerDriver } = await import("./puppeteer-driver");
  const dir = scratch("firefox");
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    env: dir.env,
    extraPrefsFirefox: {
      // Downloads go to the scratch folder without a dialog.
      "browser.download.dir": dir.downloads,
      "browser.download.folderList": 2,
      "browser.download.useDownloadDir": true,
      "browser.download.always_ask_before_handling_new_types": false,
    },
  });
  browser.once("disconnected", () => rmSync(dir.root, { recursive: true, force: true }));
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  return new PuppeteerDriver(
    "firefox",
    `firefox-esr ${(await browser.version()).replace(/^firefox\//, "")} over WebDriver BiDi`,
    dir.downloads,
    baseUrl,
    browser,
    page,
  );
}

/** A private X display, so MiniBrowser's windows appear nowhere. Resolves to its name. */
async function startXvfb(env: NodeJS.ProcessEnv): Promise<{ display: string; stop: () => void }> {
  const xvfb = spawn(
    XVFB_PATH,
    ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
    { detached: true, env, stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  children.add(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error("Xvfb did not start in 20 s")), 20_000);
  });
  return { display, stop: () => endGroup(xvfb) };
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("WebKitWebDriver did not answer in 30 s");
}

/** The WebDriver port: beside the site's, in the range the run was given (E2E_PORT). */
function driverPort(baseUrl: string): number {
  return Number(new URL(baseUrl).port) + 2;
}

let webkitDisplay: { display: string; stop: () => void } | null = null;

async function startWebKit(baseUrl: string): Promise<PageDriver> {
  const { Builder } = await import("selenium-webdriver");
  const { WebDriverDriver } = await import("./webdriver-driver");
  const dir = scratch("webkit");
  webkitDisplay ??= await startXvfb(dir.env);
  const display = webkitDisplay;
  const port = driverPort(baseUrl);
  const server = startGroup(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    ...dir.env,
    DISPLAY: display.display,
  });
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, server);
  } catch (error) {
    endGroup(server);
    throw new Error(`${String(error)}\n${log}`);
  }
  const driver = await new Builder()
    .usingServer(`http://127.0.0.1:${port}`)
    .withCapabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": { binary: miniBrowserPath(), args: ["--automation"] },
    })
    .build();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  const version = String((await driver.getCapabilities()).get("browserVersion") ?? "");
  return new WebDriverDriver(
    "webkit",
    `WebKitGTK ${version} (MiniBrowser) over WebDriver`,
    // With no XDG download folder set, WebKitGTK saves downloads in HOME. (A user-dirs.dirs file
    // that sets one stops MiniBrowser writing its console to standard output.)
    dir.home,
    baseUrl,
    driver,
    async () => {
      endGroup(server);
      display.stop();
      webkitDisplay = null;
      rmSync(dir.root, { recursive: true, force: true });
    },
    (urls) => webkitLoadErrors(urls),
  );
}

/**
 * What WebKit logs to its console while each page loads and starts, one MiniBrowser per page.
 * MiniBrowser under WebDriver browses in an ephemeral session, where WebKit writes no console
 * message anywhere a client can read, so this opens each page in a plain MiniBrowser that writes
 * its console to standard output, lets it run `settleMs`, and collects the errors it printed.
 */
export async function webkitLoadErrors(
  urls: readonly string[],
  settleMs = 6_000,
): Promise<Map<string, string[]>> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error(`No MiniBrowser here. ${INSTALL_HINT}`);
  const results = new Map<string, string[]>();
  const queue = [...urls];
  // Two at a time, each with its own profile.
  const dirs = [scratch("webkit-console"), scratch("webkit-console")];
  async function worker(dir: Scratch, delayMs: number): Promise<void> {
    // xvfb-run picks a free display; starting the two a moment apart keeps them from racing.
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      // `timeout` ends the whole run at once, X server included; MiniBrowser's web process then
      // writes out what it logged (ended one by one, it writes nothing).
      const run = startGroup(
        "timeout",
        [
          String(settleMs / 1000),
          "xvfb-run",
          "-a",
          binary!,
          "--enable-write-console-messages-to-stdout=true",
          url,
        ],
        dir.env,
      );
      let out = "";
      // xvfb-run passes the browser's standard output on as its standard error.
      run.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString()));
      run.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString()));
      await new Promise((resolve) => run.once("close", resolve));
      results.set(
        url,
        out.split("\n").filter((line) => /CONSOLE .*ERROR/.test(line)),
      );
    }
  }
  try {
    await Promise.all(dirs.map((dir, index) => worker(dir, index * 1_500)));
  } finally {
    for (const dir of dirs) rmSync(dir.root, { recursive: true, force: true });
  }
  return results;
}

async function startPlaywright(engine: EngineName, baseUrl: string): Promise<PageDriver> {
  const playwright = await import("@playwright/test");
  const { PlaywrightDriver } = await import("./playwright-driver");
  const dir = scratch(engine);
  const browser = await playwright[engine].launch({ env: dir.env });
  const context = await browser.newContext({
    acceptDownloads: true,
    permissions: engine === "firefox" ? [] : ["clipboard-read", "clipboard-write"],
  });
  const page = await context.newPage();
  return new PlaywrightDriver(
    engine,
    `Playwright's ${engine} ${browser.version()}`,
    dir.downloads,
    baseUrl,
    browser,
    page,
  );
}
