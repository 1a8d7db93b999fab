import { t } from "@lingui/core/macro";
import { Trash2 } from "lucide-react";

import { HISTORY_MAX_ENTRIES, type HistoryEntry } from "#core";
import { CopyButton } from "~/components/copy-button";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

import { PasswordText } from "~/components/password-text";
import { i18n } from "~/lib/i18n/runtime";

import { strengthLabelText } from "../lib/output-markup";
import { TONE_TEXT, toneOf } from "../lib/tone";

/** When an entry was made, as the page's language writes dates, not the browser's. */
function formatWhen(timestamp: number): string {
  return new Date(timestamp).toLocaleString(i18n.locale);
}

/** The copy button's name: the entry's date and time. */
function copyLabel(timestamp: number): string {
  const when = formatWhen(timestamp);
  return t`Copy password from ${when}`;
}

/** The last ten passwords, newest first (spec §2, §3, §4). */
export function HistoryList({
  entries,
  disabled,
  incognito,
  onClear,
}: {
  entries: HistoryEntry[];
  disabled: boolean;
  incognito: boolean;
  onClear: () => void;
}) {
  return (
    <div className="space-y-3">
      {disabled ? (
        <p className="text-sm text-muted">{t`History is turned off in the privacy settings.`}</p>
      ) : incognito ? (
        <p className="text-sm text-muted">{t`Incognito mode is on: new passwords are not saved.`}</p>
      ) : null}
      {entries.length === 0 ? (
        <p className="rounded-ks border border-dashed border-border p-4 text-center text-sm text-muted">
          {t`No passwords yet. The last ${HISTORY_MAX_ENTRIES} you generate or copy appear here.`}
        </p>
      ) : (
        <>
          <ul className="max-h-64 space-y-2 overflow-y-auto pr-1" aria-label={t`Password history`}>
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="flex items-center gap-3 rounded-ks border border-border p-2 pl-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm">
                    <PasswordText value={entry.password} wrap="never" />
                  </p>
                  <p className="mt-0.5 text-xs text-muted">
                    <time dateTime={new Date(entry.timestamp).toISOString()}>
                      {formatWhen(entry.timestamp)}
                    </time>{" "}
                    ·{" "}
                    <span className={cn("font-semibold", TONE_TEXT[toneOf(entry.strength.color)])}>
                      {strengthLabelText(entry.strength.label)}
                    </span>
                  </p>
                </div>
                <CopyButton
                  text={entry.password}
                  secret
                  accessibleLabel={copyLabel(entry.timestamp)}
                  showLabel={false}
                  size="icon"
                />
              </li>
            ))}
          </ul>
          <Button type="button" variant="secondary" onClick={onClear}>
            <Trash2 aria-hidden="true" />
            {t`Clear History`}
          </Button>
        </>
      )}
    </div>
  );
}
