import { Check } from "lucide-react";

/** Spec §2: the sidebar's six tips. */
export const QUICK_TIPS = [
  "Use at least 12 characters; 16 or more is better.",
  "Include all character types: upper and lower case, numbers and symbols.",
  "Never reuse passwords across sites.",
  "Use a password manager to remember them for you.",
  "Update passwords regularly, and at once after a breach.",
  "Avoid personal information such as names, birthdays or pets.",
] as const;

export function QuickTipsList() {
  return (
    <ul className="space-y-3 text-sm">
      {QUICK_TIPS.map((tip) => (
        <li key={tip} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-strong" aria-hidden="true" />
          <span>{tip}</span>
        </li>
      ))}
    </ul>
  );
}
