import { t } from "@lingui/core/macro";

// The engine's modules, not its barrel: the bulk page loads only what it uses (docs/style.md, "The
// engine").
import {
  DEFAULT_BULK_SETTINGS,
  parseBulkCount,
  parseBulkLength,
  type BulkSettings,
} from "#core/generate/bulk";
import {
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  BULK_LENGTH_MAX,
  BULK_LENGTH_MIN,
} from "#core/options/limits";

/** The form as typed: number fields are text until Generate reads them. */
export interface BulkFormValues extends Omit<BulkSettings, "count" | "length"> {
  count: string;
  length: string;
}

export const DEFAULT_BULK_FORM: Readonly<BulkFormValues> = Object.freeze({
  ...DEFAULT_BULK_SETTINGS,
  count: String(DEFAULT_BULK_SETTINGS.count),
  length: String(DEFAULT_BULK_SETTINGS.length),
});

/** A field whose typed value Generate could not use as it was, and what it used instead. */
export interface FieldAdjustment {
  value: number;
  message: string;
}

export interface ReadBulkForm {
  settings: BulkSettings;
  /** Set for each number field that was empty, not a whole number, or out of range. */
  adjustments: { count: FieldAdjustment | null; length: FieldAdjustment | null };
}

function adjust(
  raw: string,
  used: number,
  field: "count" | "length",
  min: number,
  max: number,
): FieldAdjustment | null {
  // "16" and "016" mean 16; "", "12.5", "0" and "200" do not mean what is used.
  if (raw.trim() !== "" && Number(raw) === used) return null;
  return {
    value: used,
    message:
      field === "count"
        ? t`Count must be a whole number from ${min} to ${max}; using ${used}.`
        : t`Length must be a whole number from ${min} to ${max}; using ${used}.`,
  };
}

/**
 * Reads the form with the engine's fall-backs (spec §5: invalid count → 1, invalid length → 8;
 * out of range is clamped) and says which fields it changed, so the page can tell the user.
 */
export function readBulkForm(values: BulkFormValues): ReadBulkForm {
  const count = parseBulkCount(values.count);
  const length = parseBulkLength(values.length);
  return {
    settings: { ...values, count, length },
    adjustments: {
      count: adjust(values.count, count, "count", BULK_COUNT_MIN, BULK_COUNT_MAX),
      length: adjust(values.length, length, "length", BULK_LENGTH_MIN, BULK_LENGTH_MAX),
    },
  };
}
