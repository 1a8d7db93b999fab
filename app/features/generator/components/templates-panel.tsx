import {
  Landmark,
  Server,
  ShieldCheck,
  Smartphone,
  User,
  Users,
  type LucideIcon,
} from "lucide-react";

import { TEMPLATES, type PasswordTemplate, type TemplateIconName } from "#core";
import type { SavedOptionSet } from "#core/options/saved-option-sets";

import { templateTexts } from "../lib/template-texts";
import { SavedOptionSets, type CurrentSettings } from "./saved-option-sets";

const ICONS: Record<TemplateIconName, LucideIcon> = {
  Landmark,
  Users,
  Smartphone,
  Server,
  User,
  ShieldCheck,
};

/**
 * The six templates of spec §9; choosing one applies it and generates (spec §4). Below them, the
 * visitor's own named sets.
 */
export function TemplatesList({
  onApply,
  current,
  incognito,
  onApplySet,
}: {
  onApply: (template: Readonly<PasswordTemplate>) => void;
  current: CurrentSettings;
  incognito: boolean;
  onApplySet: (set: SavedOptionSet) => void;
}) {
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2">
        {TEMPLATES.map((template) => {
          const Icon = ICONS[template.icon];
          const { name, description } = templateTexts(template);
          return (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => onApply(template)}
                className="flex h-full w-full cursor-pointer items-start gap-3 rounded-ks border border-border bg-surface p-3 text-left transition-colors hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-focus"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
                <span>
                  <span className="block text-sm font-semibold">{name}</span>
                  <span className="mt-0.5 block text-xs text-muted">{description}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <SavedOptionSets current={current} incognito={incognito} onApply={onApplySet} />
    </>
  );
}
