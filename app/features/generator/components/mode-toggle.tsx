import { t } from "@lingui/core/macro";
import { SegmentedControl } from "~/components/ui/segmented-control";
import { i18n } from "~/lib/i18n/runtime";

import { GENERATOR_MODES } from "#core/options/stored-mode";

import type { GeneratorMode } from "../lib/generator-state";
import { MODE_LABELS } from "../lib/mode-labels";

/** What the card makes: a password, a passphrase, a memorable password, a PIN or a username. */
export function ModeToggle({
  mode,
  onModeChange,
  ...marks
}: {
  mode: GeneratorMode;
  onModeChange: (mode: GeneratorMode) => void;
} & Record<`data-${string}`, string>) {
  return (
    <SegmentedControl
      {...marks}
      label={t`What to generate`}
      value={mode}
      options={GENERATOR_MODES.map((value) => ({ value, label: i18n._(MODE_LABELS[value]) }))}
      onValueChange={onModeChange}
    />
  );
}
