/**
 * The Password Rules language: parse, describe, write, check and generate
 * (docs/decisions/password-rules.md).
 */
export * from "./character-classes";
export * from "./parse-rules";
export * from "./format-rules";
export * from "./generate-from-rules";
export * from "./check-password-rules";
export * from "./known-sites";
export { countAcceptedStrings, countRunLimitedStrings } from "./count-passwords";
