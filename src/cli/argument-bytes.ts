import { UsageError } from "./args";

/*
 * Arguments that are not UTF-8 text (docs/decisions/cli-input-and-output.md, "Arguments are
 * UTF-8 text, as standard input is"). Node decodes argv before any script runs and turns every
 * byte that is not UTF-8 into U+FFFD REPLACEMENT CHARACTER, silently: `--charset` would then draw
 * "�" and `check` rate a password that was never typed. process.argv cannot tell such a U+FFFD
 * from a real one, so the bytes are read where the system shows them (Linux), and elsewhere a
 * U+FFFD in an argument is refused with the reason.
 */

const NUL = 0;

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The bytes of each of `argv` (the arguments after the script), read from a raw command line as
 * Linux's /proc/self/cmdline gives it (each argument ended by a NUL byte, the interpreter and its
 * options first). Null unless every argument is matched for certain: bytes that are UTF-8 must
 * decode to the very argument, bytes that are not must stand for an argument holding U+FFFD.
 */
export function matchArgumentBytes(
  cmdline: Uint8Array,
  argv: readonly string[],
): Uint8Array[] | null {
  const all: Uint8Array[] = [];
  let start = 0;
  for (let index = 0; index < cmdline.length; index++) {
    if (cmdline[index] !== NUL) continue;
    all.push(cmdline.subarray(start, index));
    start = index + 1;
  }
  if (start !== cmdline.length || all.length < argv.length) return null;
  const tail = all.slice(all.length - argv.length);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const matches = tail.every((bytes, index) => {
    const argument = argv[index] ?? "";
    try {
      return decoder.decode(bytes) === argument;
    } catch {
      return argument.includes("\uFFFD");
    }
  });
  return matches ? tail : null;
}

/**
 * Refuses the first argument that is not UTF-8 text, by its position (never its text: it may be
 * a password). `bytes` are the arguments' bytes where the system shows them (`matchArgumentBytes`),
 * or null: then any U+FFFD is refused, since it may stand for bytes that were not text.
 */
export function refuseArgumentsNotUtf8(
  argv: readonly string[],
  bytes: readonly Uint8Array[] | null,
): void {
  for (const [index, argument] of argv.entries()) {
    if (!argument.includes("\uFFFD")) continue;
    const raw = bytes?.[index];
    if (raw !== undefined && isUtf8(raw)) continue;
    const position = `argument ${index + 1}`;
    throw new UsageError(
      raw !== undefined
        ? `${position} is not UTF-8 text, so nothing was done; pass every argument as UTF-8`
        : `${position} holds U+FFFD REPLACEMENT CHARACTER, which is also what bytes that are not UTF-8 become, and keysmith cannot tell which here; nothing was done: pass the argument as UTF-8 without U+FFFD`,
    );
  }
}
