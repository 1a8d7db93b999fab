import type { Browser, ElementHandle, Page } from "@playwright/test";

import { BaseDriver } from "./base-driver";
import type { Key } from "./driver";

/**
 * An engine Playwright downloaded itself (`npx playwright install firefox webkit`), where that
 * download works: the same journeys, driven through Playwright's own protocol.
 */
export class PlaywrightDriver extends BaseDriver<ElementHandle<Element>> {
  private readonly errors: string[] = [];

  constructor(
    readonly engine: string,
    readonly via: string,
    readonly downloadDir: string,
    baseUrl: string,
    private readonly browser: Browser,
    private readonly page: Page,
  ) {
    super(baseUrl);
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.errors.push(`page error: ${String(error)}`));
    // Playwright keeps downloads to itself; save each where the journeys look for it.
    page.on("download", (download) => {
      void download.saveAs(`${downloadDir}/${download.suggestedFilename()}`);
    });
  }

  protected rawEvaluate<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  protected async rawElement(expression: string): Promise<ElementHandle<Element> | null> {
    const handle = await this.page.evaluateHandle(expression);
    return handle.asElement() as ElementHandle<Element> | null;
  }

  protected async clickElement(element: ElementHandle<Element>): Promise<void> {
    await element.click();
  }

  protected async typeInto(element: ElementHandle<Element>, text: string): Promise<void> {
    await element.click();
    await this.page.keyboard.press("ControlOrMeta+a");
    if (text === "") await this.page.keyboard.press("Backspace");
    else await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    const shortcut = { Paste: "ControlOrMeta+v", Copy: "ControlOrMeta+c" } as const;
    await this.page.keyboard.press(key === "Paste" || key === "Copy" ? shortcut[key] : key);
  }

  async goto(path: string): Promise<void> {
    await this.settle();
    await this.page.goto(this.href(path), { waitUntil: "load" });
  }

  async reload(): Promise<void> {
    await this.settle();
    await this.page.reload({ waitUntil: "load" });
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async setViewportWidth(width: number): Promise<number> {
    await this.page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    return this.rawEvaluate<number>("window.innerWidth");
  }

  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
