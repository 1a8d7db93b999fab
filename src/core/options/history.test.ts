import { describe, expect, it } from "vitest";
import { addToHistory, createHistoryEntry, pruneHistory, type HistoryEntry } from "./history";

const MINUTE = 60_000;

function entryAt(timestamp: number): HistoryEntry {
  return createHistoryEntry(`pw-${timestamp}-Abc1!`, timestamp);
}

describe("createHistoryEntry", () => {
  it("stamps the entry and rates the password with the generator's scale", () => {
    expect(createHistoryEntry("Abcdefghijklmn1!", 1234)).toEqual({
      id: "1234",
      password: "Abcdefghijklmn1!",
      timestamp: 1234,
      strength: { score: 7, label: "Strong", color: "strong" },
    });
  });
});

describe("addToHistory (spec §4)", () => {
  it("puts the newest entry first", () => {
    const older = [entryAt(1), entryAt(0)];
    expect(addToHistory(older, entryAt(2)).map((entry) => entry.timestamp)).toEqual([2, 1, 0]);
  });

  it("keeps only the latest 10", () => {
    let entries: HistoryEntry[] = [];
    for (let t = 0; t < 12; t++) entries = addToHistory(entries, entryAt(t));
    expect(entries.map((entry) => entry.timestamp)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });
});

describe("pruneHistory (spec §4)", () => {
  const now = 100 * MINUTE;
  const entries = [entryAt(now), entryAt(now - 30 * MINUTE), entryAt(now - 30 * MINUTE - 1)];

  it("drops entries older than the cleanup window", () => {
    expect(pruneHistory(entries, now, 30).map((entry) => entry.timestamp)).toEqual([
      now,
      now - 30 * MINUTE,
    ]);
  });

  it.each([0, -5, Number.NaN])("keeps everything for a window of %d", (minutes) => {
    expect(pruneHistory(entries, now, minutes)).toEqual(entries);
  });

  it("keeps an entry stamped a little in the future (a clock set back)", () => {
    expect(pruneHistory([entryAt(now + 5 * MINUTE)], now, 5)).toHaveLength(1);
  });

  it("drops an entry stamped further in the future than the window", () => {
    expect(pruneHistory([entryAt(now + 5 * MINUTE + 1)], now, 5)).toEqual([]);
    expect(pruneHistory([entryAt(1e16)], now, 120)).toEqual([]);
  });
});
