/** File exports of a bulk list: plain text (spec §7) and CSV (docs/decisions/csv-export.md). */

export type ExportFormat = "txt" | "csv";

/** Spec §7: `passwords-{timestamp}.txt`, the timestamp in milliseconds; the CSV matches it. */
export function exportFileName(format: ExportFormat, timestamp: number): string {
  return `passwords-${timestamp}.${format}`;
}

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  txt: "text/plain;charset=utf-8",
  csv: "text/csv;charset=utf-8",
};

/** One password per line (spec §7), each line ended by a newline as text files are. */
export function buildTextExport(passwords: readonly string[]): string {
  return passwords.map((password) => `${password}\n`).join("");
}

/**
 * Put before a cell that would otherwise start with what a spreadsheet evaluates, so that the
 * spreadsheet reads it as text. It is not part of the password; some spreadsheets show it.
 */
export const CSV_TEXT_PREFIX = "'";

/**
 * Starts that make a spreadsheet read a cell as a formula, per OWASP's CSV injection guidance
 * (= + - @, tab, CR) and ASVS 1.2.10 (NUL), with LF beside CR; and the ' itself, so that one rule
 * reads any cell back: a cell that starts with ' had exactly one added.
 */
const NEEDS_TEXT_PREFIX = /^[=+\-@\t\r\n\0']/;

/**
 * One field, safe to open in a spreadsheet by construction (docs/decisions/csv-export.md):
 * always quoted as RFC 4180 allows, inner quotes doubled, so a spreadsheet that splits at ; as
 * well as , still sees one cell; and `CSV_TEXT_PREFIX` before a value that starts with a formula
 * character. Nothing else is changed.
 */
export function csvField(value: string): string {
  const text = NEEDS_TEXT_PREFIX.test(value) ? `${CSV_TEXT_PREFIX}${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** RFC 4180: a `password` header, then one record per password, CRLF line breaks. */
export function buildCsvExport(passwords: readonly string[]): string {
  return ["password", ...passwords]
    .map(csvField)
    .map((record) => `${record}\r\n`)
    .join("");
}

/** The file contents for a format. */
export function buildExport(format: ExportFormat, passwords: readonly string[]): string {
  switch (format) {
    case "txt":
      return buildTextExport(passwords);
    case "csv":
      return buildCsvExport(passwords);
  }
}
