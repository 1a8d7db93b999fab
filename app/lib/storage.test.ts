// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { publishIncognito } from "./incognito";
import { readStorage, removeStorage, writeStorage } from "./storage";

/** Both stores, as text: what a visitor's browser keeps. */
function snapshot(): string {
  const dump = (storage: Storage) =>
    Object.keys(storage)
      .sort()
      .map((key) => [key, storage.getItem(key)]);
  return JSON.stringify({ local: dump(localStorage), session: dump(sessionStorage) });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => publishIncognito(false));

describe("the storage layer", () => {
  it("writes, reads and removes in either store", () => {
    expect(writeStorage("k", "local value")).toBe(true);
    expect(writeStorage("k", "session value", "session")).toBe(true);
    expect(readStorage("k")).toBe("local value");
    expect(readStorage("k", "session")).toBe("session value");
    expect(removeStorage("k")).toBe(true);
    expect(readStorage("k")).toBeNull();
    expect(readStorage("k", "session")).toBe("session value");
  });

  it("says false instead of throwing when storage refuses", () => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    // As when site data is blocked: the store itself cannot be reached.
    vi.spyOn(window, "localStorage", "get").mockImplementation(refuse);
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(refuse);
    expect(writeStorage("k", "v")).toBe(false);
    expect(readStorage("k", "session")).toBeNull();
    expect(removeStorage("k", "session", "erase")).toBe(false);
  });
});

describe("incognito (docs/product-decisions.md, 'History and incognito')", () => {
  beforeEach(() => {
    localStorage.setItem("savedOptionSets", '[{"name":"Bank"}]');
    localStorage.setItem("history", '[{"password":"old"}]');
    sessionStorage.setItem("history", '[{"password":"older"}]');
  });

  it("holds back every write and removal, in both stores, and says it stored nothing", () => {
    const before = snapshot();
    publishIncognito(true);
    expect(writeStorage("savedOptionSets", "[]")).toBe(false);
    expect(writeStorage("theme", "dark")).toBe(false);
    expect(writeStorage("history", "[]", "session")).toBe(false);
    expect(removeStorage("savedOptionSets")).toBe(false);
    expect(removeStorage("history", "session")).toBe(false);
    expect(snapshot()).toBe(before);
    // Reads still work: saved sets and settings still apply.
    expect(readStorage("savedOptionSets")).toBe('[{"name":"Bank"}]');
  });

  it("lets an erase of passwords through", () => {
    publishIncognito(true);
    expect(removeStorage("history", "local", "erase")).toBe(true);
    expect(writeStorage("history", "[]", "session", "erase")).toBe(true);
    expect(readStorage("history")).toBeNull();
    expect(readStorage("history", "session")).toBe("[]");
    expect(readStorage("savedOptionSets")).toBe('[{"name":"Bank"}]');
  });

  it("writes again once incognito is off", () => {
    publishIncognito(true);
    publishIncognito(false);
    expect(writeStorage("theme", "dark")).toBe(true);
    expect(readStorage("theme")).toBe("dark");
  });
});
