/*
 * How the copy writes figures in English, apart from derive.ts so that a page's first view can
 * format a figure without taking the engine's pools with it.
 */

/** Every place where a run of three digits ends a whole number, counted from its end. */
const THOUSANDS = /\B(?=(?:\d{3})+$)/g;

/**
 * "1,000" and "7,776": how the copy writes numbers of four digits or more, as en-US does. Whole
 * numbers are grouped here rather than by `toLocaleString`: the first Intl number format a page
 * makes costs a throttled phone about 60 ms in one task, and the generator's pages would pay it
 * while they start (docs/decisions/first-paint-password.md). Anything else goes to Intl.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString("en-US");
  const digits = String(Math.abs(value)).replace(THOUSANDS, ",");
  return value < 0 ? `-${digits}` : digits;
}

/** A figure in bits, rounded to `decimals` places ("103", "12.9"). */
export function formatBits(bits: number, decimals = 0): string {
  return bits.toFixed(decimals);
}
