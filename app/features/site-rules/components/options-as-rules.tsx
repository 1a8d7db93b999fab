import { msg, t } from "@lingui/core/macro";
import { useId } from "react";

import { CopyButton, type CopyMessages } from "~/components/copy-button";
import type { PasswordOptions } from "#core";
// The rules code straight from its folder, not the engine's barrel: it loads with this panel only.
import { convertOptionsToRules, formatPasswordRules } from "#core/password-rules";

const RULE_COPY_MESSAGES = {
  success: { title: msg`Copied!`, description: msg`Password rules copied to clipboard` },
  failure: { title: msg`Failed to copy password rules` },
} satisfies CopyMessages;

/**
 * The generator's current options written as a Password Rules string, for a site owner's
 * `passwordrules` attribute: site rules in the reverse direction
 * (docs/decisions/password-rules.md).
 */
export function OptionsAsRules({ options }: { options: PasswordOptions }) {
  const id = useId();
  const { rules, omitted, minimumsOmitted } = convertOptionsToRules(options);
  const text = formatPasswordRules(rules);
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-border pt-4">
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {t`Your options as a passwordrules attribute`}
      </h4>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hintParts().map((part, index) =>
          part === ATTRIBUTE ? <code key={index}>{part}</code> : part,
        )}
      </p>
      <div className="flex items-start gap-2">
        <code
          aria-describedby={`${id}-hint`}
          data-testid="options-as-rules"
          className="min-w-0 flex-1 rounded-ks border border-border bg-subtle px-3 py-2 font-mono text-sm break-all"
        >
          {text}
        </code>
        <CopyButton
          text={text}
          label={t`Copy`}
          accessibleLabel={t`Copy these password rules`}
          messages={RULE_COPY_MESSAGES}
        />
      </div>
      {omitted.length > 0 ? <p className="text-sm text-fair">{omittedText(omitted)}</p> : null}
      {minimumsOmitted ? (
        <p className="text-sm text-fair">
          {t`The language can require a kind of character but not how many, so your minimum numbers or symbols are left out.`}
        </p>
      ) : null}
    </section>
  );
}

/** The custom characters the Password Rules language cannot name, which the rule leaves out. */
function omittedText(omitted: readonly string[]): string {
  const list = omitted.join(" ");
  return omitted.length === 1
    ? t`The language has no way to name ${list}, so the rule leaves it out.`
    : t`The language has no way to name ${list}, so the rule leaves them out.`;
}

const ATTRIBUTE = "passwordrules";

/** The hint, split around the attribute's name so it shows as code wherever a language puts it. */
function hintParts(): string[] {
  const attribute = ATTRIBUTE;
  const hint = t`Run a site? Put this in your password field's ${attribute} attribute so password managers make passwords like these.`;
  return hint.split(/(passwordrules)/);
}
