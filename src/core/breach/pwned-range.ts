/**
 * The breach check's rules, as pure logic (docs/decisions/breach-check.md): Have I Been Pwned's
 * Pwned Passwords range API (k-anonymity). Only the first 5 hex characters of the password's
 * SHA-1 leave the device, in one GET with `Add-Padding: true`; the answer lists every known
 * suffix with that prefix and a count, padded with made-up suffixes whose count is 0, and the
 * suffix is matched here. Hashing and the network are injected: the site passes Web Crypto and
 * `fetch`, the CLI the same in Node, tests a stand-in.
 */
import { BREACH_TIMEOUT_MS, type BreachResult } from "./breach-result";

export {
  BREACH_CREDIT,
  BREACH_TIMEOUT_MS,
  DEFAULT_BREACH_API_URL,
  describeBreachFailure,
  describeBreachResult,
  explainBreachFailure,
  formatBreachCount,
  type BreachFailure,
  type BreachResult,
} from "./breach-result";

/** Hex characters of the SHA-1 that are sent. */
export const BREACH_PREFIX_LENGTH = 5;

/** The one header every range request carries: padded answers hide which prefix was asked. */
export const BREACH_REQUEST_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Add-Padding": "true",
});

/** What the network said, as plain data. */
export interface RangeAnswer {
  status: number;
  text: string;
}

/** The platform's pieces: SHA-1 in upper-case hex, and one GET (which owns the timeout). */
export interface BreachCheckPlatform {
  sha1Hex: (text: string) => Promise<string>;
  /**
   * Fetches `url` with `headers`; resolves with the answer, rejects with `BreachTimeoutError`
   * after `BREACH_TIMEOUT_MS`, or with any other error when the server cannot be reached.
   */
  getRange: (url: string, headers: Readonly<Record<string, string>>) => Promise<RangeAnswer>;
}

/** Thrown by a platform's `getRange` when the answer took longer than `BREACH_TIMEOUT_MS`. */
export class BreachTimeoutError extends Error {
  constructor() {
    super(`no answer within ${BREACH_TIMEOUT_MS / 1000} seconds`);
    this.name = "BreachTimeoutError";
  }
}

const SHA1_HEX = /^[0-9A-F]{40}$/;
const ROW = /^([0-9A-F]{35}):(\d{1,15})$/;

/** The prefix that is sent and the suffix kept here, from a SHA-1 in hex (either case). */
export function splitSha1(hex: string): { prefix: string; suffix: string } {
  const upper = hex.toUpperCase();
  if (!SHA1_HEX.test(upper)) throw new Error("splitSha1: not a SHA-1 in hex");
  return {
    prefix: upper.slice(0, BREACH_PREFIX_LENGTH),
    suffix: upper.slice(BREACH_PREFIX_LENGTH),
  };
}

/** The request's URL: the range endpoint, a slash, the 5-character upper-case prefix. */
export function rangeUrl(apiUrl: string, prefix: string): string {
  return `${apiUrl.replace(/\/+$/, "")}/${prefix}`;
}

/**
 * Finds the suffix in a range answer ("SUFFIX:COUNT" per line, CRLF or LF). A padded row (count
 * 0) is no match. Any line that is not a row makes the whole answer malformed: a proxy's error
 * page must not read as "not found".
 */
export function matchRange(text: string, suffix: string): BreachResult {
  const wanted = suffix.toUpperCase();
  let count = 0;
  let rows = 0;
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const row = ROW.exec(trimmed.toUpperCase());
    if (row === null) return { kind: "failed", reason: "malformed" };
    rows += 1;
    if (row[1] === wanted) count = Number(row[2]);
  }
  if (rows === 0) return { kind: "failed", reason: "malformed" };
  return count > 0 ? { kind: "found", count } : { kind: "not-found" };
}

/**
 * Checks one password: hashes it, sends the prefix alone, matches the suffix in the answer.
 * Never throws: every way it can fail is a `failed` result.
 */
export async function checkBreached(
  password: string,
  apiUrl: string,
  platform: BreachCheckPlatform,
): Promise<BreachResult> {
  const { prefix, suffix } = splitSha1(await platform.sha1Hex(password));
  let answer: RangeAnswer;
  try {
    answer = await platform.getRange(rangeUrl(apiUrl, prefix), BREACH_REQUEST_HEADERS);
  } catch (error) {
    return {
      kind: "failed",
      reason: error instanceof BreachTimeoutError ? "timeout" : "offline",
    };
  }
  if (answer.status !== 200) return { kind: "failed", reason: "status", status: answer.status };
  return matchRange(answer.text, suffix);
}
