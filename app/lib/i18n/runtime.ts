import type { CodeMessage, CompiledMessage } from "./compiled-message";
import { SOURCE_LOCALE, type Locale } from "./locales";

/*
 * The one message runtime of the site (docs/decisions/i18n-library.md, "How it works"). The build
 * leaves each message's English in the code, compiled (vite-plugins/lingui-macro.ts), so an
 * English page formats it here, with a few lines and no library: English pages load neither
 * Lingui nor a catalog. A page in another language loads Lingui's runtime with its route
 * (translator.ts), which plugs in here before anything renders, and the layout hands it the
 * page's catalog (use-page-locale.ts).
 */

/** A language's messages in force: its name and how it says a message. */
export interface Translator {
  locale: Locale;
  translate: (message: CodeMessage) => string;
}

/** Fills a compiled English message; `count` is the number a plural's `#` stands for. */
function formatEnglish(
  message: CompiledMessage | undefined,
  values: Readonly<Record<string, unknown>>,
  count?: number,
): string {
  if (message === undefined) return "";
  if (typeof message === "string") return message;
  let text = "";
  for (const part of message) {
    if (typeof part === "string") {
      text += part === "#" && count !== undefined ? String(count) : part;
      continue;
    }
    const [name, type, cases] = part;
    const value = values[name];
    if (type === undefined || cases === undefined) {
      text += value == null ? "" : String(value);
      continue;
    }
    // English plurals (CLDR): "one" for 1, "other" for every other number; "=n" cases first.
    const number = Number(value);
    const key = type === "select" ? String(value) : number === 1 ? "one" : "other";
    const chosen = cases[String(value)] ?? cases[key] ?? cases.other;
    text += formatEnglish(chosen, values, type === "select" ? count : number);
  }
  return text;
}

let translator: Translator | null = null;

/** Makes `next` the language of every message from now on; null for English. */
export function setTranslator(next: Translator | null): void {
  translator = next;
}

/** What the macros' code calls (`t`, `msg` read through `i18n._`), and the language in force. */
export const i18n = {
  get locale(): Locale {
    return translator?.locale ?? SOURCE_LOCALE;
  },
  _(message: CodeMessage): string {
    return translator
      ? translator.translate(message)
      : formatEnglish(message.message, message.values ?? {});
  },
};
