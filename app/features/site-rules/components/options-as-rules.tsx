import { useId } from "react";

import { CopyButton } from "~/components/copy-button";
import type { PasswordOptions } from "#core";
// The rules code straight from its folder, not the engine's barrel: it loads with this panel only.
import { convertOptionsToRules, formatPasswordRules } from "#core/password-rules";

const RULE_COPY_MESSAGES = {
  success: { title: "Copied!", description: "Password rules copied to clipboard" },
  failure: { title: "Failed to copy password rules" },
};

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
        Your options as a passwordrules attribute
      </h4>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Run a site? Put this in your password field&apos;s <code>passwordrules</code> attribute so
        password managers make passwords like these.
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
          label="Copy"
          accessibleLabel="Copy these password rules"
          messages={RULE_COPY_MESSAGES}
        />
      </div>
      {omitted.length > 0 ? (
        <p className="text-sm text-fair">
          The language has no way to name {omitted.join(" ")}, so the rule leaves{" "}
          {omitted.length === 1 ? "it" : "them"} out.
        </p>
      ) : null}
      {minimumsOmitted ? (
        <p className="text-sm text-fair">
          The language can require a kind of character but not how many, so your minimum numbers or
          symbols are left out.
        </p>
      ) : null}
    </section>
  );
}
