import type { MessageDescriptor } from "@lingui/core";

import { i18n } from "~/lib/i18n/runtime";

/*
 * A text the card holds in its state (a notice, an output's error or loading line): the card's own
 * texts are messages, said in the page's language when they render, not when they are set
 * (docs/decisions/i18n-library.md); the engine's texts (its errors) are its English strings.
 */
export type UiText = string | MessageDescriptor;

/** A held text in the page's language. */
export function sayText(text: UiText): string {
  return typeof text === "string" ? text : i18n._(text);
}
