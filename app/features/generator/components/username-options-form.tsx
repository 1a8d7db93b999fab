import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { useState } from "react";

import {
  USERNAME_MAX_DIGITS,
  USERNAME_MAX_LENGTH,
  USERNAME_MAX_WORDS,
  USERNAME_MIN_LENGTH,
  USERNAME_MIN_WORDS,
  constrainUsernameOptions,
  parseDomain,
  parseEmailAddress,
  type UsernameOptions,
  type UsernameSeparator,
  type UsernameStyle,
} from "#core/generate/username-options";
import { Field } from "~/components/ui/field";
import { i18n } from "~/lib/i18n/runtime";
import { SelectField, type SelectChoice } from "~/components/ui/select-field";

import { usernameNoteText, usernameText } from "../lib/engine-messages";
import { RangeField } from "./range-field";
import { ToggleRow } from "./toggle-row";

/** A menu choice whose label is a message, said in the page's language when the menu renders. */
type Choice<T extends string> = { value: T; label: MessageDescriptor };

function inLanguage<T extends string>(choices: ReadonlyArray<Choice<T>>): Array<SelectChoice<T>> {
  return choices.map(({ value, label }) => ({ value, label: i18n._(label) }));
}

const STYLES: ReadonlyArray<Choice<UsernameStyle>> = [
  { value: "words", label: msg`Words` },
  { value: "chars", label: msg`Random characters` },
  { value: "plus", label: msg`Plus address (name+tag@)` },
  { value: "catchall", label: msg`Catch-all address (tag@domain)` },
];

const SEPARATORS: ReadonlyArray<Choice<UsernameSeparator>> = [
  { value: "", label: msg`None` },
  { value: "-", label: msg`Hyphen (-)` },
  { value: "_", label: msg`Underscore (_)` },
  { value: ".", label: msg`Period (.)` },
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
        label={t`Style`}
        value={options.style}
        choices={inLanguage(STYLES)}
        onChange={(style) => onChange({ style })}
      />
      <StyleFields options={options} onChange={onChange} />
      {adjustments.map((adjustment) => (
        <p key={adjustment} className="text-xs text-muted" role="status">
          {usernameText(adjustment)}
        </p>
      ))}
      <p className="text-xs text-muted">{usernameNoteText(options)}</p>
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
            label={t`Words`}
            unit={t`words`}
            value={options.words}
            min={USERNAME_MIN_WORDS}
            max={USERNAME_MAX_WORDS}
            constrain={(words) => clampWhole(words, USERNAME_MIN_WORDS, USERNAME_MAX_WORDS)}
            onChange={(words) => onChange({ words })}
          />
          <RangeField
            label={t`Digits`}
            unit={t`digits`}
            value={options.digits}
            min={0}
            max={USERNAME_MAX_DIGITS}
            constrain={(digits) => clampWhole(digits, 0, USERNAME_MAX_DIGITS)}
            onChange={(digits) => onChange({ digits })}
          />
          <SelectField
            label={t`Separator`}
            value={options.separator}
            choices={inLanguage(SEPARATORS)}
            onChange={(separator) => onChange({ separator })}
          />
          <ToggleRow
            control="switch"
            label={t`Capitalize words`}
            checked={options.capitalize}
            onCheckedChange={(capitalize) => onChange({ capitalize })}
          />
        </>
      );
    case "chars":
      return (
        <RangeField
          label={t`Length`}
          unit={t`characters`}
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
          label={t`Your email address`}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={options.email}
          check={(text) => {
            const parsed = parseEmailAddress(text);
            return parsed.ok ? null : usernameText(parsed.error);
          }}
          onCommit={(email) => onChange({ email })}
        />
      );
    case "catchall":
      return (
        <AddressField
          label={t`Your domain`}
          type="text"
          autoComplete="off"
          placeholder="example.com"
          value={options.domain}
          check={(text) => {
            const parsed = parseDomain(text);
            return parsed.ok ? null : usernameText(parsed.error);
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
      description={t`Used only to build the address, in this browser; it is never sent anywhere.`}
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
