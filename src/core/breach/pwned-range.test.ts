import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  BREACH_REQUEST_HEADERS,
  BreachTimeoutError,
  checkBreached,
  describeBreachResult,
  matchRange,
  rangeUrl,
  splitSha1,
  type BreachCheckPlatform,
} from "./pwned-range";

// SHA-1("password"), the best-known entry of the corpus.
const PASSWORD_SHA1 = "5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8";
const SUFFIX = PASSWORD_SHA1.slice(5);

function platform(answer: () => Promise<{ status: number; text: string }>) {
  const calls: { url: string; headers: Readonly<Record<string, string>> }[] = [];
  const value: BreachCheckPlatform = {
    sha1Hex: () => Promise.resolve(PASSWORD_SHA1.toLowerCase()),
    getRange: (url, headers) => {
      calls.push({ url, headers });
      return answer();
    },
  };
  return { value, calls };
}

describe("splitSha1 and rangeUrl", () => {
  it("sends the first five characters upper-case and keeps the other 35", () => {
    expect(splitSha1(PASSWORD_SHA1.toLowerCase())).toEqual({ prefix: "5BAA6", suffix: SUFFIX });
    expect(rangeUrl("https://api.pwnedpasswords.com/range/", "5BAA6")).toBe(
      "https://api.pwnedpasswords.com/range/5BAA6",
    );
  });

  it("refuses anything that is not a SHA-1", () => {
    expect(() => splitSha1("abc")).toThrow();
  });
});

describe("matchRange", () => {
  it("finds the suffix with its count, in either case and with CRLF", () => {
    const text = `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${SUFFIX.toLowerCase()}:10434004\r\n`;
    expect(matchRange(text, SUFFIX)).toEqual({ kind: "found", count: 10434004 });
  });

  it("ignores a padded row (count 0)", () => {
    expect(matchRange(`${SUFFIX}:0\n0018A45C4D1DEF81644B54AB7F969B88D65:3`, SUFFIX)).toEqual({
      kind: "not-found",
    });
  });

  it("calls an answer malformed when any line is not a row, or there is no row", () => {
    expect(matchRange("<html>Service Unavailable</html>", SUFFIX).kind).toBe("failed");
    expect(matchRange(`${SUFFIX}:12\nnot a row`, SUFFIX)).toEqual({
      kind: "failed",
      reason: "malformed",
    });
    expect(matchRange("", SUFFIX)).toEqual({ kind: "failed", reason: "malformed" });
  });

  it("never throws, whatever the answer", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(["found", "not-found", "failed"]).toContain(matchRange(text, SUFFIX).kind);
      }),
    );
  });
});

describe("checkBreached", () => {
  it("makes one request for the prefix alone, with the padding header", async () => {
    const { value, calls } = platform(() => Promise.resolve({ status: 200, text: `${SUFFIX}:7` }));
    await expect(checkBreached("password", "http://127.0.0.1:9/range", value)).resolves.toEqual({
      kind: "found",
      count: 7,
    });
    expect(calls).toEqual([
      { url: "http://127.0.0.1:9/range/5BAA6", headers: { "Add-Padding": "true" } },
    ]);
    expect(BREACH_REQUEST_HEADERS).toEqual({ "Add-Padding": "true" });
  });

  it("turns every failure into a result", async () => {
    const url = "http://127.0.0.1:9/range";
    const offline = platform(() => Promise.reject(new TypeError("fetch failed")));
    const slow = platform(() => Promise.reject(new BreachTimeoutError()));
    const failing = platform(() => Promise.resolve({ status: 503, text: "busy" }));
    const malformed = platform(() => Promise.resolve({ status: 200, text: "nonsense" }));
    expect(await checkBreached("password", url, offline.value)).toEqual({
      kind: "failed",
      reason: "offline",
    });
    expect(await checkBreached("password", url, slow.value)).toEqual({
      kind: "failed",
      reason: "timeout",
    });
    expect(await checkBreached("password", url, failing.value)).toEqual({
      kind: "failed",
      reason: "status",
      status: 503,
    });
    expect(await checkBreached("password", url, malformed.value)).toEqual({
      kind: "failed",
      reason: "malformed",
    });
  });
});

describe("describeBreachResult", () => {
  it("says how many times, and never calls an unlisted password strong", () => {
    expect(describeBreachResult({ kind: "found", count: 12345 })).toContain("12,345 times");
    expect(describeBreachResult({ kind: "found", count: 1 })).toContain("1 time ");
    const notFound = describeBreachResult({ kind: "not-found" });
    expect(notFound).toContain("does not make it strong");
    expect(describeBreachResult({ kind: "failed", reason: "timeout" })).toContain("5 seconds");
    expect(describeBreachResult({ kind: "failed", reason: "status", status: 503 })).toContain(
      "HTTP 503",
    );
  });
});
