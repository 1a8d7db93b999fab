/**
 * The range API of the opt-in breach check, from BREACH_API_URL at build time; null when the build
 * turned the check off (then no switch: docs/decisions/breach-check.md). Undefined outside a build
 * (unit tests), where components are given it.
 */
export const BREACH_API_URL: string | null =
  typeof __BREACH_API_URL__ === "undefined" ? null : __BREACH_API_URL__;
