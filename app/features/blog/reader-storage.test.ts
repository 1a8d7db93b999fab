// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";

import {
  FEEDBACK_KEY,
  READING_LIST_KEY,
  parseFeedback,
  parseReadingList,
  readFeedback,
  readReadingList,
  recordFeedback,
  subscribeToReaderStorage,
  toggleInReadingList,
  toggleSaved,
} from "./reader-storage";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("parseReadingList", () => {
  it("reads a JSON array of slugs, without duplicates", () => {
    expect(parseReadingList('["a","b","a"]')).toEqual(["a", "b"]);
  });

  it.each([null, "", "not json", "{}", '"a"', "42", "null", '{"0":"a"}'])(
    "treats %j as an empty list",
    (raw) => {
      expect(parseReadingList(raw)).toEqual([]);
    },
  );

  it("drops entries that are not slugs", () => {
    expect(parseReadingList('["a", 1, null, "", {"b":1}, "c"]')).toEqual(["a", "c"]);
  });

  it("drops text no article is named, and keeps at most 200 slugs", () => {
    const huge = "a".repeat(1_000_000);
    expect(parseReadingList(JSON.stringify(["__proto__", "A B", "😀", huge, "ok-slug"]))).toEqual([
      "ok-slug",
    ]);
    const many = Array.from({ length: 500 }, (_, i) => `s${i}`);
    expect(parseReadingList(JSON.stringify(many))).toEqual(many.slice(0, 200));
  });
});

describe("toggleInReadingList", () => {
  it("adds at the end, and removes when present", () => {
    expect(toggleInReadingList(["a"], "b")).toEqual(["a", "b"]);
    expect(toggleInReadingList(["a", "b"], "a")).toEqual(["b"]);
  });
});

describe("parseFeedback", () => {
  it("keeps yes and no answers by slug", () => {
    expect(parseFeedback('{"a":"yes","b":"no"}')).toEqual({ a: "yes", b: "no" });
  });

  it("drops any other answer", () => {
    expect(parseFeedback('{"a":"yes","b":"maybe","c":true,"d":null}')).toEqual({ a: "yes" });
  });

  it("keeps __proto__ and other non-slugs out of the record", () => {
    const parsed = parseFeedback('{"__proto__":"yes","A B":"no","a":"yes"}');
    expect(parsed).toEqual({ a: "yes" });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    const many = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`s${i}`, "yes"]));
    expect(Object.keys(parseFeedback(JSON.stringify(many)))).toHaveLength(200);
  });

  it.each([null, "", "{", "[]", '["yes"]', "null", '"yes"'])("treats %j as no answers", (raw) => {
    expect(parseFeedback(raw)).toEqual({});
  });
});

describe("stored reading list and feedback", () => {
  it("Save toggles the slug in localStorage under readingList", () => {
    expect(toggleSaved("a")).toBe(true);
    expect(toggleSaved("b")).toBe(true);
    expect(JSON.parse(localStorage.getItem(READING_LIST_KEY) ?? "")).toEqual(["a", "b"]);
    toggleSaved("a");
    expect(readReadingList()).toEqual(["b"]);
  });

  it("recovers from a corrupt reading list without throwing", () => {
    localStorage.setItem(READING_LIST_KEY, "{oops");
    expect(readReadingList()).toEqual([]);
    expect(toggleSaved("a")).toBe(true);
    expect(readReadingList()).toEqual(["a"]);
  });

  it("records one answer per slug under articleFeedback, keeping the others", () => {
    recordFeedback("a", "yes");
    recordFeedback("b", "no");
    recordFeedback("a", "no");
    expect(JSON.parse(localStorage.getItem(FEEDBACK_KEY) ?? "")).toEqual({ a: "no", b: "no" });
    expect(readFeedback("a")).toBe("no");
    expect(readFeedback("c")).toBeNull();
  });

  it("recovers from corrupt feedback without throwing", () => {
    localStorage.setItem(FEEDBACK_KEY, "[1,2");
    expect(readFeedback("a")).toBeNull();
    expect(recordFeedback("a", "yes")).toBe(true);
    expect(readFeedback("a")).toBe("yes");
  });

  it("reports blocked storage instead of throwing", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(toggleSaved("a")).toBe(false);
    expect(recordFeedback("a", "yes")).toBe(false);
    expect(readReadingList()).toEqual([]);
    expect(readFeedback("a")).toBeNull();
  });

  it("tells subscribers about writes in this tab", () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeToReaderStorage(onChange);
    toggleSaved("a");
    recordFeedback("a", "yes");
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    toggleSaved("a");
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
