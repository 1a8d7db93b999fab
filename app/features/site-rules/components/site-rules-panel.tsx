import { t } from "@lingui/core/macro";
import { TriangleExclamationPoint } from "lucide-react";
import { useEffect, useEffectEvent, useReducer } from "react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { formatEntropy } from "~/lib/format-entropy";
import { formatLocalBits } from "~/lib/i18n/format-number";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { singleCharacterPoolText } from "~/lib/pool-warning-text";
import { rulesLengthWarningText } from "~/lib/rules-length-warning";
import type { PasswordOptions } from "#core";
// The rules code straight from its folder, not the engine's barrel: it loads with this panel only.
import { KNOWN_SITES_SOURCE, createRulesGenerator } from "#core/password-rules";
import { useKnownSites, type KnownSitesLoader } from "../hooks/use-known-sites";
import {
  resolveRuleText,
  resolveSiteRulesInput,
  selectionOf,
  type SiteRulesResolution,
  type SiteRulesSelection,
} from "../lib/resolve-site-rules";
import { INITIAL_SITE_RULES_STATE, reduceSiteRules } from "../lib/site-rules-state";
import { OptionsAsRules } from "./options-as-rules";

export interface SiteRulesPanelProps {
  /** The generator's options: their length is the rules' length, and they are shown as a rule. */
  currentOptions: PasswordOptions;
  /**
   * Called when the active rules change: a listed site or a valid pasted rule, or null when the
   * field no longer gives rules. The generator makes its passwords from them and keeps its length
   * control inside `selection.lengthRange` while they are active.
   */
  onRulesChange?: (selection: SiteRulesSelection | null) => void;
  /** Loads the known-sites list; the lazy chunk by default. */
  loadSites?: KnownSitesLoader;
}

const EXAMPLE_RULE = "minlength: 8; maxlength: 64; required: upper; required: digit;";

function selectionKey(selection: SiteRulesSelection | null): string {
  return selection === null ? "" : `${selection.domain ?? ""}\n${selection.text}`;
}

/**
 * The Site Rules panel (docs/decisions/password-rules.md): type a site or paste a rule and read it
 * in plain words. It only picks the rules: the generator card makes every password, from them while
 * they are in force.
 */
export function SiteRulesPanel({ currentOptions, onRulesChange, loadSites }: SiteRulesPanelProps) {
  const [state, dispatch] = useReducer(reduceSiteRules, INITIAL_SITE_RULES_STATE);
  const sites = useKnownSites(loadSites);

  // What the field means is derived on every render, so the list's late arrival is seen too.
  const site = resolveSiteRulesInput(state.input, sites.sites, sites.status === "failed");
  const active =
    site.kind === "unknown-site" && state.pastedRule.trim() !== ""
      ? resolveRuleText(state.pastedRule, null)
      : site;
  const selection = selectionOf(active);

  // The card hears of the rules whenever they change: typed, pasted, or once the list arrived.
  const key = selectionKey(selection);
  const announceRules = useEffectEvent(() => onRulesChange?.(selection));
  useEffect(() => announceRules(), [key]);

  function onInput(input: string) {
    dispatch({ type: "input-changed", input });
    const next = resolveSiteRulesInput(input, sites.sites);
    if (next.kind === "loading" || next.kind === "list-unavailable") void sites.load();
  }

  return (
    <div className="space-y-4">
      <Field
        label={t`Site or password rule`}
        description={t`Type the site you are signing up to, or paste its rule in the Password Rules language.`}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`example.com or minlength: 8; required: upper;`}
            value={state.input}
            onFocus={() => void sites.load()}
            onChange={(event) => onInput(event.target.value)}
            className="min-h-11 w-full rounded-ks border border-border bg-surface px-3 text-base focus-visible:border-accent"
          />
        )}
      </Field>

      <SiteStatus resolution={site} />

      {site.kind === "unknown-site" ? (
        state.pasting ? (
          <Field
            label={requirementsLabel(site.host)}
            description={
              <>
                {t`Write them as a rule, e.g.`} <code>{EXAMPLE_RULE}</code>
              </>
            }
          >
            {(field) => (
              <textarea
                {...field}
                rows={2}
                spellCheck={false}
                placeholder={EXAMPLE_RULE}
                value={state.pastedRule}
                onChange={(event) =>
                  dispatch({ type: "pasted-rule-changed", text: event.target.value })
                }
                className="w-full rounded-ks border border-border bg-surface px-3 py-2 font-mono text-sm focus-visible:border-accent"
              />
            )}
          </Field>
        ) : (
          <Button
            type="button"
            variant="secondary"
            onClick={() => dispatch({ type: "paste-opened" })}
          >
            {t`Paste this site's requirements`}
          </Button>
        )
      ) : null}

      {active !== site ||
      site.kind === "rules" ||
      site.kind === "rule-errors" ||
      site.kind === "unsatisfiable" ? (
        <RuleStatus resolution={active} licence={sites.licence} />
      ) : null}

      {selection !== null ? (
        <RulesLength selection={selection} length={currentOptions.length} />
      ) : null}

      <OptionsAsRules options={currentOptions} />
    </div>
  );
}

