import { t } from "@lingui/core/macro";
import { History, KeyRound, ListChecks, QrCode, Shield, Type, type LucideIcon } from "lucide-react";
import { memo, useCallback, useId, useMemo } from "react";

import { Button } from "~/components/ui/button";

import type { Panels, PanelId } from "../hooks/use-panels";
import type { GeneratorMode } from "../lib/generator-state";
import { MobileTipsSheet } from "./mobile-tips-sheet";

/** The tools that only shape passwords. */
const PASSWORD_TOOLS: ReadonlySet<PanelId> = new Set(["custom", "rules"]);

/** The modes whose value can be a WiFi password: a PIN is too short, a username no secret. */
export const WIFI_MODES: ReadonlySet<GeneratorMode> = new Set([
  "password",
  "passphrase",
  "memorable",
]);

/**
 * Spec §2: Templates, Custom Sets, History with its count, Privacy; Quick Tips on small screens;
 * and the WiFi QR card for the value shown. A tool that does not apply to the mode in force stays
 * in its place (nothing moves when the mode changes) but is unavailable, and says why when
 * focused or pointed at.
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
  onWifiQr: () => void;
}) {
  const passwordsOnly = passwordsOnlyReason(mode);
  const tools: Array<{ panel: PanelId; label: string; icon: LucideIcon }> = [
    { panel: "templates", label: t`Templates`, icon: ListChecks },
    { panel: "custom", label: t`Custom Sets`, icon: Type },
    { panel: "rules", label: t`Site Rules`, icon: KeyRound },
    { panel: "history", label: t`History (${historyCount})`, icon: History },
    { panel: "privacy", label: t`Privacy`, icon: Shield },
  ];
  const unavailable = (panel: PanelId) => mode !== "password" && PASSWORD_TOOLS.has(panel);
  const noWifi = !WIFI_MODES.has(mode);
  const { open } = panels;
  const onOpenTemplates = useCallback(() => open("templates"), [open]);
  const onOpenHistory = useCallback(() => open("history"), [open]);
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t`Generator tools`}>
      {tools.map(({ panel, label, icon }) =>
        unavailable(panel) ? (
          <UnavailableTool key={panel} icon={icon} label={label} reason={passwordsOnly} />
        ) : (
          <ToolButton
            key={panel}
            panel={panel}
            icon={icon}
            label={label}
            expanded={panels.isOpen(panel)}
            controls={panels.domId(panel)}
            onToggle={panels.toggle}
          />
        ),
      )}
      {noWifi ? (
        <UnavailableTool icon={QrCode} label={t`WiFi QR code`} reason={noWifiReason(mode)} />
      ) : (
        <WifiQrButton onClick={onWifiQr} />
      )}
      <MemoMobileTipsSheet onOpenTemplates={onOpenTemplates} onOpenHistory={onOpenHistory} />
    </div>
  );
}

// Each tool is drawn again only when its own props change: a Generate changes the History
// count and nothing else here (docs/product-decisions.md, "Fast everywhere").
const MemoMobileTipsSheet = memo(MobileTipsSheet);

/** Shares the value shown as a WiFi QR code. */
const WifiQrButton = memo(function WifiQrButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="secondary" onClick={onClick}>
      <QrCode aria-hidden="true" />
      {t`WiFi QR code`}
    </Button>
  );
});

/** A tool that opens or closes its panel. */
const ToolButton = memo(function ToolButton({
  panel,
  icon: Icon,
  label,
  expanded,
  controls,
  onToggle,
}: {
  panel: PanelId;
  icon: LucideIcon;
  label: string;
  expanded: boolean;
  /** The DOM id of the panel's section. */
  controls: string;
  onToggle: (panel: PanelId) => void;
}) {
  // History's label changes with every Generate; its icon stays the same element.
  const icon = useMemo(() => <Icon aria-hidden="true" />, [Icon]);
  return (
    <Button
      type="button"
      variant="secondary"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={() => onToggle(panel)}
    >
      {icon}
      {label}
    </Button>
  );
});

/**
 * Why a password-only tool is unavailable in `mode`: one sentence per mode, so each language can
 * word the mode's name as its grammar needs.
 */
function passwordsOnlyReason(mode: GeneratorMode): string {
  switch (mode) {
    case "passphrase":
      return t`Only passwords use this tool, not a passphrase. Switch to Password to use it.`;
    case "memorable":
      return t`Only passwords use this tool, not a memorable password. Switch to Password to use it.`;
    case "pin":
      return t`Only passwords use this tool, not a PIN. Switch to Password to use it.`;
    default:
      return t`Only passwords use this tool, not a username. Switch to Password to use it.`;
  }
}

/** Why the WiFi QR code is unavailable in `mode` (a PIN or a username). */
function noWifiReason(mode: GeneratorMode): string {
  return mode === "pin"
    ? t`A PIN is not a WiFi password. Switch to Password, Passphrase or Memorable to share one.`
    : t`A username is not a WiFi password. Switch to Password, Passphrase or Memorable to share one.`;
}

/**
 * A tool the mode in force does not use: still focusable, so a keyboard or screen-reader user
 * hears that it is unavailable and why (its description), and a pointer sees why on hover.
 */
const UnavailableTool = memo(function UnavailableTool({
  icon: Icon,
  label,
  reason,
}: {
  icon: LucideIcon;
  label: string;
  reason: string;
}) {
  const reasonId = useId();
  return (
    <Button
      type="button"
      variant="secondary"
      aria-disabled="true"
      aria-describedby={reasonId}
      title={reason}
      className="cursor-not-allowed opacity-50"
    >
      <Icon aria-hidden="true" />
      {label}
      <span id={reasonId} className="sr-only">
        {reason}
      </span>
    </Button>
  );
});
