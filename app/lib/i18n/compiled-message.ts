/*
 * A message as the build leaves it in the code (vite-plugins/lingui-macro.ts;
 * docs/decisions/i18n-library.md, "How it works"): its English in Lingui's compiled form, with no
 * id. English pages format it with the small formatter in runtime.ts; a page in another language
 * finds its translation by a key made from the English (message-key.ts).
 */

/** One part of a compiled message: text, a placeholder `[name]`, or a plural or select. */
export type CompiledPart =
  | string
  | [name: string]
  | [name: string, type: string, cases: Readonly<Record<string, CompiledMessage>>];

/** A compiled message: plain text, or its parts. */
export type CompiledMessage = string | readonly CompiledPart[];

/** A message in the code: its English, and the values of its placeholders. */
export interface CodeMessage {
  message?: CompiledMessage;
  values?: Readonly<Record<string, unknown>>;
}

/** A compiled message as the code carries it: plain text when it has no placeholders. */
export function simplifyCompiled<Message extends string | readonly unknown[]>(
  message: Message,
): Message | string {
  return Array.isArray(message) && message.length === 1 && typeof message[0] === "string"
    ? message[0]
    : message;
}
