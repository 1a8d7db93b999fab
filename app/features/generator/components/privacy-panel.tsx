import { plural, t } from "@lingui/core/macro";
import {
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  CLEANUP_STEP_MINUTES,
  CLIPBOARD_CLEAR_MAX_SECONDS,
  CLIPBOARD_CLEAR_STEP_SECONDS,
} from "#core";
import { useEffect, useState } from "react";

import { SelectField, type SelectChoice } from "~/components/ui/select-field";
import { probeClipboardAccess, type ClipboardAccess } from "~/lib/clipboard-access";
import type { PrivacySettings } from "#core/options/stored-generator-data";
import { Slider } from "~/components/ui/slider";

import { ToggleRow } from "./toggle-row";

/** "30 min", "1 hour", "1 h 30 min", "2 hours". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t`${rest} min`;
  if (rest === 0) return plural(hours, { one: "# hour", other: "# hours" });
  return t`${hours} h ${rest} min`;
}

/** "Never", then every 30 seconds up to 90, in the page's language. */
function clipboardChoices(): Array<SelectChoice<string>> {
  return Array.from(
    { length: CLIPBOARD_CLEAR_MAX_SECONDS / CLIPBOARD_CLEAR_STEP_SECONDS + 1 },
    (_, step) => {
      const seconds = step * CLIPBOARD_CLEAR_STEP_SECONDS;
      return {
        value: String(seconds),
        label: seconds === 0 ? t`Never` : t`After ${seconds} seconds`,
      };
    },
  );
}

/**
 * What the automatic clipboard clear does in this browser, said before it is chosen
 * (docs/decisions/clipboard-clear.md, "What the page may know"). `access` is null until the
 * browser has answered.
 */
export function describeClipboardClear(access: ClipboardAccess | null): string {
  return [
    t`After you copy a password, Keysmith replaces it on the clipboard once this page has had focus for that long, unless you copy or cut something else on this page first.`,
    access === null
      ? null
      : access.readsWithoutPrompt
        ? t`Your browser lets this page read the clipboard, so Keysmith first checks that your password is still there.`
        : t`Keysmith cannot see what you copy in other apps or tabs, so anything you copy there in the meantime is replaced too.`,
    access === null || access.writesWithoutClick
      ? null
      : t`This browser lets a page change the clipboard only just after you click, so when the time is up Keysmith may ask you to clear it with one click.`,
    t`A web page cannot reach your clipboard history (such as Windows+V or a clipboard manager), a clipboard synced to other devices, or what you already pasted.`,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}

/** What this browser lets the page do with the clipboard, once it has said. */
function useClipboardAccess(): ClipboardAccess | null {
  const [access, setAccess] = useState<ClipboardAccess | null>(null);
  useEffect(() => {
    let current = true;
    void probeClipboardAccess().then((answer) => {
      if (current) setAccess(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return access;
}

/** Privacy controls (spec §3, §5): where history lives, how long, whether at all, incognito. */
export function PrivacyControls({
  privacy,
  incognito,
  onChange,
  onIncognitoChange,
}: {
  privacy: PrivacySettings;
  incognito: boolean;
  onChange: (patch: Partial<PrivacySettings>) => void;
  onIncognitoChange: (on: boolean) => void;
}) {
  const clipboardAccess = useClipboardAccess();
  const cleanupAfter = formatMinutes(privacy.autoCleanupMinutes);
  return (
    <div className="space-y-3">
      <ToggleRow
        control="switch"
        label={t`Incognito mode`}
        description={t`Nothing is saved in this browser: no history, no settings.`}
        checked={incognito}
        onCheckedChange={onIncognitoChange}
      />
      <ToggleRow
        control="switch"
        label={t`Session-only storage`}
        description={t`Keep history only in this tab; it is erased when you leave or reload the page.`}
        checked={privacy.useSessionStorage}
        onCheckedChange={(useSessionStorage) => onChange({ useSessionStorage })}
      />
      <ToggleRow
        control="switch"
        label={t`Disable history`}
        description={t`Stop adding generated passwords to the history.`}
        checked={privacy.disableHistory}
        onCheckedChange={(disableHistory) => onChange({ disableHistory })}
      />
      <div className="pt-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="text-sm font-medium">{t`Auto-cleanup`}</p>
          <p className="text-sm text-muted" data-testid="cleanup-value">
            {t`after ${cleanupAfter}`}
          </p>
        </div>
        <Slider
          min={CLEANUP_MIN_MINUTES}
          max={CLEANUP_MAX_MINUTES}
          step={CLEANUP_STEP_MINUTES}
          value={[privacy.autoCleanupMinutes]}
          thumbLabel={t`Auto-cleanup after`}
          valueText={formatMinutes(privacy.autoCleanupMinutes)}
          onValueChange={([minutes]) => {
            if (minutes !== undefined) onChange({ autoCleanupMinutes: minutes });
          }}
        />
        <div className="flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{formatMinutes(CLEANUP_MIN_MINUTES)}</span>
          <span>{formatMinutes(CLEANUP_MAX_MINUTES)}</span>
        </div>
        <p className="mt-1 text-xs text-muted">
          {t`History entries older than this are deleted automatically.`}
        </p>
      </div>
      <SelectField
        label={t`Clear the clipboard`}
        description={describeClipboardClear(clipboardAccess)}
        className=""
        value={String(privacy.clipboardClearSeconds)}
        choices={clipboardChoices()}
        onChange={(seconds) => onChange({ clipboardClearSeconds: Number(seconds) })}
      />
    </div>
  );
}
