import { History, KeyRound, ListChecks, QrCode, Shield, Type, type LucideIcon } from "lucide-react";

import { Button } from "~/components/ui/button";

import type { Panels, PanelId } from "../hooks/use-panels";
import type { GeneratorMode } from "../lib/generator-state";
import { MODE_NAMES } from "../lib/mode-names";
import { MobileTipsSheet } from "./mobile-tips-sheet";

/** The tools that only shape passwords: other modes do not show them, and say why. */
const PASSWORD_TOOLS: ReadonlySet<PanelId> = new Set(["custom", "rules"]);

/**
 * Spec §2: Templates, Custom Sets, History with its count, Privacy; Quick Tips on small screens;
 * and the WiFi QR card for the value shown. Only what applies to the mode in force is offered.
 */
export function GeneratorToolbar({
  mode,
  panels,
  historyCount,
  onWifiQr,
}: {
  mode: GeneratorMode;
  panels: Panels;
  historyCount: number;
  /** Absent when the value shown cannot be a WiFi password (a PIN, a username). */
  onWifiQr: (() => void) | undefined;
}) {
  const all: Array<{ panel: PanelId; label: string; icon: LucideIcon }> = [
    { panel: "templates", label: "Templates", icon: ListChecks },
    { panel: "custom", label: "Custom Sets", icon: Type },
    { panel: "rules", label: "Site Rules", icon: KeyRound },
    { panel: "history", label: `History (${historyCount})`, icon: History },
    { panel: "privacy", label: "Privacy", icon: Shield },
  ];
  const tools = mode === "password" ? all : all.filter(({ panel }) => !PASSWORD_TOOLS.has(panel));
  const note =
    mode === "password"
      ? null
      : onWifiQr === undefined
        ? `Custom Sets, Site Rules and the WiFi QR code do not apply to a ${MODE_NAMES[mode].noun}.`
        : "Custom Sets and Site Rules shape passwords only.";
  return (
    <div className="space-y-2">
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
        {onWifiQr === undefined ? null : (
          <Button type="button" variant="secondary" onClick={onWifiQr}>
            <QrCode aria-hidden="true" />
            WiFi QR code
          </Button>
        )}
        <MobileTipsSheet
          onOpenTemplates={() => panels.open("templates")}
          onOpenHistory={() => panels.open("history")}
        />
      </div>
      {note === null ? null : <p className="text-xs text-muted">{note}</p>}
    </div>
  );
}
