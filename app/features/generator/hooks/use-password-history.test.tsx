// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";

import { createHistoryEntry } from "#core";
import { publishIncognito } from "~/lib/incognito";

import {
  SETTINGS_RESET_NOTICE,
  STORAGE_UNAVAILABLE_NOTICE,
  loadStoredSettings,
} from "../lib/stored-settings";
import {
  HISTORY_ENTRIES_DROPPED_NOTICE,
  HISTORY_RESET_NOTICE,
  usePasswordHistory,
} from "./use-password-history";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const entry = (password: string, at = Date.now()) => createHistoryEntry(password, at);

describe("stored settings", () => {
  it("falls back to defaults field by field and says so for unreadable data", () => {
    localStorage.setItem("passwordOptions", JSON.stringify({ length: 40, includeSpecial: "yes" }));
    const loaded = loadStoredSettings();
    expect(loaded.options.length).toBe(40);
    expect(loaded.options.includeSpecial).toBe(true);
    expect(loaded.notice).toBeNull();
    localStorage.setItem("passwordOptions", "{broken");
    expect(loadStoredSettings().notice).toBe(SETTINGS_RESET_NOTICE);
    localStorage.setItem("passwordOptions", "[1,2]");
    expect(loadStoredSettings().notice).toBe(SETTINGS_RESET_NOTICE);
    localStorage.removeItem("passwordOptions");
    localStorage.setItem("passphraseOptions", "42");
    expect(loadStoredSettings().notice).toBe(SETTINGS_RESET_NOTICE);
  });
});

