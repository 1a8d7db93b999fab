/**
 * What the opt-in breach check can find, and how the page and the CLI say it
 * (docs/decisions/breach-check.md). On its own, without the hashing and matching, so the checker
 * page's first view carries only these words; `pwned-range.ts` loads with the switch.
 */

/** How long the check waits for the range answer before it gives up. */
export const BREACH_TIMEOUT_MS = 5000;

/** The range endpoint the prefix is appended to, unless the build or CLI is told otherwise. */
export const DEFAULT_BREACH_API_URL = "https://api.pwnedpasswords.com/range";

/** Where the data comes from, as its licence asks (CC BY 4.0). */
export const BREACH_CREDIT =
  "Breach data: Pwned Passwords by Have I Been Pwned (haveibeenpwned.com), CC BY 4.0.";

/** Why a check gave no answer. */
export type BreachFailure = "offline" | "timeout" | "status" | "malformed";

/** What one check found. */
export type BreachResult =
  | { kind: "found"; count: number }
  | { kind: "not-found" }
  | { kind: "failed"; reason: BreachFailure; status?: number };

/** How many times, in words: "1 time", "12,345 times". */
export function formatBreachCount(count: number): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? "time" : "times"}`;
}

/** The result in one sentence, for the page and the CLI. */
export function describeBreachResult(result: BreachResult): string {
  switch (result.kind) {
    case "found":
      return `Found in known data breaches: this password appears ${formatBreachCount(result.count)} in Have I Been Pwned's Pwned Passwords. Never use this password.`;
    case "not-found":
      return "Not found in Have I Been Pwned's Pwned Passwords. That alone does not make it strong: judge it by the rest of this result.";
    case "failed":
      return describeBreachFailure(result.reason, result.status);
    default: {
      const unknown: never = result;
      return unknown;
    }
  }
}

/** Why the check gave no answer, in a few words: "no answer within 5 seconds". */
export function explainBreachFailure(reason: BreachFailure, status?: number): string {
  switch (reason) {
    case "offline":
      return "the service could not be reached (offline, or blocked)";
    case "timeout":
      return `no answer within ${BREACH_TIMEOUT_MS / 1000} seconds`;
    case "status":
      return `the service answered with an error${status === undefined ? "" : ` (HTTP ${status})`}`;
    case "malformed":
      return "the service's answer could not be read";
    default: {
      const unknown: never = reason;
      return unknown;
    }
  }
}

/** Why the check gave no answer, and that the verdict does not include it. */
export function describeBreachFailure(reason: BreachFailure, status?: number): string {
  return `Could not check known data breaches: ${explainBreachFailure(reason, status)}. The rest of this result is judged without breach data.`;
}
