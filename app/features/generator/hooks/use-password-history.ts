import { msg, t } from "@lingui/core/macro";
import { startTransition, useCallback, useEffect, useState } from "react";
import { toast } from "~/lib/toast";

import {
  CLEANUP_CHECK_INTERVAL_MS,
  STORAGE_KEYS,
  addToHistory,
  pruneHistory,
  type HistoryEntry,
} from "#core";
import {
  DEFAULT_PRIVACY_SETTINGS,
  parseHistory,
  readStoredHistory,
  readStoredPrivacySettings,
  type PrivacySettings,
} from "#core/options/stored-generator-data";
import { publishIncognito } from "~/lib/incognito";
import { readStorage, removeStorage, writeStorage, type StorageArea } from "~/lib/storage";

import { takeFirstPaintHistory } from "../first-paint/handoff";
import { STORAGE_UNAVAILABLE_NOTICE } from "../lib/stored-settings";
import type { UiText } from "../lib/ui-text";

const HISTORY_KEY = STORAGE_KEYS.history;

// Messages, said when they render (lib/ui-text.ts).
export const HISTORY_RESET_NOTICE = msg`Your saved password history could not be read, so it starts empty.`;
/** Some entries could not be read and were dropped; the rest are shown. */
export const HISTORY_ENTRIES_DROPPED_NOTICE = msg`Some entries of your saved password history could not be read, so they were removed.`;
export const PRIVACY_RESET_NOTICE = msg`Your saved privacy settings could not be read, so the defaults are in use.`;

function historyArea(privacy: PrivacySettings): StorageArea {
  return privacy.useSessionStorage ? "session" : "local";
}

export interface PasswordHistory {
  entries: HistoryEntry[];
  privacy: PrivacySettings;
  incognito: boolean;
  /** Something the user should know: storage refused, or stored data was unreadable. */
  notice: UiText | null;
  /** Adds entries at the front, newest first, unless history is off or incognito is on. */
  record: (entries: HistoryEntry[]) => void;
  clear: () => void;
  updatePrivacy: (patch: Partial<PrivacySettings>) => void;
  setIncognito: (on: boolean) => void;
}

/**
 * The password history and the privacy settings that govern it (spec §3, §4, §7): stored in
 * session storage (default) or local storage, never in incognito, pruned to the cleanup window
 * on load and every minute, and emptied from session storage when the page unloads.
 */
