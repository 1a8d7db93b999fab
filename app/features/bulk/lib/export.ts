/** File exports of a bulk list: plain text (spec §7) and CSV (DECISIONS.md). */

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
 * One field, quoted when RFC 4180 §2 requires it (a comma, a double quote, CR or LF), with
 * inner quotes doubled. Values are never altered otherwise: a password must survive exactly.
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** RFC 4180: a `password` header, then one record per password, CRLF line breaks. */
export function buildCsvExport(passwords: readonly string[]): string {
  return ["password", ...passwords.map(csvField)].map((record) => `${record}\r\n`).join("");
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
