import { describe, expect, it } from "vitest";

import { probeClipboardAccess } from "~/lib/clipboard-access";

import { describeClipboardClear } from "./privacy-panel";

describe("what the clipboard option says before it is chosen", () => {
  it("in a browser that lets the page read and write unprompted (Chromium, read granted)", () => {
    const text = describeClipboardClear({ readsWithoutPrompt: true, writesWithoutClick: true });
    expect(text).toContain("unless you copy or cut something else on this page first");
    expect(text).toContain("Keysmith first checks that your password is still there");
    expect(text).not.toContain("only just after you click");
    expect(text).toContain("cannot reach your clipboard history");
  });

  it("where the page cannot read unprompted, it says a copy in another app is replaced too", () => {
    const text = describeClipboardClear({ readsWithoutPrompt: false, writesWithoutClick: true });
    expect(text).toContain(
      "Keysmith cannot see what you copy in other apps or tabs, so anything you copy there in the meantime is replaced too.",
    );
    expect(text).not.toContain("checks that your password");
  });

  it("where a write needs a click (Firefox, WebKit), it says the clear may take one click", () => {
    const text = describeClipboardClear({ readsWithoutPrompt: false, writesWithoutClick: false });
    expect(text).toContain(
      "This browser lets a page change the clipboard only just after you click, so when the time is up Keysmith may ask you to clear it with one click.",
    );
  });

  it("before the browser has answered, it claims neither", () => {
    const text = describeClipboardClear(null);
    expect(text).not.toContain("checks that your password");
    expect(text).not.toContain("cannot see what you copy");
    expect(text).not.toContain("only just after you click");
  });
});

describe("asking the browser what the page may do", () => {
  it("a permission the browser does not know counts as not granted, and nothing prompts", async () => {
    const asked: string[] = [];
    const access = await probeClipboardAccess({
      query: async ({ name }) => {
        asked.push(name);
        throw new TypeError(`'${name}' is not a valid permission name`);
      },
    });
    expect(access).toEqual({ readsWithoutPrompt: false, writesWithoutClick: false });
    expect(asked.toSorted()).toEqual(["clipboard-read", "clipboard-write"]);
  });

  it("only a granted permission counts", async () => {
    const states: Record<string, string> = {
      "clipboard-read": "prompt",
      "clipboard-write": "granted",
    };
    expect(
      await probeClipboardAccess({ query: async ({ name }) => ({ state: states[name] ?? "" }) }),
    ).toEqual({ readsWithoutPrompt: false, writesWithoutClick: true });
    states["clipboard-read"] = "granted";
    expect(
      (await probeClipboardAccess({ query: async ({ name }) => ({ state: states[name] ?? "" }) }))
        .readsWithoutPrompt,
    ).toBe(true);
    expect(await probeClipboardAccess(undefined)).toEqual({
      readsWithoutPrompt: false,
      writesWithoutClick: false,
    });
  });
});
