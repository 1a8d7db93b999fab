const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * "2025-01-09" → "January 9, 2025", the same on every machine (no locale or time zone). Written
 * out rather than through Intl.DateTimeFormat, whose first use loads locale data and was the
 * longest task of hydrating a legal page on a phone (docs/decisions/first-view-budget.md).
 */
export function formatLongDate(isoDate: string): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split("-").map(Number);
  // Date.UTC normalises out-of-range parts the way the Intl version did (e.g. day 0).
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