export function usePasswordHistory(): PasswordHistory {
  const [privacy, setPrivacy] = useState<PrivacySettings>(DEFAULT_PRIVACY_SETTINGS);
  const [entries, setEntries] = useState<HistoryEntry[]>([]);
  const [incognito, setIncognitoState] = useState(false);
  const [notice, setNotice] = useState<UiText | null>(null);

  const persist = useCallback((next: HistoryEntry[], settings: PrivacySettings, skip: boolean) => {
    if (skip) return;
    if (!writeStorage(HISTORY_KEY, JSON.stringify(next), historyArea(settings))) {
      setNotice(STORAGE_UNAVAILABLE_NOTICE);
    }
  }, []);

  // Read what this browser stored, once hydrated (the prerendered page shows defaults).
  useEffect(() => {
    const now = Date.now();
    const storedPrivacy = readStoredPrivacySettings(readStorage(STORAGE_KEYS.privacySettings));
    const settings = storedPrivacy.value;
    const storedHistory = readStoredHistory(readStorage(HISTORY_KEY, historyArea(settings)), now);
    const stored = storedHistory.value;
    const pruned = pruneHistory(stored, now, settings.autoCleanupMinutes);
    // Passwords generated or copied before React arrived (docs/decisions/first-paint-password.md), recorded as the card would
    // have: not with history off, and a copy not twice.
    const owed = takeFirstPaintHistory();
    const early = settings.disableHistory
      ? []
      : owed.filter((entry) => !pruned.some((kept) => kept.password === entry.password));
    const kept = [...early].reverse().reduce(addToHistory, pruned);
    // Browser storage can only be read after hydration (docs/style.md, "Storage after hydration"),
    // so this one render is owed; as a transition it is rendered in slices, never as one long task
    // (docs/decisions/first-view-budget.md).
    startTransition(() => {
      // What could not be read leaves storage too, so the notice is said once.
      const changed = kept.length !== stored.length || early.length > 0;
      if (changed || storedHistory.problem) persist(kept, settings, false);
      setPrivacy(settings);
      setEntries(kept);
      if (storedHistory.problem === "dropped-entries" && kept.length > 0) {
        setNotice(HISTORY_ENTRIES_DROPPED_NOTICE);
      } else if (storedHistory.problem) setNotice(HISTORY_RESET_NOTICE);
      else if (storedPrivacy.problem) setNotice(PRIVACY_RESET_NOTICE);
    });
  }, [persist]);

  // Spec §4: check the cleanup window every 60 s while cleanup is on and history enabled.
  useEffect(() => {
    if (privacy.autoCleanupMinutes <= 0 || privacy.disableHistory) return;
    const area = historyArea(privacy);
    const minutes = privacy.autoCleanupMinutes;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setEntries((current) => {
        const kept = pruneHistory(current, now, minutes);
        return kept.length === current.length ? current : kept;
      });
      const raw = readStorage(HISTORY_KEY, area);
      if (raw === null) return;
      const stored = parseHistory(raw, now);
      const kept = pruneHistory(stored, now, minutes);
      // Only takes expired passwords away, so incognito lets it through (app/lib/storage.ts).
      if (kept.length !== stored.length) {
        writeStorage(HISTORY_KEY, JSON.stringify(kept), area, "erase");
      }
    }, CLEANUP_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [privacy]);

  // Spec §4: session-only history is emptied when the page unloads.
  useEffect(() => {
    if (!privacy.useSessionStorage) return;
    const onPageHide = () => removeStorage(HISTORY_KEY, "session", "erase");
    window.addEventListener("pagehide", onPageHide);
    return () => window.removeEventListener("pagehide", onPageHide);
  }, [privacy.useSessionStorage]);

  const record = useCallback(
    (added: HistoryEntry[]) => {
      if (privacy.disableHistory || incognito || added.length === 0) return;
      // Oldest first, so the newest ends up at the front.
      const next = [...added].reverse().reduce(addToHistory, entries);
      setEntries(next);
      persist(next, privacy, false);
    },
    [entries, privacy, incognito, persist],
  );

  const clear = useCallback(() => {
    setEntries([]);
    // The visitor asked for the passwords to go: gone from storage, incognito or not.
    removeStorage(HISTORY_KEY, "local", "erase");
    removeStorage(HISTORY_KEY, "session", "erase");
    toast.success(t`History Cleared`, {
      description: t`Password history has been securely cleared`,
    });
  }, []);

  const updatePrivacy = useCallback(
    (patch: Partial<PrivacySettings>) => {
      const next = { ...privacy, ...patch };
      setPrivacy(next);
      if (!incognito && !writeStorage(STORAGE_KEYS.privacySettings, JSON.stringify(next))) {
        setNotice(STORAGE_UNAVAILABLE_NOTICE);
      }
      // Spec §4: history is loaded again when privacy settings change, dropping entries older
      // than the window. Moving between stores carries the entries over, so nothing is lost.
      const kept = pruneHistory(entries, Date.now(), next.autoCleanupMinutes);
      setEntries(kept);
      if (historyArea(next) !== historyArea(privacy)) {
        removeStorage(HISTORY_KEY, historyArea(privacy));
      }
      // Expired entries leave storage now, not at the next 60-second check. In
      // incognito, storage keeps what it holds (app/lib/storage.ts): a setting changed there
      // lasts for the page only, so it moves and drops nothing stored.
      if (kept.length === 0) removeStorage(HISTORY_KEY, historyArea(next));
      else persist(kept, next, incognito);
    },
    [privacy, entries, incognito, persist],
  );

  const setIncognito = useCallback((on: boolean) => {
    setIncognitoState(on);
    publishIncognito(on);
  }, []);

  return { entries, privacy, incognito, notice, record, clear, updatePrivacy, setIncognito };
}
