import { History, KeyRound, ListChecks, Shield, Type, type LucideIcon } from "lucide-react";

import { Button } from "~/components/ui/button";

import type { Panels, PanelId } from "../hooks/use-panels";
import { MobileTipsSheet } from "./mobile-tips-sheet";

/** Spec §2: Templates, Custom Sets, History with its count, Privacy; Quick Tips on small screens. */
export function GeneratorToolbar({
  panels,
  historyCount,
}: {
  panels: Panels;
  historyCount: number;
}) {
  const tools: Array<{ panel: PanelId; label: string; icon: LucideIcon }> = [
    { panel: "templates", label: "Templates", icon: ListChecks },
    { panel: "custom", label: "Custom Sets", icon: Type },
    { panel: "rules", label: "Site Rules", icon: KeyRound },
    { panel: "history", label: `History (${historyCount})`, icon: History },
    { panel: "privacy", label: "Privacy", icon: Shield },
  ];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Generator tools">
      {tools.map(({ panel, label, icon: Icon }) => (
        <Button
          key={panel}
          type="button"
          variant="secondary"
          aria-expanded={panels.isOpen(panel)}
          aria-controls={panels.isOpen(panel) ? panels.domId(panel) : undefined}
          onClick={() => panels.toggle(panel)}
        >
          <Icon aria-hidden="true" />
          {label}
        </Button>
      ))}
      <MobileTipsSheet
        onOpenTemplates={() => panels.open("templates")}
        onOpenHistory={() => panels.open("history")}
      />
    </div>
  );
}
