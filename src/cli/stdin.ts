/**
 * The most bytes `keysmith check` takes for one password, without its line ending. zxcvbn only
 * looks at the first 256 characters anyway; the cap is there so that a stray file or an endless
 * stream piped to `check` ends at once instead of being read whole
 * (docs/decisions/cli-input-and-output.md).
 */
export const CHECK_MAX_BYTES = 4096;

/** What the first line of standard input held. */
export type FirstLine =
  /** The line without its line ending; may be "". */
  | { kind: "line"; text: string }
  /** Standard input held nothing at all. */
  | { kind: "empty" }
  /** The line is longer than the cap; reading stopped there. */
  | { kind: "too-long"; maxBytes: number }
  /** The line is not UTF-8 text. */
  | { kind: "not-utf8" };

/** Where a line ends: at LF, CR LF or a lone CR, as node:readline reads them; -1 if not here. */
function lineEnd(bytes: Uint8Array): number {
  return bytes.findIndex((byte) => byte === 0x0a || byte === 0x0d);
}

/**
 * Reads the first line of `chunks` as bytes, keeping at most `maxBytes` of it, and stops as soon
 * as it has the line or knows the line is too long: the rest is never read, and leaving the loop
 * early ends the stream. The line is decoded as strict UTF-8 (a leading byte order mark is
 * dropped), so bytes that are not text are refused rather than replaced.
 */
export async function readFirstLine(
  chunks: AsyncIterable<Uint8Array | string>,
  maxBytes: number = CHECK_MAX_BYTES,
): Promise<FirstLine> {
  // Room for the longest line allowed and the byte that ends it.
  const kept = new Uint8Array(maxBytes + 1);
  let size = 0;
  let end = -1;
  const encoder = new TextEncoder();
  for await (const chunk of chunks) {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    const taken = bytes.subarray(0, kept.length - size);
    kept.set(taken, size);
    const found = lineEnd(taken);
    if (found !== -1) {
      end = size + found;
      break;
    }
    size += taken.length;
    if (size === kept.length) return { kind: "too-long", maxBytes };
  }
  if (end === -1) {
    // The input ended without a line break.
    if (size === 0) return { kind: "empty" };
    end = size;
  }
  try {
    return {
      kind: "line",
      text: new TextDecoder("utf-8", { fatal: true }).decode(kept.subarray(0, end)),
    };
  } catch {
    return { kind: "not-utf8" };
  }
}
