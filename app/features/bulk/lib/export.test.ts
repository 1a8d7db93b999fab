import { describe, expect, it } from "vitest";

import { buildCsvExport, buildTextExport, csvField, exportFileName } from "./export";

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

  it("is empty for no passwords", () => {
    expect(buildTextExport([])).toBe("");
  });
});

describe("csvField", () => {
  it("leaves a field without comma, quote or line break alone", () => {
    expect(csvField("Ab3!@#$%^&*()_+-=[]{}|;:.<>?")).toBe("Ab3!@#$%^&*()_+-=[]{}|;:.<>?");
  });

  it("quotes a field with a comma", () => {
    expect(csvField("ab,cd")).toBe('"ab,cd"');
  });

  it("quotes a field with a double quote and doubles the quote", () => {
    expect(csvField('ab"cd')).toBe('"ab""cd"');
  });

  it("quotes a field with a line break", () => {
    expect(csvField("ab\ncd")).toBe('"ab\ncd"');
    expect(csvField("ab\rcd")).toBe('"ab\rcd"');
  });

  it("never alters a leading formula character: the password must survive exactly", () => {
    expect(csvField("=1+2")).toBe("=1+2");
    expect(csvField("-x")).toBe("-x");
  });
});

describe("buildCsvExport", () => {
  it("writes a password header and one CRLF-ended record per password", () => {
    expect(buildCsvExport(["plain", "with,comma", 'with"quote'])).toBe(
      'password\r\nplain\r\n"with,comma"\r\n"with""quote"\r\n',
    );
  });

  it("round-trips every password through an RFC 4180 reader", () => {
    const passwords = ['a"b,c', ",,,", '"', "x=1", "ok", 'end"'];
    expect(parseCsv(buildCsvExport(passwords))).toEqual([
      ["password"],
      ...passwords.map((password) => [password]),
    ]);
  });
});
