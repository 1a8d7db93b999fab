import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";

/**
 * The range API of the opt-in breach check, from BREACH_API_URL at build time; null when the build
 * turned the check off (then no switch: docs/decisions/breach-check.md). Undefined outside a build
 * (unit tests), where components are given it.
 */
export const BREACH_API_URL: string | null =
  typeof __BREACH_API_URL__ === "undefined" ? null : __BREACH_API_URL__;

/**
 * Who receives the breach check's request, as the checker's sentences name it: the public
 * service by name, another range API (BREACH_API_URL) by its origin, so that what the page says
 * is sent, and to whom, is true of this build. `short` is the service's name alone.
 */
export function breachServiceName(apiUrl: string | null, form: "full" | "short" = "full"): string {
  if (apiUrl !== null && apiUrl !== DEFAULT_BREACH_API_URL) {
    return `the Pwned Passwords range service at ${new URL(apiUrl).origin}`;
  }
  return form === "short" ? "Have I Been Pwned" : "Have I Been Pwned’s Pwned Passwords service";
}
