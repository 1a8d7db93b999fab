import {
  DEFAULT_MEMORABLE_OPTIONS,
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
  type MemorableOptions,
} from "../generate/memorable";
import {
  DEFAULT_PIN_OPTIONS,
  PIN_MAX_LENGTH,
  PIN_MIN_LENGTH,
  type PinOptions,
} from "../generate/pin";

/** The options of the memorable and PIN modes (issue 20), stored together under `modeOptions`. */
export interface ModeOptions {
  memorable: MemorableOptions;
  pin: PinOptions;
}

export const DEFAULT_MODE_OPTIONS: Readonly<ModeOptions> = Object.freeze({
  memorable: DEFAULT_MEMORABLE_OPTIONS,
  pin: DEFAULT_PIN_OPTIONS,
});

type Problem = "not-json" | "wrong-shape";

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readWhole(record: unknown, key: string, min: number, max: number, fallback: number) {
  const value = isRecord(record) ? record[key] : undefined;
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

/**
 * Reads `modeOptions`; never throws. A field out of range or of the wrong type takes its default,
 * field by field; text that is not JSON, or JSON that is not an object, is a problem to report.
 */
export function readStoredModeOptions(raw: string | null): {
  value: ModeOptions;
  problem: Problem | null;
} {
  if (raw === null) return { value: DEFAULT_MODE_OPTIONS, problem: null };
  let decoded: unknown;
  try {
    decoded = JSON.parse(raw);
  } catch {
    return { value: DEFAULT_MODE_OPTIONS, problem: "not-json" };
  }
  if (!isRecord(decoded)) return { value: DEFAULT_MODE_OPTIONS, problem: "wrong-shape" };
  return {
    value: {
      memorable: {
        groups: readWhole(
          decoded.memorable,
          "groups",
          MEMORABLE_MIN_GROUPS,
          MEMORABLE_MAX_GROUPS,
          DEFAULT_MEMORABLE_OPTIONS.groups,
        ),
      },
      pin: {
        length: readWhole(
          decoded.pin,
          "length",
          PIN_MIN_LENGTH,
          PIN_MAX_LENGTH,
          DEFAULT_PIN_OPTIONS.length,
        ),
      },
    },
    problem: null,
  };
}
