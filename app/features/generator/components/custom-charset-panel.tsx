import { t } from "@lingui/core/macro";
import {
  CHARSET_PRESETS,
  CUSTOM_CHARSET_MAX,
  parseCustomCharset,
  type CharsetPreset,
  type PasswordOptions,
} from "#core";
import { Field } from "~/components/ui/field";
import { cn } from "~/lib/cn";

import { customSetRefusalText, poolWarningText } from "../lib/engine-messages";

import { ToggleRow } from "./toggle-row";

/**
 * Custom character sets (spec §4, §5): the switch enables the field and the presets; choosing a
 * preset turns custom mode on. The engine reads the set (what counts, what is empty, what cannot
 * be seen or read, what is not a character on its own) and cuts input past 1000 characters; the
 * field says "Too long" when it did. A set that allows one character only (spaces, say) works but
 * gets a warning.
 */
export function CustomCharsetPanel({
  options,
  truncated,
  onChange,
}: {
  options: PasswordOptions;
  /** The engine cut the last input at `CUSTOM_CHARSET_MAX` characters. */
  truncated: boolean;
  onChange: (patch: Partial<PasswordOptions>) => void;
}) {
  const enabled = options.useCustomCharset;
  const parsed = parseCustomCharset(options.customCharset);
  const refusal = enabled ? customSetRefusalText(parsed) : null;
  const error =
    refusal ?? (enabled && parsed.empty ? t`Cannot be empty` : truncated ? t`Too long` : null);
  const characterCount = parsed.count;
  const warning = enabled && error === null ? poolWarningText(options) : null;

  return (
    <div className="space-y-3">
      <ToggleRow
        control="switch"
        label={t`Use custom character set`}
        checked={enabled}
        onCheckedChange={(useCustomCharset) => onChange({ useCustomCharset })}
      />
      <Field
        label={t`Custom characters`}
        invalid={error !== null}
        message={warning}
        messageRole="status"
        messageClassName="text-xs font-medium text-fair"
        description={
          <div className="flex flex-wrap justify-between gap-2">
            <p className={cn("font-medium", error ? "text-weak" : "text-muted")}>
              {error ?? t`Each character has equal probability; repeats count once.`}
            </p>
            <p
              className={cn(parsed.nearLimit ? "font-semibold text-fair" : "text-muted")}
              data-testid="charset-counter"
            >
              {t`${characterCount}/${CUSTOM_CHARSET_MAX} characters`}
            </p>
          </div>
        }
      >
        {(field) => (
          <textarea
            {...field}
            value={options.customCharset}
            disabled={!enabled}
            rows={3}
            spellCheck={false}
            autoComplete="off"
            placeholder={t`Type or paste the characters to choose from`}
            onChange={(event) => onChange({ customCharset: event.target.value })}
            className={cn(
              "block w-full resize-y rounded-ks border bg-surface px-3 py-2 font-mono text-base disabled:cursor-not-allowed disabled:opacity-60",
              error ? "border-weak" : "border-border",
            )}
          />
        )}
      </Field>
      <div>
        <p className="text-sm font-medium">{t`Presets`}</p>
        <ul className="mt-1 grid gap-2 sm:grid-cols-2">
          {CHARSET_PRESETS.map((preset) => {
            const { name, description } = presetTexts(preset);
            return (
              <li key={preset.id}>
                <button
                  type="button"
                  disabled={!enabled}
                  onClick={() =>
                    onChange({ customCharset: preset.charset, useCustomCharset: true })
                  }
                  className="w-full cursor-pointer rounded-ks border border-border p-3 text-left transition-colors enabled:hover:border-accent enabled:hover:bg-accent-soft disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <span className="block text-sm font-semibold">{name}</span>
                  <span className="block text-xs text-muted">{description}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/**
 * A preset's name and line in the page's language; the engine keeps the presets and their English
 * (src/core/options/templates.ts), and the count comes from the preset's characters. A preset this
 * does not know keeps the engine's English.
 */
export function presetTexts(preset: Readonly<CharsetPreset>): {
  name: string;
  description: string;
} {
  const count = preset.charset.length;
  switch (preset.id) {
    case "alphanumeric":
      return {
        name: t`Alphanumeric Only`,
        description: t`Letters and digits, no symbols: ${count} characters.`,
      };
    case "no-ambiguous":
      return {
        name: t`No Ambiguous`,
        description: t`Letters and digits without 0, O, 1, l and I, easy to read and copy: ${count} characters.`,
      };
    case "hexadecimal":
      return {
        name: t`Hexadecimal`,
        description: t`Digits 0-9 and letters A-F, for keys and tokens: ${count} characters.`,
      };
    case "numbers":
      return {
        name: t`Numbers Only`,
        description: t`Digits 0-9, for PINs and numeric codes: ${count} characters.`,
      };
    default:
      return { name: preset.name, description: preset.description };
  }
}
