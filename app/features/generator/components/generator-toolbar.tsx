import { History, KeyRound, ListChecks, QrCode, Shield, Type, type LucideIcon } from "lucide-react";

import { Button } from "~/components/ui/button";

import type { Panels, PanelId } from "../hooks/use-panels";
import { MobileTipsSheet } from "./mobile-tips-sheet";

/**
 * Spec §2: Templates, Custom Sets, History with its count, Privacy; Quick Tips on small screens;
 * and the WiFi QR card for the password shown (issue 20).
 */
export function GeneratorToolbar({
  panels,
  historyCount,
  onWifiQr,
}: {
  panels: Panels;
  historyCount: number;
  onWifiQr: () => void;
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
      <Button type="button" variant="secondary" onClick={onWifiQr}>
        <QrCode aria-hidden="true" />
        WiFi QR code
      </Button>
      <MobileTipsSheet
        onOpenTemplates={() => panels.open("templates")}
        onOpenHistory={() => panels.open("history")}
      />
    </div>
  );
}
