import {
  BREACH_TIMEOUT_MS,
  BreachTimeoutError,
  checkBreached,
  type BreachCheckPlatform,
  type BreachResult,
} from "../core/breach/pwned-range";

/** The part of `fetch` the check uses; tests and the CLI may pass their own. */
export type FetchLike = (
  url: string,
  init: {
    method: "GET";
    headers: Record<string, string>;
    signal: AbortSignal;
    cache: "no-store";
    credentials: "omit";
    referrerPolicy: "no-referrer";
  },
) => Promise<{ status: number; text(): Promise<string> }>;

/** SHA-1 of the UTF-8 text by Web Crypto (browsers and Node 20), in upper-case hex. */
export async function sha1HexWebCrypto(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest("SHA-1", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

/**
 * The platform of the breach check in a browser or Node: Web Crypto, and one GET that gives up
 * after `BREACH_TIMEOUT_MS`, with no credentials, no referrer and no cache.
 */
export function webBreachPlatform(fetchImpl: FetchLike = globalThis.fetch): BreachCheckPlatform {
  return {
    sha1Hex: sha1HexWebCrypto,
    getRange: async (url, headers) => {
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, BREACH_TIMEOUT_MS);
      try {
        const response = await fetchImpl(url, {
          method: "GET",
          headers: { ...headers },
          signal: controller.signal,
          // Never stored by the browser's HTTP cache, never sent with cookies or a referrer.
          cache: "no-store",
          credentials: "omit",
          referrerPolicy: "no-referrer",
        });
        return { status: response.status, text: await response.text() };
      } catch (error) {
        throw timedOut ? new BreachTimeoutError() : error;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Checks a password against the range API at `apiUrl` (docs/decisions/breach-check.md). */
export function checkPwnedPassword(
  password: string,
  apiUrl: string,
  fetchImpl?: FetchLike,
): Promise<BreachResult> {
  return checkBreached(password, apiUrl, webBreachPlatform(fetchImpl));
}
