import {
  EFF_LARGE_WORDLIST_SIZE,
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  constrainPassphraseWords,
  type PassphraseOptions,
} from "../../../../src/core";

import { Field } from "~/components/ui/field";
import { formatBits, formatCount, passphraseBits } from "~/features/facts/derive";

import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

/** The list's size and what one word is worth, from the engine (issue 9: figures from one place). */
const WORD_LIST_SIZE = formatCount(EFF_LARGE_WORDLIST_SIZE);
const BITS_PER_WORD = formatBits(passphraseBits(1), 1);

/** Separators offered; the words are the secret, the separator only helps reading them. */
export const SEPARATORS = [
  { value: "-", label: "Hyphen (-)" },
  { value: " ", label: "Space" },
  { value: ".", label: "Period (.)" },
  { value: "_", label: "Underscore (_)" },
  { value: ",", label: "Comma (,)" },
  { value: "", label: "None" },
] as const;

/** Passphrase mode's options (DECISIONS.md): word count, separator, capitalise, a number. */
export function PassphraseOptionsForm({
  options,
  onChange,
}: {
  options: PassphraseOptions;
  onChange: (patch: Partial<PassphraseOptions>) => void;
}) {
  const known = SEPARATORS.some((separator) => separator.value === options.separator);
  return (
    <div className="space-y-4">
      <RangeField
        label="Words"
        unit="words"
        value={options.words}
        min={PASSPHRASE_MIN_WORDS}
        max={PASSPHRASE_MAX_WORDS}
        constrain={constrainPassphraseWords}
        onChange={(words) => onChange({ words })}
      />
      <Field label="Separator" layout="inline" className="flex min-h-11 flex-col justify-center">
        {(field) => (
          <select
            {...field}
            value={options.separator}
            onChange={(event) => onChange({ separator: event.target.value })}
            className="h-11 rounded-ks border border-border bg-surface px-3 text-sm"
          >
            {known ? null : <option value={options.separator}>“{options.separator}”</option>}
            {SEPARATORS.map((separator) => (
              <option key={separator.label} value={separator.value}>
                {separator.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ToggleRow
        control="switch"
        label="Capitalize words"
        checked={options.capitalize}
        onCheckedChange={(capitalize) => onChange({ capitalize })}
      />
      <ToggleRow
        control="switch"
        label="Add a number"
        description="Appends one digit to a random word."
        checked={options.includeNumber}
        onCheckedChange={(includeNumber) => onChange({ includeNumber })}
      />
      <p className="text-xs text-muted">
        Words come from the EFF large word list ({WORD_LIST_SIZE} words, about {BITS_PER_WORD} bits
        each).
      </p>
    </div>
  );
}
