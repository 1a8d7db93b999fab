import type {
  MinimumsTable,
  TypeMinimums,
  buildMinimumsTable as BuildMinimumsTable,
  countWithMinimums as CountWithMinimums,
  drawWithMinimums as DrawWithMinimums,
  log2BigInt as Log2BigInt,
} from "#core/generate/type-minimums";

/*
 * What the first-paint script bundles in place of the engine's exact counts for minimum numbers
 * and symbols (src/core/generate/type-minimums.ts): a visitor who chose a minimum above one gets
 * the first password from the app once it has loaded, as before the first paint drew one, and
 * every other visitor's page carries a kilobyte less. The script catches this error and leaves
 * the card as prerendered.
 */

export type { MinimumsTable, TypeMinimums };

export class MinimumsNotInFirstPaint extends Error {
  constructor() {
    super("Minimum counts are drawn by the app, not the first-paint script");
    this.name = "MinimumsNotInFirstPaint";
  }
}

function unavailable(): never {
  throw new MinimumsNotInFirstPaint();
}

export const buildMinimumsTable: typeof BuildMinimumsTable = unavailable;
export const countWithMinimums: typeof CountWithMinimums = unavailable;
export const drawWithMinimums: typeof DrawWithMinimums = unavailable;
export const log2BigInt: typeof Log2BigInt = unavailable;
