/**
 * The small page driver the cross-engine journeys are written against (tests/engines/journeys.ts),
 * so the same test text runs in Firefox, WebKit or any engine a driver exists for. Elements are
 * found inside the page by role, label or text, as a person or a screen reader names them
 * (tests/engines/in-page.js, with @testing-library/dom's queries), so every engine names them by
 * the same rules.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type TextMatch = string | RegExp;

type SerializedText = string | { source: string; flags: string };

export type Step = (
  | { by: "role"; role: string; name?: SerializedText; level?: number }
  | { by: "label"; text: SerializedText }
  | { by: "text"; text: SerializedText }
  | { by: "testId"; id: string }
  | { by: "busy" }
) & { nth?: number };

function serialize(match: TextMatch): SerializedText {
  return typeof match === "string" ? match : { source: match.source, flags: match.flags };
}

/**
 * Where an element is: a chain of queries, each inside the elements the one before found. A
 * string name matches the whole accessible name (or text); a RegExp matches part of it.
 */
export class Target {
  constructor(readonly steps: readonly Step[] = []) {}

  private then(step: Step): Target {
    return new Target([...this.steps, step]);
  }

  role(role: string, name?: TextMatch, options: { level?: number } = {}): Target {
    return this.then({
      by: "role",
      role,
      ...(name === undefined ? {} : { name: serialize(name) }),
      ...options,
    });
  }

  label(text: TextMatch): Target {
    return this.then({ by: "label", text: serialize(text) });
  }

  text(text: TextMatch): Target {
    return this.then({ by: "text", text: serialize(text) });
  }

  /**
   * By test id: only for the generated password, which has no role or name ARIA allows
   * (tests/e2e/generator-card.ts says why).
   */
  testId(id: string): Target {
    return this.then({ by: "testId", id });
  }

  /** The parts marked busy (`aria-busy="true"`), as assistive technology is told. */
  busy(): Target {
    return this.then({ by: "busy" });
  }

  /** Only the n-th (from 0) of the elements the last query found. */
  nth(index: number): Target {
    const last = this.steps.at(-1);
    if (!last) throw new Error("nth() needs a query before it");
    return new Target([...this.steps.slice(0, -1), { ...last, nth: index }]);
  }

  toString(): string {
    return this.steps
      .map((step) => {
        const { by, nth, ...rest } = step;
        return `${by}(${JSON.stringify(rest)})${nth === undefined ? "" : `[${nth}]`}`;
      })
      .join(" > ");
  }
}

/** The document: start every target here, e.g. `page.role("button", "Generate")`. */
export const page = new Target();

/** What the first element a target finds looks like now (`count` 0: none). */
export interface ElementState {
  count: number;
  visible?: boolean;
  text?: string;
  value?: string | null;
  checked?: boolean;
  disabled?: boolean;
  focused?: boolean;
  attributes?: Record<string, string | null>;
}

export type Key = "Tab" | "Enter" | "Escape" | "Paste" | "Copy";

export interface PageDriver {
  /** "firefox", "webkit" or "chromium". */
  readonly engine: string;
  /** How it is driven, for the test names, e.g. "firefox-esr over WebDriver BiDi". */
  readonly via: string;
  /** Where the browser saves downloads without asking. */
  readonly downloadDir: string;
  /** Opens a path of the site under test and waits for its load event. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The first element `target` finds, and how many it finds. */
  state(target: Target, attributes?: readonly string[]): Promise<ElementState>;
  /** A real click (trusted input) in the middle of the element, after scrolling it into view. */
  click(target: Target): Promise<void>;
  /** Focuses the field, selects what it holds and types `text` over it, key by key. */
  fill(target: Target, text: string): Promise<void>;
  /** A key on the focused element; "Paste" and "Copy" are the platform's shortcuts. */
  press(key: Key): Promise<void>;
  /** Evaluates a JavaScript expression in the page; a promise is awaited. JSON comes back. */
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Makes the page's viewport `width` CSS pixels wide, or as near as the browser's window allows;
   * resolves to the width it got.
   */
  setViewportWidth(width: number): Promise<number>;
  /** Console errors and uncaught errors the engine reported since the last call. */
  takeErrors(): Promise<string[]>;
  /**
   * For an engine whose driver cannot read the console while a page loads: the errors it logs
   * loading each path, read another way (by URL).
   */
  loadErrors?(paths: readonly string[]): Promise<Map<string, string[]>>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);

/** The script each driver loads into a document before its first query. */
export const IN_PAGE_SCRIPT = [
  readFileSync(
    require.resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"),
    "utf8",
  ),
  readFileSync(new URL("./in-page.js", import.meta.url), "utf8"),
].join("\n;\n");

/** An expression that calls the in-page helper, or says it is not loaded yet. */
export function helperCall(method: "find" | "state" | "takeErrors", ...args: unknown[]): string {
  const list = args.map((arg) => JSON.stringify(arg)).join(", ");
  return `(window.__keysmith ? window.__keysmith.${method}(${list}) : "__keysmith_missing__")`;
}

export const HELPER_MISSING = "__keysmith_missing__";

/** A password's characters as a person sees them: emoji and accented letters count once. */
export function graphemes(text: string): string[] {
  return [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
}
