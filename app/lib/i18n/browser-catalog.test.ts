import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { messages as english } from "../../locales/en/messages";
import { browserCatalogOf, catalogOf, linguiId, prerenderOnlyIds } from "./catalogs.server";

const SOURCE = readFileSync(new URL("../../locales/en/messages.po", import.meta.url), "utf8");

describe("the catalog a page carries to the browser", () => {
  it("finds Lingui's own ids for the English messages", () => {
    expect(linguiId("Home") in english).toBe(true);
    expect(linguiId("WiFi password FAQ") in english).toBe(true);
  });

  it("leaves out the messages only prerendered modules say, and keeps every other", () => {
    const skipped = prerenderOnlyIds(SOURCE);
    expect(skipped.has(linguiId("WiFi password FAQ"))).toBe(true);
    expect(skipped.has(linguiId("Home"))).toBe(false);
    expect(skipped.has(linguiId("Share it with a QR code"))).toBe(false);
    for (const id of skipped) expect(id in english, id).toBe(true);
    const all = Object.keys(JSON.parse(catalogOf("de") ?? "{}") as object);
    const browser = Object.keys(JSON.parse(browserCatalogOf("de") ?? "{}") as object);
    expect(all.length - browser.length).toBe(skipped.size);
  });

  it("is none for English", () => {
    expect(browserCatalogOf("en")).toBeNull();
  });
});
