import { msg } from "@lingui/core/macro";
import { Check } from "lucide-react";

import { i18n } from "~/lib/i18n/runtime";

/** Spec §2: the sidebar's six tips. */
export const QUICK_TIPS = [
  msg`Use at least 12 characters; 16 or more is better.`,
  msg`Include all character types: upper and lower case, numbers and symbols.`,
  msg`Never reuse passwords across sites.`,
  msg`Use a password manager to remember them for you.`,
  msg`Update passwords regularly, and at once after a breach.`,
  msg`Avoid personal information such as names, birthdays or pets.`,
] as const;

export function QuickTipsList() {
  return (
    <ul className="space-y-3 text-sm">
      {QUICK_TIPS.map((tip, index) => (
        // A fixed list: its order is its identity (the build leaves messages no id).
        <li key={index} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-strong" aria-hidden="true" />
          <span>{i18n._(tip)}</span>
        </li>
      ))}
    </ul>
  );
}
