import {
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  constrainPassphraseWords,
  type PassphraseOptions,
} from "#core";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { Field } from "~/components/ui/field";
import { formatBits, formatCount } from "~/lib/facts/derive";

import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

/** The separator menu's value for "a random one between each pair of words". */
const RANDOM = "random";
const SPACED_SEPARATORS = [...RANDOM_SEPARATORS].join(" ");

/** Separators offered; the words are the secret, the separator only helps reading them. */
export const SEPARATORS = [
  { value: "-", label: "Hyphen (-)" },
  { value: " ", label: "Space" },
  { value: ".", label: "Period (.)" },
  { value: "_", label: "Underscore (_)" },
  { value: ",", label: "Comma (,)" },
  { value: "", label: "None" },
] as const;

/**
 * Passphrase mode's options (docs/product-decisions.md, "Passphrases"): language, word
 * count, separator (fixed or random), capitalise, a number, a symbol.
 */
export function PassphraseOptionsForm({
  options,
  onChange,
}: {
  options: PassphraseOptions;
  onChange: (patch: Partial<PassphraseOptions>) => void;
}) {
  const known = SEPARATORS.some((separator) => separator.value === options.separator);
  const language = PASSPHRASE_LANGUAGES.find((info) => info.code === options.language);
  return (
    <div className="space-y-4">
      <Field label="Language" layout="inline" className="flex min-h-11 flex-col justify-center">
        {(field) => (
          <select
            {...field}
            value={options.language}
            onChange={(event) => {
              const picked = PASSPHRASE_LANGUAGES.find((info) => info.code === event.target.value);
              if (picked) onChange({ language: picked.code });
            }}
            className="h-11 rounded-ks border border-border bg-surface px-3 text-sm"
          >
            {PASSPHRASE_LANGUAGES.map((info) => (
              <option key={info.code} value={info.code} lang={info.code}>
                {info.name}
              </option>
            ))}
          </select>
        )}
      </Field>
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
            value={options.randomSeparator ? RANDOM : options.separator}
            onChange={(event) =>
              event.target.value === RANDOM
                ? onChange({ randomSeparator: true })
                : onChange({ separator: event.target.value, randomSeparator: false })
            }
            className="h-11 rounded-ks border border-border bg-surface px-3 text-sm"
          >
            {known || options.separator === RANDOM ? null : (
              <option value={options.separator}>“{options.separator}”</option>
            )}
            {SEPARATORS.map((separator) => (
              <option key={separator.label} value={separator.value}>
                {separator.label}
              </option>
            ))}
            <option value={RANDOM}>Random ({SPACED_SEPARATORS})</option>
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
      <ToggleRow
        control="switch"
        label="Add a symbol"
        description={`Appends one of ${[...PASSPHRASE_SYMBOLS].join(" ")} to a random word.`}
        checked={options.includeSymbol}
        onCheckedChange={(includeSymbol) => onChange({ includeSymbol })}
      />
      {language ? (
        <p className="text-xs text-muted">
          Words come from {language.source} ({formatCount(language.size)} words, about{" "}
          {formatBits(Math.log2(language.size), 1)} bits each).
        </p>
      ) : null}
    </div>
  );
}