function SiteStatus({ resolution }: { resolution: SiteRulesResolution }) {
  switch (resolution.kind) {
    case "loading":
      return (
        <p role="status" className="text-sm text-muted">
          {lookingUpText(resolution.host)}
        </p>
      );
    case "list-unavailable":
      return (
        <p role="alert" className="text-sm text-weak">
          {t`The list of known sites could not be loaded (are you offline?). Paste the site's rule instead, or try again once you are online.`}
        </p>
      );
    case "not-understood":
      return (
        <p role="status" className="text-sm text-muted">
          {t`Type a site such as example.com, or paste a rule such as`}{" "}
          <code>minlength: 8; required: upper;</code>
        </p>
      );
    case "unknown-site":
      return (
        <p role="status" className="text-sm">
          {unknownSiteText(resolution.host)}
        </p>
      );
    default:
      return null;
  }
}

function RuleStatus({
  resolution,
  licence,
}: {
  resolution: SiteRulesResolution;
  licence: string | null;
}) {
  switch (resolution.kind) {
    case "rule-errors":
      return (
        <div role="alert" className="space-y-1 text-sm text-weak">
          <p>{t`This rule cannot be read:`}</p>
          <ul className="list-disc pl-5">
            {resolution.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      );
    case "unsatisfiable":
      return (
        <div role="alert" className="space-y-1 text-sm">
          <p>{resolution.description}</p>
          <p className="text-weak">{resolution.error}</p>
        </div>
      );
    case "rules":
      return (
        <div role="status" className="space-y-1.5">
          <p className="text-sm font-medium">
            {resolution.selection.domain === null
              ? t`Your rule`
              : rulesForText(resolution.selection.domain)}
          </p>
          <p data-testid="rules-description" className="text-sm">
            {resolution.selection.description}
          </p>
          <p className="font-mono text-xs break-all text-muted">{resolution.selection.text}</p>
          {resolution.warnings.map((warning) => (
            <p key={warning} className="text-xs text-fair">
              {warning}
            </p>
          ))}
          {resolution.selection.domain === null ? null : (
            <p className="text-xs text-muted">
              {t`Known sites' rules come from`}{" "}
              <a className="underline" href={KNOWN_SITES_SOURCE.url}>
                {KNOWN_SITES_SOURCE.name}
              </a>{" "}
              ({licenceText(KNOWN_SITES_SOURCE.licence)}, {KNOWN_SITES_SOURCE.copyright}).
            </p>
          )}
          {resolution.selection.domain === null || licence === null ? null : (
            <details className="text-xs text-muted">
              <summary className="cursor-pointer">{t`Licence of the list`}</summary>
              <p className="mt-1 whitespace-pre-line">{licence}</p>
            </details>
          )}
        </div>
      );
    default:
      return null;
  }
}

/**
 * The length the card uses for these rules and what one password from them is worth. Nothing is
 * drawn here: the rules are compiled to count the passwords they accept.
 */
function RulesLength({ selection, length }: { selection: SiteRulesSelection; length: number }) {
  const { min, max, warning } = selection.lengthRange;
  const compiled = createRulesGenerator(selection.rules, { length });
  const warningText = rulesLengthWarningText(selection.lengthRange);
  const made = compiled.ok ? compiled.generator.length : length;
  const allowed = min === max ? t`exactly ${min}` : t`${min} to ${max}`;
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-muted">{t`Length ${made} (${allowed} allowed here)`}</p>
      {warning === null ? null : (
        <p role="alert" className="flex items-start gap-1.5 text-sm text-fair">
          <TriangleExclamationPoint className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warningText}
        </p>
      )}
      {compiled.ok ? (
        <>
          {/* The bits as the strength meter shows them for the same rule: one formatter. */}
          <p className="text-sm">
            {followsText(compiled.generator.entropyBits, compiled.generator.length)}
          </p>
          {rulesNotes(compiled.generator, length).map((note) => (
            <p key={note} className="text-xs text-fair">
              {note}
            </p>
          ))}
        </>
      ) : (
        <p role="alert" className="text-sm text-weak">
          {compiled.error}
        </p>
      )}
    </div>
  );
}

function requirementsLabel(host: string): string {
  return t`Requirements for ${host}`;
}

function lookingUpText(host: string): string {
  return t`Looking up ${host}…`;
}

function unknownSiteText(host: string): string {
  return t`Keysmith knows no special rules for ${host}. Most sites accept the usual passwords; if this one has requirements, paste them and Keysmith will follow them.`;
}

function rulesForText(domain: string): string {
  return t`Rules for ${domain}`;
}

function licenceText(licence: string): string {
  return t`${licence} licence`;
}

function followsText(entropyBits: number, length: number): string {
  // The bits as the strength meter shows them for the same rule: one formatter in English.
  const bits = formatLocalBits(Math.round(entropyBits * 10) / 10, 1);
  const entropy = i18n.locale === SOURCE_LOCALE ? formatEntropy(entropyBits) : t`${bits} bits`;
  return t`Generate now follows these rules: ${entropy} of entropy, each password drawn evenly from every ${length}-character password they accept.`;
}

/**
 * What the generator's notes say (`RulesGenerator.notes`, the engine's English) besides the length
 * warning shown above them, from its data: the length it changed, a pool of one character.
 */
function rulesNotes(
  generator: { length: number; pool: string; entropyBits: number },
  requested: number,
): string[] {
  const notes: string[] = [];
  const { length } = generator;
  // As the engine's `constrainRulesLength` words it.
  const wanted = Number.isFinite(requested) ? Math.round(requested) : length;
  if (length !== requested && length > wanted) {
    notes.push(t`Length raised to ${length} for these rules`);
  }
  if (length !== requested && length < wanted) {
    notes.push(t`Length lowered to ${length} for these rules`);
  }
  if (generator.pool.length === 1) {
    notes.push(singleCharacterPoolText(generator.pool, length, generator.entropyBits));
  }
  return notes;
}
