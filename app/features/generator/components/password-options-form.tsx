import { msg, t } from "@lingui/core/macro";

import { i18n } from "~/lib/i18n/runtime";
import { rulesLengthWarningText } from "~/lib/rules-length-warning";
import {
  DIGITS,
  LOWERCASE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SPECIAL,
  UPPERCASE,
  DEFAULT_PASSWORD_OPTIONS,
  constrainPasswordLength,
  type PasswordOptions,
} from "#core";

import { lazy, Suspense, useState } from "react";

import type { SiteRules } from "../lib/generator-state";
import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

/** Exclusions, symbol choice and minimums: loaded when their section opens. */
const CharacterOptions = lazy(() => import("./character-options"));

/** Whether any of those options differs from its default, so the closed section says so. */
function characterOptionsInUse(options: PasswordOptions): boolean {
  return (
    options.excludeCharacters !== DEFAULT_PASSWORD_OPTIONS.excludeCharacters ||
    options.symbols !== DEFAULT_PASSWORD_OPTIONS.symbols ||
    options.minNumbers !== DEFAULT_PASSWORD_OPTIONS.minNumbers ||
    options.minSymbols !== DEFAULT_PASSWORD_OPTIONS.minSymbols
  );
}

const TYPES = [
  { key: "includeUppercase", label: msg`Uppercase`, sample: UPPERCASE.slice(0, 3) },
  { key: "includeLowercase", label: msg`Lowercase`, sample: LOWERCASE.slice(0, 3) },
  { key: "includeNumbers", label: msg`Numbers`, sample: DIGITS.slice(0, 3) },
  { key: "includeSpecial", label: msg`Symbols`, sample: SPECIAL.slice(0, 3) },
] as const;

/**
 * Length, the four character types and exclude similar characters (spec §3;
 * docs/product-decisions.md, "Password length" and "Exclude similar characters").
 */
export function PasswordOptionsForm({
  options,
  onChange,
  siteRules = null,
  onRulesLengthChange,
}: {
  options: PasswordOptions;
  onChange: (patch: Partial<PasswordOptions>) => void;
  /** Site rules in force: they set the length's range and the characters. */
  siteRules?: SiteRules | null;
  onRulesLengthChange?: (length: number) => void;
}) {
  const custom = options.useCustomCharset;
  const ruled = siteRules !== null;
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <div className="space-y-4">
      <RangeField
        label={t`Length`}
        unit={t`characters`}
        value={siteRules?.length ?? options.length}
        min={siteRules?.selection.lengthRange.min ?? PASSWORD_MIN_LENGTH}
        max={siteRules?.selection.lengthRange.max ?? PASSWORD_MAX_LENGTH}
        constrain={
          siteRules === null
            ? constrainPasswordLength
            : (length) =>
                siteRules.code.constrainRulesLength(siteRules.selection.lengthRange, length).length
        }
        onChange={(length) =>
          siteRules === null ? onChange({ length }) : onRulesLengthChange?.(length)
        }
      />
      {siteRules?.selection.lengthRange.warning ? (
        <p className="text-sm text-fair">
          {rulesLengthWarningText(siteRules.selection.lengthRange)}
        </p>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium">{t`Characters`}</legend>
        {siteRules !== null ? (
          <p className="mt-1 text-xs text-muted">{setByRuleText(siteRules)}</p>
        ) : custom ? (
          <p className="mt-1 text-xs text-muted">
            {t`A custom character set is on, so it is used instead of these types.`}
          </p>
        ) : null}
        <div className="mt-1 grid grid-cols-2 gap-x-4">
          {TYPES.map((type) => (
            <ToggleRow
              key={type.key}
              label={
                <>
                  {i18n._(type.label)}{" "}
                  <span className="font-mono text-xs text-muted" aria-hidden="true">
                    {type.sample}
                  </span>
                </>
              }
              checked={options[type.key]}
              disabled={custom || ruled}
              onCheckedChange={(checked) => onChange({ [type.key]: checked })}
            />
          ))}
        </div>
      </fieldset>
      <ToggleRow
        control="switch"
        label={t`Exclude similar characters`}
        description={t`Leaves out 0 O 1 l I, which are easy to confuse.`}
        checked={options.excludeSimilar}
        onCheckedChange={(excludeSimilar) => onChange({ excludeSimilar })}
      />
      {ruled ? null : (
        <details
          className="rounded-ks border border-border px-3 py-2"
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        >
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
            {t`More character options`}
            {characterOptionsInUse(options) ? (
              <span className="ml-2 text-xs font-normal text-muted">{t`(in use)`}</span>
            ) : null}
          </summary>
          {moreOpen ? (
            <Suspense fallback={<p className="py-2 text-sm text-muted">{t`Loading…`}</p>}>
              <CharacterOptions options={options} onChange={onChange} />
            </Suspense>
          ) : null}
        </details>
      )}
    </div>
  );
}

/** The note that the site's rules set the characters: the site's domain, or the pasted rule. */
function setByRuleText(siteRules: SiteRules): string {
  const domain = siteRules.selection.domain;
  return domain === null
    ? t`Set by the site rule (your rule).`
    : t`Set by the site rule (${domain}).`;
}
