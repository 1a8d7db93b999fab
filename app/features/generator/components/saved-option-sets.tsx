import { msg, plural, t } from "@lingui/core/macro";
import { Pencil, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from "react";

import { STORAGE_KEYS } from "#core";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";
import { findInvisibleInText } from "#core/generate/visible-text";
import {
  SAVED_SETS_MAX,
  SAVED_SET_NAME_MAX,
  SET_NAME_MESSAGES,
  deleteOptionSet,
  readStoredOptionSets,
  renameOptionSet,
  saveOptionSet,
  type SavedOptionSet,
} from "#core/options/saved-option-sets";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { i18n } from "~/lib/i18n/runtime";
import { readStorage, writeStorage } from "~/lib/storage";

import { listCodePointsText } from "../lib/engine-messages";
import { MODE_LABELS } from "../lib/mode-labels";
import { STORAGE_UNAVAILABLE_NOTICE } from "../lib/stored-settings";
import { sayText, type UiText } from "../lib/ui-text";

/** The generator's settings a set keeps: its mode and every mode's options. */
export type CurrentSettings = Omit<SavedOptionSet, "name">;

// Messages, said when they render (lib/ui-text.ts).
export const SAVED_SETS_DROPPED_NOTICE = msg`Some of your saved sets could not be read and were left out.`;
export const SAVED_SETS_INCOGNITO_NOTE = msg`Incognito mode is on, so new sets are not saved. Your saved sets still apply.`;
/** Said after a change made in incognito, which storage holds back (app/lib/storage.ts). */
export const SAVED_SETS_INCOGNITO_CHANGE = msg`For this page only: incognito mode is on, so the sets saved in this browser stay as they were.`;

/** A set's rename button's name. */
function renameLabel(name: string): string {
  return t`Rename “${name}”`;
}

/** A set's delete button's name. */
function deleteLabel(name: string): string {
  return t`Delete “${name}”`;
}

/** What the status says once a set is deleted. */
function deletedText(name: string): string {
  return t`Deleted “${name}”.`;
}

/**
 * The engine's refusal of a name (`SET_NAME_MESSAGES`, found by its constant) in the page's
 * language; `typed` is the name the visitor typed, whose unseen characters the refusal lists.
 */
export function setNameErrorText(error: string, typed: string): string {
  switch (error) {
    case SET_NAME_MESSAGES.empty:
      return t`Give the set a name, such as “Bank” or “Office WiFi”.`;
    case SET_NAME_MESSAGES.tooLong:
      return t`A name can have at most ${SAVED_SET_NAME_MAX} characters.`;
    case SET_NAME_MESSAGES.full:
      return t`You can keep up to ${SAVED_SETS_MAX} saved sets. Delete one to save another.`;
    case SET_NAME_MESSAGES.taken:
      return t`Another saved set already has this name.`;
    case SET_NAME_MESSAGES.gone:
      return t`This set is no longer saved.`;
    default: {
      const unseen = findInvisibleInText(typed.trim().replace(/\s+/gu, " "));
      if (!error.startsWith(SET_NAME_MESSAGES.invisible) || unseen.length === 0) return error;
      const list = listCodePointsText(unseen);
      return t`A name cannot contain characters that cannot be seen or read: ${list}.`;
    }
  }
}

/** One line saying what a set makes: its mode, then its length or size and its character types. */
export function describeOptionSet(set: Pick<SavedOptionSet, keyof CurrentSettings>): string {
  const parts = [i18n._(MODE_LABELS[set.mode])];
  switch (set.mode) {
    case "password": {
      const { options } = set;
      const { length } = options;
      parts.push(plural(length, { one: "# character", other: "# characters" }));
      if (options.useCustomCharset) {
        parts.push(t`custom set`);
      } else {
        const types = [
          options.includeUppercase && "A-Z",
          options.includeLowercase && "a-z",
          options.includeNumbers && "0-9",
          options.includeSpecial && t`symbols`,
        ].filter(Boolean);
        parts.push(types.join(" "));
        if (options.excludeCharacters !== "") parts.push(t`some characters excluded`);
      }
      break;
    }
    case "passphrase": {
      const { words, language } = set.passphraseOptions;
      const name = PASSPHRASE_LANGUAGES.find((info) => info.code === language)?.name;
      parts.push(plural(words, { one: "# word", other: "# words" }), name ?? language);
      break;
    }
    case "memorable": {
      const { groups } = set.modeOptions.memorable;
      parts.push(plural(groups, { one: "# group", other: "# groups" }));
      break;
    }
    case "pin": {
      const digits = set.modeOptions.pin.length;
      parts.push(plural(digits, { one: "# digit", other: "# digits" }));
      break;
    }
    case "username": {
      const { style, words, length } = set.modeOptions.username;
      parts.push(
        style === "words"
          ? plural(words, { one: "# word", other: "# words" })
          : style === "chars"
            ? plural(length, { one: "# character", other: "# characters" })
            : style === "plus"
              ? t`plus address`
              : t`catch-all address`,
      );
      break;
    }
    default: {
      const unknown: never = set.mode;
      throw new Error(`Unknown generator mode: ${String(unknown)}`);
    }
  }
  return parts.join(" · ");
}

/**
 * Named sets of options, kept in this browser: the current settings saved
 * under a name, applied in one click like a template. Read when the panel opens, through the
 * engine's reader, so a damaged entry is reported and the rest kept.
 */
export function SavedOptionSets({
  current,
  incognito,
  onApply,
}: {
  current: CurrentSettings;
  incognito: boolean;
  onApply: (set: SavedOptionSet) => void;
}) {
  // The panel opens only after hydration, on a click, so storage can be read as it mounts.
  const [stored] = useState(() => readStoredOptionSets(readStorage(STORAGE_KEYS.savedOptionSets)));
  const [sets, setSets] = useState(stored.value);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<UiText | null>(
    stored.problem ? SAVED_SETS_DROPPED_NOTICE : null,
  );
  const headingId = useId();
  const listId = useId();
  // The name of the set being renamed, and where focus goes back once the rename ends.
  const [renaming, setRenaming] = useState<string | null>(null);
  const focusAfterRename = useRef<number | null>(null);

  // After a rename ends, focus goes back to that set's Rename button (its position is kept).
  useEffect(() => {
    if (focusAfterRename.current === null) return;
    document.getElementById(`${listId}-rename-${focusAfterRename.current}`)?.focus();
    focusAfterRename.current = null;
  });

  function endRename(index: number) {
    focusAfterRename.current = index;
    setRenaming(null);
  }

  function store(next: SavedOptionSet[], done: string) {
    setSets(next);
    if (incognito) {
      setStatus(`${done} ${sayText(SAVED_SETS_INCOGNITO_CHANGE)}`);
      return;
    }
    setStatus(
      writeStorage(STORAGE_KEYS.savedOptionSets, JSON.stringify(next))
        ? done
        : sayText(STORAGE_UNAVAILABLE_NOTICE),
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const result = saveOptionSet(sets, { ...current, name });
    if ("error" in result) {
      setError(setNameErrorText(result.error, name));
      return;
    }
    setError(null);
    setName("");
    const saved = result.name;
    store(result.sets, result.replaced ? t`Replaced “${saved}”.` : t`Saved “${saved}”.`);
  }

  return (
    <section aria-labelledby={headingId} className="mt-5 border-t border-border pt-4">
      <h4 id={headingId} className="text-sm font-semibold">
        {t`Your saved sets`}
      </h4>
      <p className="mt-1 text-xs text-muted">
        {t`Save the options you use for one purpose under a name, then apply them in one click. They stay in this browser only.`}
      </p>

      {incognito ? (
        <p className="mt-3 text-sm">{sayText(SAVED_SETS_INCOGNITO_NOTE)}</p>
      ) : (
        <form onSubmit={save} className="mt-3 grid gap-2 sm:flex sm:items-end" noValidate>
          <SetNameField
            label={t`Name for the current options`}
            error={error}
            value={name}
            placeholder={t`Bank, Office WiFi…`}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t`Save current options`}
          </Button>
        </form>
      )}

      <p role="status" className="mt-2 text-sm empty:hidden">
        {status === null ? null : sayText(status)}
      </p>

      {sets.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t`No saved sets yet.`}</p>
      ) : (
        <ul className="mt-2 grid gap-2" aria-label={t`Saved sets`}>
          {sets.map((set, index) =>
            renaming === set.name ? (
              <li key={set.name}>
                <RenameForm
                  name={set.name}
                  onRename={(to) => {
                    const result = renameOptionSet(sets, set.name, to);
                    if ("error" in result) return setNameErrorText(result.error, to);
                    if (result.name !== set.name) {
                      const from = set.name;
                      const to = result.name;
                      store(result.sets, t`Renamed “${from}” to “${to}”.`);
                    }
                    endRename(index);
                    return null;
                  }}
                  onCancel={() => endRename(index)}
                />
              </li>
            ) : (
              <li key={set.name} className="flex items-stretch gap-2">
                <button
                  type="button"
                  onClick={() => onApply(set)}
                  className="min-w-0 flex-1 cursor-pointer rounded-ks border border-border bg-surface p-3 text-left transition-colors hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <span className="block text-sm font-semibold wrap-anywhere">{set.name}</span>
                  <span className="mt-0.5 block text-xs text-muted">{describeOptionSet(set)}</span>
                </button>
                {incognito ? null : (
                  <Button
                    id={`${listId}-rename-${index}`}
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={renameLabel(set.name)}
                    onClick={() => setRenaming(set.name)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={deleteLabel(set.name)}
                  onClick={() => store(deleteOptionSet(sets, set.name), deletedText(set.name))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

/**
 * Renames one set in place: the name field starts with the current name selected, Enter or "Save
 * name" renames with the rules of saving (the error beside the field), Escape or Cancel leaves it.
 * `onRename` returns the error to show, or null once done.
 */
function RenameForm({
  name,
  onRename,
  onCancel,
}: {
  name: string;
  onRename: (to: string) => string | null;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  return (
    <form
      noValidate
      aria-label={renameLabel(name)}
      className="grid gap-2 rounded-ks border border-accent bg-surface p-3 sm:flex sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        setError(onRename(draft));
      }}
    >
      <SetNameField
        label={t`New name for “${name}”`}
        error={error}
        ref={input}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {t`Save name`}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

/**
 * A set's name, when saving or renaming: the same field, limits and refusal message (the name
 * rules are `checkSetName`'s). Longer text than a name may hold can be typed, so the refusal
 * names what is too long rather than cutting it silently.
 */
function SetNameField({
  label,
  error,
  ...input
}: { label: string; error: string | null } & Omit<
  ComponentProps<"input">,
  "type" | "maxLength" | "autoComplete" | "className"
>) {
  return (
    <Field
      label={label}
      message={error}
      invalid={error !== null}
      messageRole="alert"
      messageClassName="text-sm font-medium text-weak"
      className="min-w-0 sm:flex-1"
    >
      {(field) => (
        <input
          {...field}
          {...input}
          type="text"
          maxLength={SAVED_SET_NAME_MAX * 2}
          autoComplete="off"
          className="block w-full rounded-ks border border-border bg-surface px-3 py-2 text-base"
        />
      )}
    </Field>
  );
}
