import type { MessageDescriptor } from "@lingui/core";
import { msg, plural, t } from "@lingui/core/macro";
import { ListOrdered, RefreshCw } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "~/lib/toast";

import { BULK_ERRORS, generateBulk, type BulkError } from "#core/generate/bulk";
import {
  BULK_COUNT_MAX,
  BULK_COUNT_MIN,
  BULK_LENGTH_MAX,
  BULK_LENGTH_MIN,
} from "#core/options/limits";
import { Button } from "~/components/ui/button";
import { i18n } from "~/lib/i18n/runtime";

import { BulkPasswordList } from "./components/bulk-password-list";
import { CheckRow } from "./components/check-row";
import { NumberField } from "./components/number-field";
import { DEFAULT_BULK_FORM, readBulkForm, type BulkFormValues } from "./lib/bulk-form";

type CharacterTypeKey =
  "includeUppercase" | "includeLowercase" | "includeNumbers" | "includeSpecial";

const CHARACTER_TYPE_FIELDS: ReadonlyArray<{ key: CharacterTypeKey; label: MessageDescriptor }> = [
  { key: "includeUppercase", label: msg`Uppercase letters (A-Z)` },
  { key: "includeLowercase", label: msg`Lowercase letters (a-z)` },
  { key: "includeNumbers", label: msg`Numbers (0-9)` },
  { key: "includeSpecial", label: msg`Special characters (!@#$%^&*…)` },
];

/** The engine's reason for no list, in the page's language. */
function bulkErrorText(error: BulkError): string {
  return error === BULK_ERRORS.noCharacterType
    ? t`Please select at least one character type`
    : t`Secure random numbers are not available in this browser, so no password was generated.`;
}

interface BulkList {
  passwords: string[];
  length: number;
  entropyBits: number;
}

/**
 * The Bulk Password Generator (spec §2, §5, §8, §9). It starts empty and Generate replaces the
 * list; the engine makes every password with the Web Crypto random source.
 */
export function BulkGenerator() {
  const [form, setForm] = useState<BulkFormValues>(DEFAULT_BULK_FORM);
  const [notices, setNotices] = useState<{ count: string | null; length: string | null }>({
    count: null,
    length: null,
  });
  const [list, setList] = useState<BulkList | null>(null);
  const typesErrorId = useId();
  const noType = CHARACTER_TYPE_FIELDS.every(({ key }) => !form[key]);

  function update<K extends keyof BulkFormValues>(key: K, value: BulkFormValues[K]) {
    setForm((current) => ({ ...current, [key]: value }));
    // Editing a number field answers its note.
    if (key === "count" || key === "length") {
      setNotices((current) => ({ ...current, [key]: null }));
    }
  }

  function generate() {
    const { settings, adjustments } = readBulkForm(form);
    // Show the numbers actually used, and say why they differ from what was typed.
    setForm((current) => ({
      ...current,
      count: String(settings.count),
      length: String(settings.length),
    }));
    setNotices({
      count: adjustments.count?.message ?? null,
      length: adjustments.length?.message ?? null,
    });
    const result = generateBulk(settings);
    if (!result.ok) {
      toast.error(t`Error`, { description: bulkErrorText(result.error) });
      return;
    }
    setList({
      passwords: result.passwords,
      length: settings.length,
      entropyBits: result.entropyBits,
    });
  }

  return (
    <div className="mt-8 space-y-6">
      <form
        noValidate
        aria-label={t`Bulk generator settings`}
        className="space-y-6 rounded-ks border border-border bg-surface p-4 sm:p-6"
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            label={t`Number of passwords`}
            value={form.count}
            onChange={(value) => update("count", value)}
            min={BULK_COUNT_MIN}
            max={BULK_COUNT_MAX}
            notice={notices.count}
          />
          <NumberField
            label={t`Password length`}
            value={form.length}
            onChange={(value) => update("length", value)}
            min={BULK_LENGTH_MIN}
            max={BULK_LENGTH_MAX}
            notice={notices.length}
          />
        </div>
        <fieldset aria-describedby={noType ? typesErrorId : undefined}>
          <legend className="text-sm font-medium">{t`Character types`}</legend>
          <div className="mt-1 grid sm:grid-cols-2 sm:gap-x-6">
            {CHARACTER_TYPE_FIELDS.map(({ key, label }) => (
              <CheckRow
                key={key}
                label={i18n._(label)}
                checked={form[key]}
                onChange={(checked) => update(key, checked)}
              />
            ))}
          </div>
          {noType ? (
            <p id={typesErrorId} className="mt-1 text-sm font-medium text-weak">
              {t`Please select at least one character type`}
            </p>
          ) : null}
        </fieldset>
        <div className="border-t border-border pt-4">
          <CheckRow
            label={t`Exclude similar characters`}
            description={t`Leaves out 0, O, 1, l and I, which are easy to misread.`}
            checked={form.excludeSimilar}
            onChange={(checked) => update("excludeSimilar", checked)}
          />
        </div>
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          <RefreshCw aria-hidden="true" />
          {t`Generate passwords`}
        </Button>
      </form>

      <div className="rounded-ks border border-border bg-surface p-4 sm:p-6">
        <p role="status" className="sr-only">
          {list
            ? plural(list.passwords.length, {
                one: "Generated # password.",
                other: "Generated # passwords.",
              })
            : ""}
        </p>
        {list ? (
          <BulkPasswordList
            passwords={list.passwords}
            length={list.length}
            entropyBits={list.entropyBits}
          />
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-ks border border-dashed border-border px-4 py-12 text-center">
            <ListOrdered className="size-8 text-muted" aria-hidden="true" />
            <p className="font-medium">{t`Generate passwords to see them here`}</p>
            <p className="max-w-sm text-sm text-muted">
              {t`Choose how many and how long, then press Generate passwords. Each one is made on this device and never sent anywhere.`}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
