/**
 * Thrown when an index the engine computed itself falls outside its array: a broken randomizer
 * (an injected one that ignores `maxExclusive`) or a bug, never bad input. Failing loudly is the
 * only safe answer; a fallback such as `?? 0` would put U+0000 or a repeated character into a
 * password without anyone noticing (docs/style.md, "The engine").
 */
export class ImpossibleIndexError extends RangeError {
  constructor(where: string, index: number | undefined, size: number) {
    super(`${where}: index ${String(index)} is outside 0-${size - 1}`);
    this.name = "ImpossibleIndexError";
  }
}
