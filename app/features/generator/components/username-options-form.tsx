import { useState } from "react";

import {
  USERNAME_MAX_DIGITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_WORDS,
  USERNAME_MIN_LENGTH,
  USERNAME_MIN_WORDS,
  constrainUsernameOptions,
  describeUsername,
  parseDomain,
  parseEmailAddress,
  type UsernameOptions,
  type UsernameSeparator,
  type UsernameStyle,
} from "#core/generate/username-options";
import { Field } from "~/components/ui/field";
import { SelectField, type SelectChoice } from "~/components/ui/select-field";

import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

const STYLES: ReadonlyArray<SelectChoice<UsernameStyle>> = [
  { value: "words", label: "Words" },
  { value: "chars", label: "Random characters" },
  { value: "plus", label: "Plus address (name+tag@)" },
  { value: "catchall", label: "Catch-all address (tag@domain)" },
];

const SEPARATORS: ReadonlyArray<SelectChoice<UsernameSeparator>> = [
  { value: "", label: "None" },
  { value: "-", label: "Hyphen (-)" },
  { value: "_", label: "Underscore (_)" },
  { value: ".", label: "Period (.)" },
];

function clampWhole(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * Username mode's options (docs/product-decisions.md, "Usernames"): the style, then what that
 * style uses, and what such a username is worth, said plainly.
 */
export function UsernameOptionsForm({
  options,
  onChange,
}: {
  options: UsernameOptions;
  onChange: (patch: Partial<UsernameOptions>) => void;
}) {
  const { adjustments } = constrainUsernameOptions(options);
  return (
    <div className="space-y-4">
      <SelectField
        label="Style"
        value={options.style}
        choices={STYLES}
        onChange={(style) => onChange({ style })}
      />
      <StyleFields options={options} onChange={onChange} />
      {adjustments.map((adjustment) => (
        <p key={adjustment} className="text-xs text-muted" role="status">
          {adjustment}
        </p>
      ))}
      <p className="text-xs text-muted">{describeUsername(options)}</p>
    </div>
  );
}

function StyleFields({
  options,
  onChange,
}: {
  options: UsernameOptions;
  onChange: (patch: Partial<UsernameOptions>) => void;
}) {
  switch (options.style) {
    case "words":
      return (
        <>
          <RangeField
            label="Words"
            unit="words"
            value={options.words}
            min={USERNAME_MIN_WORDS}
            max={USERNAME_MAX_WORDS}
            constrain={(words) => clampWhole(words, USERNAME_MIN_WORDS, USERNAME_MAX_WORDS)}
            onChange={(words) => onChange({ words })}
          />
          <RangeField
            label="Digits"
            unit="digits"
            value={options.digits}
            min={0}
            max={USERNAME_MAX_DIGITS}
            constrain={(digits) => clampWhole(digits, 0, USERNAME_MAX_DIGITS)}
            onChange={(digits) => onChange({ digits })}
          />
          <SelectField
            label="Separator"
            value={options.separator}
            choices={SEPARATORS}
            onChange={(separator) => onChange({ separator })}
          />
          <ToggleRow
            control="switch"
            label="Capitalize words"
            checked={options.capitalize}
            onCheckedChange={(capitalize) => onChange({ capitalize })}
          />
        </>
      );
    case "chars":
      return (
        <RangeField
          label="Length"
          unit="characters"
          value={options.length}
          min={USERNAME_MIN_LENGTH}
          max={USERNAME_MAX_LENGTH}
          constrain={(length) => clampWhole(length, USERNAME_MIN_LENGTH, USERNAME_MAX_LENGTH)}
          onChange={(length) => onChange({ length })}
        />
      );
    case "plus":
      return (
        <AddressField
          label="Your email address"
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={options.email}
          check={(text) => {
            const parsed = parseEmailAddress(text);
            return parsed.ok ? null : parsed.error;
          }}
          onCommit={(email) => onChange({ email })}
        />
      );
    case "catchall":
      return (
        <AddressField
          label="Your domain"
          type="text"
          autoComplete="off"
          placeholder="example.com"
          value={options.domain}
          check={(text) => {
            const parsed = parseDomain(text);
            return parsed.ok ? null : parsed.error;
          }}
          onCommit={(domain) => onChange({ domain })}
        />
      );
    default: {
      const unknown: never = options.style;
      throw new Error(`Unknown username style: ${String(unknown)}`);
    }
  }
}

/**
 * An address typed in full before it is used: applied when the visitor leaves the field or
 * presses Enter, so a half-typed one does not flash errors at every key. What is wrong with it is
 * said under the field (and in the output).
 */
function AddressField({
  label,
  type,
  autoComplete,
  placeholder,
  value,
  check,
  onCommit,
}: {
  label: string;
  type: "email" | "text";
  autoComplete: string;
  placeholder: string;
  value: string;
  check: (text: string) => string | null;
  onCommit: (text: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft === null && value !== "" ? check(value) : null;
  function commit() {
    if (draft === null) return;
    onCommit(draft.trim());
    setDraft(null);
  }
  return (
    <Field
      label={label}
      description="Used only to build the address, in this browser; it is never sent anywhere."
      message={problem}
      invalid={problem !== null}
    >
      {(field) => (
        <input
          {...field}
          type={type}
          inputMode={type === "email" ? "email" : "url"}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="off"
          placeholder={placeholder}
          value={draft ?? value}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className="h-11 w-full rounded-ks border border-border bg-surface px-3 text-sm"
        />
      )}
    </Field>
  );
}
