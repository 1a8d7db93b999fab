import type { Browser, ElementHandle, Page } from "puppeteer-core";

import { BaseDriver } from "./base-driver";
import type { Key } from "./driver";

/** Firefox (or any engine Puppeteer launches) over WebDriver BiDi. */
export class PuppeteerDriver extends BaseDriver<ElementHandle<Element>> {
  private readonly errors: Array<Promise<string>> = [];

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
      if (message.type() !== "error") return;
      // An Error argument prints as "JSHandle@error": read its message in the page instead.
      const parts = message
        .args()
        .map((arg) =>
          arg
            .evaluate((value) =>
              value instanceof Error ? String(value.stack ?? value) : String(value),
            )
            .catch(() => arg.toString()),
        );
      this.errors.push(
        Promise.all(parts).then(
          (texts) =>
            `console: ${texts.join(" ")} (${message.text()} at ${message.location().url ?? "?"})`,
        ),
      );
    });
    page.on("pageerror", (error) =>
      this.errors.push(Promise.resolve(`page error: ${String(error)}`)),
    );
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
    await this.page.keyboard.down("Control");
    await this.page.keyboard.press("a");
    await this.page.keyboard.up("Control");
    if (text === "") await this.page.keyboard.press("Backspace");
    else await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    if (key === "Paste" || key === "Copy") {
      await this.page.keyboard.down("Control");
      await this.page.keyboard.press(key === "Paste" ? "v" : "c");
      await this.page.keyboard.up("Control");
    } else {
      await this.page.keyboard.press(key);
    }
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
    try {
      await this.page.setViewport({ width, height: width < 600 ? 844 : 900 });
    } catch (error) {
      // Puppeteer sends a screen orientation beside the viewport, which Firefox ESR 140 does not
      // know ("unknown command emulation.setScreenOrientationOverride"). The viewport command is
      // still carried out, but Puppeteer gives up before its answer: wait for the new width.
      if (!String(error).includes("setScreenOrientationOverride")) throw error;
      const deadline = Date.now() + 5_000;
      while (
        (await this.rawEvaluate<number>("window.innerWidth")) !== width &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    return this.rawEvaluate<number>("window.innerWidth");
  }

  async takeErrors(): Promise<string[]> {
    return Promise.all(this.errors.splice(0));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}
