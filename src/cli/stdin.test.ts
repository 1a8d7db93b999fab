import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CHECK_MAX_BYTES, readFirstLine } from "./stdin";

async function* chunks(...parts: (string | readonly number[])[]) {
  for (const part of parts) yield typeof part === "string" ? part : Uint8Array.from(part);
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

describe("readFirstLine", () => {
  it.each([
    ["a line ended by LF", ["hunter2\nnext\n"], "hunter2"],
    ["a line ended by CR LF", ["hunter2\r\nnext"], "hunter2"],
    ["a line ended by a lone CR", ["hunter2\rnext"], "hunter2"],
    ["input without a line break", ["hunter2"], "hunter2"],
    ["a line split over chunks", ["hun", "ter", "2\n"], "hunter2"],
    ["an empty line", ["\nnext"], ""],
    ["UTF-8 text", ["pässwörd 🔑\n"], "pässwörd 🔑"],
    ["text after a byte order mark", [[0xef, 0xbb, 0xbf], "hunter2\n"], "hunter2"],
  ] as const)("reads %s", async (_, parts, text) => {
    expect(await readFirstLine(chunks(...parts))).toEqual({ kind: "line", text });
  });

  it("says when standard input holds nothing", async () => {
    expect(await readFirstLine(chunks())).toEqual({ kind: "empty" });
  });

  it(`takes a line of ${CHECK_MAX_BYTES} bytes and refuses one byte more`, async () => {
    const longest = "é".repeat(CHECK_MAX_BYTES / 2);
    expect(utf8Length(longest)).toBe(CHECK_MAX_BYTES);
    expect(await readFirstLine(chunks(longest, "\n"))).toEqual({ kind: "line", text: longest });
    expect(await readFirstLine(chunks(longest))).toEqual({ kind: "line", text: longest });
    for (const parts of [[`${longest}a`], [longest, "a\n"], [`a${longest}`, "\r\n"]]) {
      expect(await readFirstLine(chunks(...parts))).toEqual({
        kind: "too-long",
        maxBytes: CHECK_MAX_BYTES,
      });
    }
  });

  it.each([
    ["a byte that is never UTF-8", [0x61, 0xff, 0x62]],
    ["an overlong encoding", [0xc0, 0x80]],
    ["an encoded surrogate", [0xed, 0xa0, 0x80]],
    ["a sequence cut short by the line end", [0xe2, 0x82, 0x0a, 0xac]],
    ["a sequence cut short by the end of input", [0x61, 0xf0, 0x9f, 0x94]],
  ])("refuses %s rather than replacing it", async (_, bytes) => {
    expect(await readFirstLine(chunks(bytes))).toEqual({ kind: "not-utf8" });
  });

  it("stops reading once the line is too long, and ends the stream", async () => {
    let pulled = 0;
    let ended = false;
    const chunk = new Uint8Array(1 << 16).fill(0x61);
    async function* endless() {
      try {
        for (;;) {
          pulled += chunk.length;
          yield chunk;
        }
      } finally {
        ended = true;
      }
    }
    expect(await readFirstLine(endless())).toEqual({
      kind: "too-long",
      maxBytes: CHECK_MAX_BYTES,
    });
    expect(pulled).toBe(chunk.length);
    expect(ended).toBe(true);
  });

  it("stops at the first line: the rest is not read", async () => {
    let pulled = 0;
    async function* lines() {
      for (;;) {
        pulled++;
        yield "line\n";
      }
    }
    expect(await readFirstLine(lines())).toEqual({ kind: "line", text: "line" });
    expect(pulled).toBe(1);
  });

  it("gives back any line of text up to the cap, however the input is cut into chunks", async () => {
    const line = fc
      .string({ unit: "grapheme", maxLength: 600 })
      .map((text) => text.replace(/[\r\n]/g, ""))
      .filter((text) => utf8Length(text) <= CHECK_MAX_BYTES && !text.startsWith("\uFEFF"));
    await fc.assert(
      fc.asyncProperty(
        line,
        fc.constantFrom("\n", "\r\n", "\r", ""),
        fc.string(),
        fc.array(fc.nat(), { maxLength: 5 }),
        async (text, ending, rest, cuts) => {
          const bytes = new TextEncoder().encode(text + ending + (ending === "" ? "" : rest));
          const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort(
            (a, b) => a - b,
          );
          const parts = [0, ...points, bytes.length]
            .slice(1)
            .map((end, index, ends) => [...bytes.subarray(index === 0 ? 0 : ends[index - 1], end)]);
          expect(await readFirstLine(chunks(...parts))).toEqual(
            text === "" && ending === "" ? { kind: "empty" } : { kind: "line", text },
          );
        },
      ),
    );
  });
});
