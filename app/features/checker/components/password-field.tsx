import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "~/components/ui/button";

/**
 * The masked password input with a show/hide toggle. The toggle's name stays "Show password"
 * and `aria-pressed` says whether it is on (WAI-ARIA APG toggle button: a toggle's label does
 * not change with its state), so screen readers hear "Show password, toggle button, pressed".
 * Wired by hand, not with `Field`: Field's shared chunk (0.7 KB gzip) took /password-checker to
 * 132.2 KB, over its 132 KB budget (issue 11).
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
  describedBy?: string;
}) {
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-medium">
        Password to check
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onFocus={onFocus}
          aria-describedby={describedBy}
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
          placeholder="Type or paste a password"
          className="min-h-12 w-full rounded-ks border border-border bg-surface py-2 pr-14 pl-3 font-mono text-base placeholder:font-sans placeholder:text-muted focus-visible:border-accent"
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={inputId}
          title="Show password"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0.5 right-0.5 h-auto text-muted hover:text-fg aria-pressed:bg-accent-soft aria-pressed:text-accent-text"
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
