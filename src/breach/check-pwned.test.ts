import { createHash } from "node:crypto";

import { afterEach, describe, expect, it, vi } from "vitest";

import { BREACH_TIMEOUT_MS } from "../core/breach/pwned-range";
import { checkPwnedPassword, sha1HexWebCrypto, type FetchLike } from "./check-pwned";

afterEach(() => {
  vi.useRealTimers();
});

describe("sha1HexWebCrypto", () => {
  it("is SHA-1 of the UTF-8 bytes in upper-case hex", async () => {
    for (const text of ["password", "pässwörd 🔑", ""]) {
      expect(await sha1HexWebCrypto(text)).toBe(
        createHash("sha1").update(text, "utf8").digest("hex").toUpperCase(),
      );
    }
  });
});

describe("checkPwnedPassword", () => {
  it("sends a GET with the padding header and no body, and gives up after 5 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const seen: Parameters<FetchLike>[] = [];
    const fetchImpl: FetchLike = (url, init) => {
      seen.push([url, init]);
      return new Promise((_, reject) => {
        init.signal.addEventListener("abort", () => reject(new Error("aborted")));
      });
    };
    const result = checkPwnedPassword("password", "http://127.0.0.1:9/range", fetchImpl);
    // The hash is computed off the main thread first.
    while (seen.length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(BREACH_TIMEOUT_MS - 1);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ kind: "failed", reason: "timeout" });
    const [url, init] = seen[0] ?? [];
    expect(url).toBe("http://127.0.0.1:9/range/5BAA6");
    expect(init).toMatchObject({
      method: "GET",
      headers: { "Add-Padding": "true" },
      cache: "no-store",
      credentials: "omit",
    });
    expect(init).not.toHaveProperty("body");
  });
});
