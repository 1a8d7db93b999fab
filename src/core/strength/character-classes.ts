/**
 * The character classes both strength scales test (spec §5). On ASCII they are exactly A-Z, a-z,
 * 0-9 and "anything else"; beyond ASCII a letter such as É counts as a letter, not as a symbol.
 */
export const HAS_UPPERCASE = /\p{Lu}/u;
export const HAS_LOWERCASE = /\p{Ll}/u;
export const HAS_DIGIT = /\p{Nd}/u;
export const HAS_SPECIAL = /[^\p{L}\p{N}]/u;
