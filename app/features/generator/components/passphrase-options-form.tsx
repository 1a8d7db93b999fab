import { msg, t } from "@lingui/core/macro";
import {
  PASSPHRASE_MAX_WORDS,
  PASSPHRASE_MIN_WORDS,
  PASSPHRASE_SYMBOLS,
  RANDOM_SEPARATORS,
  constrainPassphraseWords,
  type PassphraseLanguage,
  type PassphraseOptions,
} from "#core";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { SelectField, type SelectChoice } from "~/components/ui/select-field";
import { formatLocalBits, formatLocalCount } from "~/lib/i18n/format-number";
import { i18n } from "~/lib/i18n/runtime";

import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

/** The separator menu's value for "a random one between each pair of words". */
const RANDOM = "random";
const SPACED_SEPARATORS = [...RANDOM_SEPARATORS].join(" ");
const PASSPHRASE_SYMBOL_LIST = [...PASSPHRASE_SYMBOLS].join(" ");

/** Separators offered; the words are the secret, the separator only helps reading them. */
export const SEPARATORS = [
  { value: "-", label: msg`Hyphen (-)` },
  { value: " ", label: msg`Space` },
  { value: ".", label: msg`Period (.)` },
  { value: "_", label: msg`Underscore (_)` },
  { value: ",", label: msg`Comma (,)` },
  { value: "", label: msg`None` },
] as const;

const LANGUAGE_CHOICES: ReadonlyArray<SelectChoice<PassphraseLanguage>> = PASSPHRASE_LANGUAGES.map(
  (info) => ({ value: info.code, label: info.name, lang: info.code }),
);

/**
 * The separator menu: a separator stored by hand (not in the list) first, as itself, then the
 * list, then the random choice.
 */
function separatorChoices(stored: string): Array<SelectChoice<string>> {
  const known = stored === RANDOM || SEPARATORS.some((separator) => separator.value === stored);
  return [
    ...(known ? [] : [{ value: stored, label: `“${stored}”` }]),
    ...SEPARATORS.map(({ value, label }) => ({ value, label: i18n._(label) })),
    { value: RANDOM, label: t`Random (${SPACED_SEPARATORS})` },
  ];
}

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
  const language = PASSPHRASE_LANGUAGES.find((info) => info.code === options.language);
  const size = language ? formatLocalCount(language.size) : "";
  const bits = language ? formatLocalBits(Math.log2(language.size), 1) : "";
  return (
    <div className="space-y-4">
      <SelectField
        label={t`Language`}
        value={options.language}
        choices={LANGUAGE_CHOICES}
        onChange={(language) => onChange({ language })}
      />
      <RangeField
        label={t`Words`}
        unit={t`words`}
        value={options.words}
        min={PASSPHRASE_MIN_WORDS}
        max={PASSPHRASE_MAX_WORDS}
        constrain={constrainPassphraseWords}
        onChange={(words) => onChange({ words })}
      />
      <SelectField
        label={t`Separator`}
        value={options.randomSeparator ? RANDOM : options.separator}
        choices={separatorChoices(options.separator)}
        onChange={(separator) =>
          separator === RANDOM
            ? onChange({ randomSeparator: true })
            : onChange({ separator, randomSeparator: false })
        }
      />
      <ToggleRow
        control="switch"
        label={t`Capitalize words`}
        checked={options.capitalize}
        onCheckedChange={(capitalize) => onChange({ capitalize })}
      />
      <ToggleRow
        control="switch"
        label={t`Add a number`}
        description={t`Appends one digit to a random word.`}
        checked={options.includeNumber}
        onCheckedChange={(includeNumber) => onChange({ includeNumber })}
      />
      <ToggleRow
        control="switch"
        label={t`Add a symbol`}
        description={t`Appends one of ${PASSPHRASE_SYMBOL_LIST} to a random word.`}
        checked={options.includeSymbol}
        onCheckedChange={(includeSymbol) => onChange({ includeSymbol })}
      />
      {language ? (
        <p className="text-xs text-muted">{wordListSourceText(language.code, size, bits)}</p>
      ) : null}
    </div>
  );
}

/**
 * Where a language's words come from, with its size and bits, as one sentence per list (the
 * engine names each list in English, `PassphraseLanguageInfo.source`).
 */
export function wordListSourceText(code: PassphraseLanguage, size: string, bits: string): string {
  switch (code) {
    case "en":
      return t`Words come from the EFF large word list (${size} words, about ${bits} bits each).`;
    case "de":
      return t`Words come from the German list of dys2p/wordlists-de (${size} words, about ${bits} bits each).`;
    case "es":
      return t`Words come from the Spanish BIP39 list (${size} words, about ${bits} bits each).`;
    case "fr":
      return t`Words come from the French BIP39 list (${size} words, about ${bits} bits each).`;
    case "it":
      return t`Words come from the Italian BIP39 list (${size} words, about ${bits} bits each).`;
    case "pt":
      return t`Words come from the Portuguese BIP39 list (${size} words, about ${bits} bits each).`;
    case "cs":
      return t`Words come from the Czech BIP39 list (${size} words, about ${bits} bits each).`;
    default: {
      const unknown: never = code;
      throw new Error(`Unknown passphrase language: ${String(unknown)}`);
    }
  }
}
