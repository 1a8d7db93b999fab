import { Key as SeleniumKey, type WebDriver, type WebElement } from "selenium-webdriver";

import { BaseDriver } from "./base-driver";
import { helperCall, HELPER_MISSING, type Key } from "./driver";

const KEYS: Record<Exclude<Key, "Paste" | "Copy">, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
};

/**
 * An engine behind a classic (W3C) WebDriver server: WebKitGTK's MiniBrowser through
 * WebKitWebDriver. Classic WebDriver has no console events, so this driver reads the errors the
 * page itself saw after the helper was loaded (tests/engines/in-page.js); the errors WebKit logs
 * while a page loads are read separately (`webkitLoadErrors` in tests/engines/engines.ts).
 */
export class WebDriverDriver extends BaseDriver<WebElement> {
  private pending: string[] = [];

  constructor(
    readonly engine: string,
    readonly via: string,
    readonly downloadDir: string,
    baseUrl: string,
    private readonly driver: WebDriver,
    private readonly stop: () => Promise<void>,
    private readonly readLoadErrors: (urls: string[]) => Promise<Map<string, string[]>>,
  ) {
    super(baseUrl);
  }

  loadErrors(paths: readonly string[]): Promise<Map<string, string[]>> {
    return this.readLoadErrors(paths.map((path) => this.href(path)));
  }

  protected rawEvaluate<T>(expression: string): Promise<T> {
    return this.driver.executeScript<T>(`return ${expression};`);
  }

  protected async rawElement(expression: string): Promise<WebElement | null> {
    return this.driver.executeScript<WebElement | null>(`return ${expression};`);
  }

  protected async clickElement(element: WebElement): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: WebElement, text: string): Promise<void> {
    await element.click();
    await element.sendKeys(SeleniumKey.chord(SeleniumKey.CONTROL, "a"));
    if (text === "") {
      await element.sendKeys(SeleniumKey.BACK_SPACE);
      return;
    }
    // WebKitWebDriver types characters of the Basic Multilingual Plane only; an emoji goes in the
    // way an emoji picker or input method commits it, as inserted text (an input event).
    for (const run of text.match(/[\u{10000}-\u{10FFFF}]+|[^\u{10000}-\u{10FFFF}]+/gu) ?? []) {
      if (run.codePointAt(0)! > 0xffff) {
        await this.driver.executeScript(
          "document.execCommand('insertText', false, arguments[0]);",
          run,
        );
      } else {
        await element.sendKeys(run);
      }
    }
  }

  async press(key: Key): Promise<void> {
    const actions = this.driver.actions();
    if (key === "Paste" || key === "Copy") {
      await actions
        .keyDown(SeleniumKey.CONTROL)
        .sendKeys(key === "Paste" ? "v" : "c")
        .keyUp(SeleniumKey.CONTROL)
        .perform();
    } else {
      await actions.sendKeys(KEYS[key]).perform();
    }
  }

  /** Keeps what the page reported before it is left. */
  private async collect(): Promise<void> {
    try {
      const errors = await this.rawEvaluate<string[] | string>(helperCall("takeErrors"));
      if (Array.isArray(errors)) this.pending.push(...errors);
      else if (errors !== HELPER_MISSING) this.pending.push(String(errors));
    } catch {
      // A page that is gone has nothing left to report.
    }
  }

  async goto(path: string): Promise<void> {
    await this.settle();
    await this.collect();
    await this.leaving(() => this.driver.get(this.href(path)));
  }

  async reload(): Promise<void> {
    await this.settle();
    await this.collect();
    await this.leaving(() => this.driver.navigate().refresh());
  }

  /**
   * Navigates, then waits for a new document: the page left is marked first, and the wait ends
   * when the mark is gone, so that a journey never reads the page it has just left. (CI once read
   * the home page's title at /blog; that page turned out to be a new document, the home page
   * reloaded by the stale-build guard, since mended in app/lib/stale-build.ts.)
   */
  private async leaving(navigate: () => Promise<void>): Promise<void> {
    const left = "window.__keysmithLeft === true";
    await this.rawEvaluate(`(window.__keysmithLeft = true)`).catch(() => undefined);
    await navigate();
    const deadline = Date.now() + 20_000;
    while ((await this.rawEvaluate<boolean>(left).catch(() => true)) === true) {
      if (Date.now() > deadline) throw new Error("the page did not change after a navigation");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  /**
   * MiniBrowser's toolbar keeps its window at least 447 px wide, so a narrower viewport comes out
   * at that width. (A text scale, which WebKitGTK applies as page zoom, could narrow the viewport,
   * but WebKitWebDriver then clicks beside its targets.)
   */
  async setViewportWidth(width: number): Promise<number> {
    await this.driver
      .manage()
      .window()
      .setRect({ width, height: width < 600 ? 844 : 900 });
    return this.rawEvaluate<number>("window.innerWidth");
  }

  async takeErrors(): Promise<string[]> {
    await this.collect();
    return this.pending.splice(0);
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      await this.stop();
    }
  }
}
