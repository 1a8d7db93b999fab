/**
 * The breach check's chunk, loaded with `import()` only once the visitor turns the switch on:
 * SHA-1 by Web Crypto, one padded range request, the suffix matched here
 * (docs/decisions/breach-check.md). The CLI runs the same code.
 */
export { checkPwnedPassword } from "../../../../src/breach/check-pwned";
