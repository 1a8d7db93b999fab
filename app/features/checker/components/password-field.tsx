import { t } from "@lingui/core/macro";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";

/**
 * The masked password input with a show/hide toggle. The toggle's name stays "Show password"
 * and `aria-pressed` says whether it is on (WAI-ARIA APG toggle button: a toggle's label does
 * not change with its state), so screen readers hear "Show password, toggle button, pressed".
 */
export function PasswordField({
  value,
  onChange,
  onFocus,
  describedBy,
}: {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  /** Ids of notes elsewhere in the form that describe the input (the privacy note). */
  describedBy?: string;
}) {
  const [visible, setVisible] = useState(false);
  const input = useTypedBeforeHydration(value, onChange);
  return (
    <Field label={t`Password to check`} labelClassName="mb-2" describedBy={describedBy}>
      {(field) => (
        <div className="relative">
          <input
            {...field}
            ref={input}
            type={visible ? "text" : "password"}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onFocus={onFocus}
            // No name: even a form submitted before hydration would put nothing in the URL.
            // Browsers ignore "off" on password fields; "new-password" is the value that keeps
            // them from filling in a saved login (MDN, autocomplete).
            autoComplete="new-password"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            // Keep password managers from offering to save what is only being checked.
            data-1p-ignore=""
            data-lpignore="true"
            data-bwignore=""
            placeholder={t`Type or paste a password`}
            className="min-h-12 w-full rounded-ks border border-border bg-surface py-2 pr-14 pl-3 font-mono text-base placeholder:font-sans placeholder:text-muted focus-visible:border-accent"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t`Show password`}
            aria-pressed={visible}
            aria-controls={field.id}
            title={t`Show password`}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0.5 right-0.5 h-auto text-muted hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      )}
    </Field>
  );
}