describe("usePasswordHistory", () => {
  it("records newest first into session storage by default, keeping ten", () => {
    const { result } = renderHook(() => usePasswordHistory());
    act(() => result.current.record(Array.from({ length: 12 }, (_, i) => entry(`pw-${i}`))));
    expect(result.current.entries).toHaveLength(10);
    expect(result.current.entries[0]?.password).toBe("pw-0");
    expect(JSON.parse(sessionStorage.getItem("history") ?? "[]")).toHaveLength(10);
    expect(localStorage.getItem("history")).toBeNull();
  });

  it("moves the entries to local storage when session-only is turned off", () => {
    const { result } = renderHook(() => usePasswordHistory());
    act(() => result.current.record([entry("kept")]));
    act(() => result.current.updatePrivacy({ useSessionStorage: false }));
    expect(sessionStorage.getItem("history")).toBeNull();
    expect(JSON.parse(localStorage.getItem("history") ?? "[]")[0].password).toBe("kept");
    expect(JSON.parse(localStorage.getItem("privacySettings") ?? "{}")).toMatchObject({
      useSessionStorage: false,
    });
  });

  it("records nothing while incognito or with history disabled", () => {
    const { result } = renderHook(() => usePasswordHistory());
    act(() => result.current.setIncognito(true));
    act(() => result.current.record([entry("secret")]));
    act(() => result.current.updatePrivacy({ autoCleanupMinutes: 60 }));
    expect(result.current.entries).toEqual([]);
    expect(sessionStorage.length + localStorage.length).toBe(0);
    act(() => result.current.setIncognito(false));
    act(() => result.current.updatePrivacy({ disableHistory: true }));
    act(() => result.current.record([entry("secret")]));
    expect(result.current.entries).toEqual([]);
  });

  it("in incognito, keeps stored history as it was through settings changes, yet Clear erases it", () => {
    const now = Date.now();
    const stored = JSON.stringify([
      entry("before", now - 60_000),
      entry("older", now - 20 * 60_000),
    ]);
    localStorage.setItem("privacySettings", JSON.stringify({ useSessionStorage: true }));
    sessionStorage.setItem("history", stored);
    const { result } = renderHook(() => usePasswordHistory());
    onTestFinished(() => publishIncognito(false));
    act(() => result.current.setIncognito(true));
    // A shorter window and another store, for this page only: storage keeps both entries.
    act(() => result.current.updatePrivacy({ autoCleanupMinutes: 5, useSessionStorage: false }));
    expect(result.current.entries.map((e) => e.password)).toEqual(["before"]);
    expect(sessionStorage.getItem("history")).toBe(stored);
    expect(localStorage.getItem("history")).toBeNull();
    expect(result.current.notice).toBeNull();
    // The visitor asked for the passwords to go: they go, incognito or not.
    act(() => result.current.clear());
    expect(sessionStorage.getItem("history")).toBeNull();
    expect(result.current.entries).toEqual([]);
  });

  it("drops entries older than the cleanup window when loading and every minute", () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T12:00:00Z") });
    const now = Date.now();
    sessionStorage.setItem(
      "history",
      JSON.stringify([entry("fresh", now - 60_000), entry("stale", now - 31 * 60_000)]),
    );
    const { result } = renderHook(() => usePasswordHistory());
    expect(result.current.entries.map((e) => e.password)).toEqual(["fresh"]);
    act(() => {
      vi.advanceTimersByTime(29 * 60_000);
    });
    expect(result.current.entries).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current.entries).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem("history") ?? "null")).toEqual([]);
  });

  it("removes expired entries from storage the moment the cleanup window shrinks", () => {
    const now = Date.now();
    sessionStorage.setItem(
      "history",
      JSON.stringify([entry("ten", now - 10 * 60_000), entry("twenty", now - 20 * 60_000)]),
    );
    const { result } = renderHook(() => usePasswordHistory());
    expect(result.current.entries).toHaveLength(2);
    act(() => result.current.updatePrivacy({ autoCleanupMinutes: 15 }));
    expect(JSON.parse(sessionStorage.getItem("history") ?? "[]")).toMatchObject([
      { password: "ten" },
    ]);
    act(() => result.current.updatePrivacy({ autoCleanupMinutes: 5 }));
    expect(result.current.entries).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem("history") ?? "[]")).toEqual([]);
  });

  it("says when stored history is unreadable, and when storage refuses to write", () => {
    sessionStorage.setItem("history", "not json");
    const { result } = renderHook(() => usePasswordHistory());
    expect(result.current.notice).toBe(HISTORY_RESET_NOTICE);
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    act(() => result.current.record([entry("x")]));
    expect(result.current.entries).toHaveLength(1);
    expect(result.current.notice).toBe(STORAGE_UNAVAILABLE_NOTICE);
  });

  it("drops an entry stamped 1e16 with a notice, keeps the others, and stores them alone", () => {
    localStorage.setItem("privacySettings", JSON.stringify({ useSessionStorage: false }));
    localStorage.setItem("history", JSON.stringify([entry("kept"), entry("broken", 1e16)]));
    const { result } = renderHook(() => usePasswordHistory());
    expect(result.current.entries.map((e) => e.password)).toEqual(["kept"]);
    expect(result.current.notice).toBe(HISTORY_ENTRIES_DROPPED_NOTICE);
    expect(JSON.parse(localStorage.getItem("history") ?? "[]")).toMatchObject([
      { password: "kept" },
    ]);
  });

  it("says history starts empty when no stored entry could be read, and stores none", () => {
    sessionStorage.setItem("history", JSON.stringify([entry("broken", -1), { password: 5 }]));
    const { result } = renderHook(() => usePasswordHistory());
    expect(result.current.entries).toEqual([]);
    expect(result.current.notice).toBe(HISTORY_RESET_NOTICE);
    expect(sessionStorage.getItem("history")).toBe("[]");
  });

  it("empties session storage when the page unloads", () => {
    const { result } = renderHook(() => usePasswordHistory());
    act(() => result.current.record([entry("x")]));
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStorage.getItem("history")).toBeNull();
  });

  it("clears both stores", () => {
    localStorage.setItem("history", "[]");
    const { result } = renderHook(() => usePasswordHistory());
    act(() => result.current.record([entry("x")]));
    act(() => result.current.clear());
    expect(result.current.entries).toEqual([]);
    expect(sessionStorage.getItem("history")).toBeNull();
    expect(localStorage.getItem("history")).toBeNull();
  });
});
