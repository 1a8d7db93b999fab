import { readStorage, writeStorage, writesHeld } from "~/lib/storage";

/**
 * What a reader keeps in this browser (docs/product-decisions.md, "Blog extras"): a reading list of
 * saved slugs and each article's 'Was this helpful?' answer. Nothing leaves the browser. Stored
 * values are parsed defensively: anything unreadable counts as empty, never an error, and what is
 * kept is bounded (docs/style.md, "One reader per stored key"): slugs as the blog writes them, a
 * bounded number of them.
 */
export const READING_LIST_KEY = "readingList";
export const FEEDBACK_KEY = "articleFeedback";

export type HelpfulAnswer = "yes" | "no";
export type FeedbackRecord = Record<string, HelpfulAnswer>;

/** Same-tab writes; the `storage` event only reaches other tabs. */
export const READER_STORAGE_EVENT = "keysmith:readerstorage";

/** Far more than the blog has articles; a longer stored list is not one this site wrote. */
export const READER_STORAGE_MAX_SLUGS = 200;
const SLUG_MAX_LENGTH = 100;
/** An article's slug as content/blog names it: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isSlug(value: unknown): value is string {
  return typeof value === "string" && value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The saved slugs, in the order saved, without duplicates, at most `READER_STORAGE_MAX_SLUGS`;
 * anything else stored is dropped.
 */
export function parseReadingList(raw: string | null): string[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isSlug))].slice(0, READER_STORAGE_MAX_SLUGS);
}

/** Adds `slug` at the end, or removes it when already saved. */
export function toggleInReadingList(list: ReadonlyArray<string>, slug: string): string[] {
  return list.includes(slug) ? list.filter((item) => item !== slug) : [...list, slug];
}

function isHelpfulAnswer(value: unknown): value is HelpfulAnswer {
  return value === "yes" || value === "no";
}

/**
 * `{ [slug]: "yes" | "no" }`, at most `READER_STORAGE_MAX_SLUGS` answers; entries with any other
 * key or value are dropped, so `__proto__` is never a key.
 */
export function parseFeedback(raw: string | null): FeedbackRecord {
  const value = parseJson(raw);
  const record: FeedbackRecord = {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) return record;
  let kept = 0;
  for (const [slug, answer] of Object.entries(value)) {
    if (kept === READER_STORAGE_MAX_SLUGS) break;
    if (isSlug(slug) && isHelpfulAnswer(answer)) {
      record[slug] = answer;
      kept += 1;
    }
  }
  return record;
}

function notify(): void {
  window.dispatchEvent(new Event(READER_STORAGE_EVENT));
}

/** Calls `onChange` when either record changes, in this tab or another. */
export function subscribeToReaderStorage(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === READING_LIST_KEY || event.key === FEEDBACK_KEY) {
      onChange();
    }
  };
  window.addEventListener(READER_STORAGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(READER_STORAGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function readReadingList(): string[] {
  return parseReadingList(readStorage(READING_LIST_KEY));
}

/** Why a reader's choice was not kept: incognito holds every write back (app/lib/storage.ts). */
export function notStoredReason(): string {
  return writesHeld()
    ? "Incognito mode is on, so nothing is saved in this browser."
    : "This browser is not letting Keysmith save anything.";
}

/** Saves or unsaves `slug`; returns false when the browser refused to store it. */
export function toggleSaved(slug: string): boolean {
  const next = toggleInReadingList(readReadingList(), slug);
  const stored = writeStorage(READING_LIST_KEY, JSON.stringify(next));
  if (stored) notify();
  return stored;
}

export function readFeedback(slug: string): HelpfulAnswer | null {
  const record = parseFeedback(readStorage(FEEDBACK_KEY));
  return Object.hasOwn(record, slug) ? (record[slug] ?? null) : null;
}

/** Records the answer for `slug`; returns false when the browser refused to store it. */
export function recordFeedback(slug: string, answer: HelpfulAnswer): boolean {
  const next = { ...parseFeedback(readStorage(FEEDBACK_KEY)), [slug]: answer };
  const stored = writeStorage(FEEDBACK_KEY, JSON.stringify(next));
  if (stored) notify();
  return stored;
}
