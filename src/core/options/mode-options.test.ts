import { DEFAULT_USERNAME_OPTIONS } from "../generate/username-options";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { DEFAULT_MODE_OPTIONS, readStoredModeOptions } from "./mode-options";

describe("readStoredModeOptions", () => {
  it("reads what the site writes", () => {
    expect(readStoredModeOptions('{"memorable":{"groups":5},"pin":{"length":8}}')).toEqual({
      value: { memorable: { groups: 5 }, pin: { length: 8 }, username: DEFAULT_USERNAME_OPTIONS },
      problem: null,
    });
    const username = { ...DEFAULT_USERNAME_OPTIONS, style: "plus", email: "me@example.com" };
    expect(readStoredModeOptions(JSON.stringify({ username })).value.username).toEqual(username);
  });

  it("reads a username's options field by field, within the engine's limits", () => {
    const stored = JSON.stringify({
      username: { style: "shout", words: 9, digits: "2", separator: "/", email: 5, length: 3 },
    });
    expect(readStoredModeOptions(stored).value.username).toEqual({
      ...DEFAULT_USERNAME_OPTIONS,
      words: 2,
      length: 6,
    });
  });

  it("replaces a bad field by its default and reports unreadable text", () => {
    expect(readStoredModeOptions('{"memorable":{"groups":99},"pin":{"length":"6"}}').value).toEqual(
      DEFAULT_MODE_OPTIONS,
    );
    expect(readStoredModeOptions("{oops").problem).toBe("not-json");
    expect(readStoredModeOptions("[1]").problem).toBe("wrong-shape");
    expect(readStoredModeOptions(null)).toEqual({ value: DEFAULT_MODE_OPTIONS, problem: null });
  });

  it("never throws and always yields options within range", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const { value } = readStoredModeOptions(raw);
        expect(value.memorable.groups).toBeGreaterThanOrEqual(2);
        expect(value.memorable.groups).toBeLessThanOrEqual(6);
        expect(value.pin.length).toBeGreaterThanOrEqual(4);
        expect(value.pin.length).toBeLessThanOrEqual(12);
      }),
    );
  });
});
