import { t } from "@lingui/core/macro";
import {
  SPECIAL,
  TYPE_MINIMUM_MAX,
  TYPE_MINIMUM_MIN,
  constrainTypeMinimum,
  normalizeSymbols,
  sameSymbols,
  type PasswordOptions,
} from "#core";

import { SAFE_SYMBOLS } from "#core/generate/symbol-table";

import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { symbolNameText } from "~/lib/symbol-names";

import { RangeField } from "./range-field";

const SAFE_LIST = [...SAFE_SYMBOLS].join(" ");

/** The symbol presets, named in the page's language. */
function presets() {
  return [
    { label: t`All`, symbols: SPECIAL },
    { label: t`Safe for most sites: ${SAFE_LIST}`, symbols: SAFE_SYMBOLS },
    { label: t`None`, symbols: "" },
  ] as const;
}

/**
 * The options people ask for most: characters to leave out, which symbols to
 * use, and minimum counts of numbers and symbols. Loaded when "More character options" opens.
 */
export default function CharacterOptions({
  options,
  onChange,
}: {
  options: PasswordOptions;
  onChange: (patch: Partial<PasswordOptions>) => void;
}) {
  const custom = options.useCustomCharset;
  const chosenCount = options.symbols.length;
  const symbolCount = SPECIAL.length;
  function toggle(symbol: string) {
    const chosen = options.symbols.includes(symbol)
      ? options.symbols.replace(symbol, "")
      : options.symbols + symbol;
    onChange({ symbols: normalizeSymbols(chosen) });
  }
  return (
    <div className="space-y-4 pt-3">
      <Field
        label={t`Exclude these characters`}
        description={t`Each character typed here is left out of every password, custom sets included.`}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            value={options.excludeCharacters}
            onChange={(event) => onChange({ excludeCharacters: event.target.value })}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className="h-11 w-full rounded-ks border border-border bg-surface px-3 font-mono text-sm"
          />
        )}
      </Field>
      {custom ? (
        <p className="text-xs text-muted">
          {t`A custom character set is on: the symbols and minimums below apply to the character types, so they are not used.`}
        </p>
      ) : null}
      <fieldset disabled={custom}>
        <legend className="text-sm font-medium">{t`Symbols to use`}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {presets().map((preset) => (
            <button
              key={preset.label}
              type="button"
              aria-pressed={sameSymbols(options.symbols, preset.symbols)}
              className={buttonVariants({ variant: "secondary", size: "compact" })}
              onClick={() => onChange({ symbols: preset.symbols })}
            >
              {preset.label}
            </button>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-1">
          {[...SPECIAL].map((symbol) => (
            <button
              key={symbol}
              type="button"
              aria-pressed={options.symbols.includes(symbol)}
              aria-label={symbolNameText(symbol)}
              title={symbolNameText(symbol)}
              className={cn(
                buttonVariants({ variant: "secondary", size: "icon" }),
                "font-mono text-base",
              )}
              onClick={() => toggle(symbol)}
            >
              {symbol}
            </button>
          ))}
        </div>
        <p className="mt-1 text-xs text-muted" data-testid="symbol-count">
          {t`${chosenCount} of ${symbolCount} symbols chosen.`}
        </p>
      </fieldset>
      {custom ? null : (
        <>
          <RangeField
            label={t`Minimum numbers`}
            unit={t`numbers`}
            value={options.minNumbers}
            min={TYPE_MINIMUM_MIN}
            max={TYPE_MINIMUM_MAX}
            constrain={constrainTypeMinimum}
            onChange={(minNumbers) => onChange({ minNumbers })}
          />
          <RangeField
            label={t`Minimum symbols`}
            unit={t`symbols`}
            value={options.minSymbols}
            min={TYPE_MINIMUM_MIN}
            max={TYPE_MINIMUM_MAX}
            constrain={constrainTypeMinimum}
            onChange={(minSymbols) => onChange({ minSymbols })}
          />
        </>
      )}
    </div>
  );
}
