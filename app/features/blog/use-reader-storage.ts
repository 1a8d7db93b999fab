import { useCallback, useSyncExternalStore } from "react";

import {
  readFeedback,
  readReadingList,
  subscribeToReaderStorage,
  type HelpfulAnswer,
} from "./reader-storage";

// The prerendered page knows nothing of this browser: it renders "not saved, not answered",
// then React re-reads storage after hydration without a mismatch (docs/style.md, "Storage after
// hydration").
const serverFalse = () => false;
const serverNull = () => null;
const serverEmpty = () => "";

/** Whether `slug` is in this browser's reading list, kept in sync across tabs. */
export function useIsSaved(slug: string): boolean {
  const getSnapshot = useCallback(() => readReadingList().includes(slug), [slug]);
  return useSyncExternalStore(subscribeToReaderStorage, getSnapshot, serverFalse);
}

/** The saved slugs (joined, so the snapshot is a stable string), in the order saved. */
export function useReadingList(): string[] {
  const joined = useSyncExternalStore(
    subscribeToReaderStorage,
    () => readReadingList().join("\n"),
    serverEmpty,
  );
  return joined.length === 0 ? [] : joined.split("\n");
}

/** This browser's 'Was this helpful?' answer for `slug`, or null. */
export function useHelpfulAnswer(slug: string): HelpfulAnswer | null {
  const getSnapshot = useCallback(() => readFeedback(slug), [slug]);
  return useSyncExternalStore(subscribeToReaderStorage, getSnapshot, serverNull);
}
