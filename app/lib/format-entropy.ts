/**
 * An entropy as the site shows it, "103.1 bits": one decimal, enough to compare options honestly.
 * The one formatter for a figure the engine computed, so the same password's bits read the same in
 * the strength meter, its spoken value and the Site Rules panel.
 */
export function formatEntropy(bits: number): string {
  return `${(Math.round(bits * 10) / 10).toFixed(1)} bits`;
}
