import { describe, expect, it } from "vitest";

import { mayPrefetch } from "./prefetch";

const withConnection = (connection: object | undefined) => ({ connection }) as unknown as Navigator;

describe("mayPrefetch", () => {
  it("fetches ahead where the browser says nothing of the connection", () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch(withConnection(undefined))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: "4g", saveData: false }))).toBe(true);
    expect(mayPrefetch(withConnection({ effectiveType: "3g" }))).toBe(true);
  });

  it("waits for focus when the visitor saves data or the connection is 2G", () => {
    expect(mayPrefetch(withConnection({ effectiveType: "4g", saveData: true }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: "2g" }))).toBe(false);
    expect(mayPrefetch(withConnection({ effectiveType: "slow-2g" }))).toBe(false);
  });
});
