import {
  HELPER_MISSING,
  IN_PAGE_SCRIPT,
  helperCall,
  type ElementState,
  type Key,
  type PageDriver,
  type Target,
} from "./driver";

/**
 * What every driver shares: loading the in-page helper into each new document and asking it for
 * elements. A driver supplies evaluation, element handles and input for its own protocol.
 */
export abstract class BaseDriver<Handle> implements PageDriver {
  abstract readonly engine: string;
  abstract readonly via: string;
  abstract readonly downloadDir: string;

  constructor(protected readonly baseUrl: string) {}

  /** Evaluates an expression in the page's main world; awaits a promise; returns JSON. */
  protected abstract rawEvaluate<T>(expression: string): Promise<T>;
  /** The element an expression evaluates to, as the protocol's handle, or null. */
  protected abstract rawElement(expression: string): Promise<Handle | null>;
  protected abstract clickElement(element: Handle): Promise<void>;
  protected abstract typeInto(element: Handle, text: string): Promise<void>;
  abstract press(key: Key): Promise<void>;
  abstract goto(path: string): Promise<void>;
  abstract reload(): Promise<void>;
  abstract url(): Promise<string>;
  abstract setViewportWidth(width: number): Promise<number>;
  abstract takeErrors(): Promise<string[]>;
  abstract close(): Promise<void>;

  protected href(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  /** Runs a helper call, loading the helper first if this document does not have it yet. */
  protected async withHelper<T>(run: () => Promise<T>): Promise<T> {
    const first = await run();
    if (first !== HELPER_MISSING) return first;
    await this.rawEvaluate(`(() => { ${IN_PAGE_SCRIPT}\n; return true; })()`);
    return run();
  }

  /**
   * Waits until the page has started no new load for 400 ms (3 s at most). Leaving a page while
   * its lazy chunks still load makes Firefox report each aborted load as an error of that page;
   * a person who waits a moment sees none, and neither should the journeys.
   */
  protected async settle(): Promise<void> {
    const count = () =>
      this.rawEvaluate<number>("performance.getEntriesByType('resource').length").catch(() => -1);
    const deadline = Date.now() + 3_000;
    let last = await count();
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      const now = await count();
      if (now === last) return;
      last = now;
    }
  }

  async evaluate<T>(expression: string): Promise<T> {
    return this.rawEvaluate<T>(expression);
  }

  async state(target: Target, attributes: readonly string[] = []): Promise<ElementState> {
    return this.withHelper(() =>
      this.rawEvaluate<ElementState>(helperCall("state", target.steps, attributes)),
    );
  }

  /** The element, once it is there and visible (panels and dialogs load and open as they like). */
  protected async element(target: Target, timeoutMs = 10_000): Promise<Handle> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const present = await this.state(target);
      if (present.count > 0 && present.visible) {
        const element = await this.rawElement(helperCall("find", target.steps));
        if (element) return element;
      }
      if (Date.now() > deadline) {
        throw new Error(`no visible element for ${target.toString()} in ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The element, scrolled to the middle of the viewport: scrolled only "into view", it can sit
   * under the sticky site header, which then takes the click. A page can replace its document
   * between finding and scrolling (an offline page that hydrates, a redirect), so the scroll checks
   * that it holds an element of the current document and otherwise looks again.
   */
  protected async centred(target: Target, timeoutMs = 10_000): Promise<Handle> {
    const deadline = Date.now() + timeoutMs;
    const scroll = `(() => {
      const found = ${helperCall("find", target.steps)};
      if (found === ${JSON.stringify(HELPER_MISSING)}) return found;
      if (!(found instanceof Element)) return false;
      found.scrollIntoView({ block: "center", inline: "center" });
      return true;
    })()`;
    for (;;) {
      const element = await this.element(target, Math.max(deadline - Date.now(), 0));
      if ((await this.withHelper(() => this.rawEvaluate<boolean | string>(scroll))) === true) {
        return element;
      }
      if (Date.now() > deadline) {
        throw new Error(`${target.toString()} could not be scrolled into view in ${timeoutMs} ms`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async click(target: Target): Promise<void> {
    await this.clickElement(await this.centred(target));
  }

  async fill(target: Target, text: string): Promise<void> {
    await this.typeInto(await this.centred(target), text);
  }
}
