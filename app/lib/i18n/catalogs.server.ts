import { createHash } from "node:crypto";

import type { Messages } from "@lingui/core";

import { SOURCE_LOCALE, type Locale } from "./locales";
import { messageKey } from "./message-key";
// Prerendering a translated page formats its messages with Lingui, as its route does in the browser.
import "./translator";

/*
 * The compiled catalogs (`npm run i18n:compile`), read only when pages are prerendered: a page's
 * loader returns its own language's messages, which reach the browser inside that page alone
 * (docs/decisions/i18n-library.md). English has none: its messages are compiled into the code.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>("../../locales/*/messages.ts", {
  eager: true,
});

function compiled(locale: string): Messages {
  const catalog = CATALOGS[`../../locales/${locale}/messages.ts`];
  if (!catalog) throw new Error(`No compiled catalog for "${locale}": run npm run i18n:compile.`);
  return catalog.messages;
}

/**
 * Translations keyed as the code finds them (message-key.ts): Lingui keys both catalogs by its
 * ids, the code a message by its English. Two messages with one key stop the build.
 */
export function keyByEnglish(english: Messages, translated: Messages): Messages {
  const keyed: Messages = {};
  const source = new Map<string, string>();
  for (const [id, message] of Object.entries(english)) {
    const key = messageKey(message);
    const text = JSON.stringify(message);
    if (source.has(key) && source.get(key) !== text) {
      throw new Error(`Two messages share the key ${key}: ${source.get(key)} and ${text}.`);
    }
    source.set(key, text);
    const translation = translated[id];
    if (translation !== undefined) keyed[key] = translation;
  }
  return keyed;
}

/**
 * The compiled messages of a language as JSON (which the page's loader data carries as one
 * string); null for English, whose messages are in the code.
 */
export function catalogOf(locale: Locale): string | null {
  if (locale === SOURCE_LOCALE) return null;
  return JSON.stringify(keyByEnglish(compiled(SOURCE_LOCALE), compiled(locale)));
}

/** The English catalog's source (`npm run i18n:extract`), where each message names its files. */
const ENGLISH_SOURCE = Object.values(
  import.meta.glob<string>("../../locales/en/messages.po", {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)[0];

/**
 * Lingui's id of a message without a context, as `lingui compile` keys it (@lingui/message-utils,
 * `generateMessageId`: the first 6 characters of the base64 SHA-256 of the message and a unit
 * separator).
 */
export function linguiId(message: string): string {
  return createHash("sha256").update(`${message}\u001f`).digest("base64").slice(0, 6);
}

/**
 * The ids of the messages only prerendered code says: every file a PO entry names is a
 * `*.server.tsx` module, whose HTML the page carries as it is (a landing page's details and FAQ).
 */
export function prerenderOnlyIds(po: string): Set<string> {
  const ids = new Set<string>();
  for (const entry of po.split(/\n\s*\n/)) {
    const files = [...entry.matchAll(/^#: (.+)$/gm)].flatMap((line) => (line[1] ?? "").split(" "));
    if (files.length === 0 || !files.every((file) => /\.server\.tsx?$/.test(file))) continue;
    const source = /^msgid ((?:".*"\n?)+)/m.exec(entry)?.[1] ?? "";
    const message = [...source.matchAll(/"(?:[^"\\]|\\.)*"/g)]
      .map((part) => JSON.parse(part[0]) as string)
      .join("");
    if (message !== "") ids.add(linguiId(message));
  }
  return ids;
}

/**
 * A language's messages as the browser needs them (the root's loader data on every page): without
 * those only prerendered code says, which reach the page as HTML already. A page then carries
 * the messages its code can render, not every text of the site (docs/decisions/i18n-library.md).
 */
export function browserCatalogOf(locale: Locale): string | null {
  if (locale === SOURCE_LOCALE) return null;
  const skipped = prerenderOnlyIds(ENGLISH_SOURCE ?? "");
  const english = Object.fromEntries(
    Object.entries(compiled(SOURCE_LOCALE)).filter(([id]) => !skipped.has(id)),
  );
  return JSON.stringify(keyByEnglish(english, compiled(locale)));
}
