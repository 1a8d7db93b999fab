import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  CSV_TEXT_PREFIX,
  buildCsvExport,
  buildTextExport,
  csvField,
  exportFileName,
} from "./export";

/** A small RFC 4180 reader, to prove the CSV round-trips. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += char;
  }
  return records;
}

describe("exportFileName", () => {
  it("names files passwords-{timestamp} with the format's extension", () => {
    expect(exportFileName("txt", 1_700_000_000_123)).toBe("passwords-1700000000123.txt");
    expect(exportFileName("csv", 42)).toBe("passwords-42.csv");
  });
});

describe("buildTextExport", () => {
  it("writes one password per line", () => {
    expect(buildTextExport(["a,b", 'c"d', "e"])).toBe('a,b\nc"d\ne\n');
  });

  it("keeps every password exactly, even one a spreadsheet would evaluate", () => {
    expect(buildTextExport(["=1+2", "-x", "@y", "'z"])).toBe("=1+2\n-x\n@y\n'z\n");
  });

  it("is empty for no passwords", () => {
    expect(buildTextExport([])).toBe("");
  });
});

/** What a spreadsheet reads as a formula when a cell starts with it (OWASP, ASVS 1.2.10). */
const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r", "\0"];

/** The documented way back from a cell to the password: drop the one ' that starts it. */
function cellToPassword(cell: string): string {
  return cell.startsWith(CSV_TEXT_PREFIX) ? cell.slice(CSV_TEXT_PREFIX.length) : cell;
}

describe("csvField", () => {
  it("quotes every field, so a spreadsheet splitting at ; or , keeps the password whole", () => {
    expect(csvField("Ab3!#$%^&*()_=[]{}|;:.<>?")).toBe('"Ab3!#$%^&*()_=[]{}|;:.<>?"');
    expect(csvField("ab;=cd")).toBe('"ab;=cd"');
    expect(csvField("ab,cd")).toBe('"ab,cd"');
  });

  it("doubles a double quote", () => {
    expect(csvField('ab"cd')).toBe('"ab""cd"');
  });

  it("keeps line breaks inside the quotes", () => {
    expect(csvField("ab\ncd")).toBe('"ab\ncd"');
    expect(csvField("ab\rcd")).toBe('"ab\rcd"');
  });

  it.each([
    ["=1+2", `"'=1+2"`],
    ["+x", `"'+x"`],
    ["-x", `"'-x"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    // A password that starts with ' gets one too, so the rule back is always "drop one '".
    ["'=x", `"''=x"`],
  ])("puts ' before a cell a spreadsheet would evaluate: %j", (password, field) => {
    expect(csvField(password)).toBe(field);
  });
});

describe("buildCsvExport", () => {
  it("writes a password header and one quoted, CRLF-ended record per password", () => {
    expect(buildCsvExport(["plain", "with,comma", 'with"quote', "=1"])).toBe(
      '"password"\r\n"plain"\r\n"with,comma"\r\n"with""quote"\r\n"\'=1"\r\n',
    );
  });

  it("round-trips every password through an RFC 4180 reader and the ' rule", () => {
    const passwords = ['a"b,c', ",,,", '"', "x=1", "ok", 'end"', "=1+2", "'", "-"];
    const [header, ...records] = parseCsv(buildCsvExport(passwords));
    expect(header).toEqual(["password"]);
    expect(records.map(([cell = ""]) => cellToPassword(cell))).toEqual(passwords);
  });

  it("never leaves a cell a spreadsheet would evaluate, and reads back to any passwords", () => {
    const risky = fc.string({
      unit: fc.constantFrom(...FORMULA_STARTS, "'", '"', ",", ";", "\n", "a", "1", "é", "🔑"),
    });
    const password = fc.oneof(
      risky,
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: "binary" }),
    );
    fc.assert(
      fc.property(fc.array(password, { maxLength: 20 }), (passwords) => {
        const text = buildCsvExport(passwords);
        const [header, ...records] = parseCsv(text);
        expect(header).toEqual(["password"]);
        expect(records).toHaveLength(passwords.length);
        for (const [index, record] of records.entries()) {
          expect(record).toHaveLength(1);
          const cell = record[0] ?? "";
          expect(FORMULA_STARTS.some((start) => cell.startsWith(start))).toBe(false);
          expect(cellToPassword(cell)).toBe(passwords[index]);
        }
        // Every field is quoted, and the file is CRLF-ended records.
        expect(text.endsWith("\r\n")).toBe(true);
        expect(text.startsWith('"')).toBe(true);
      }),
    );
  }, 30_000);
});
