import { SegmentedControl } from "~/components/ui/segmented-control";

import { GENERATOR_MODES } from "#core/options/stored-mode";

import type { GeneratorMode } from "../lib/generator-state";
import { MODE_NAMES } from "../lib/mode-names";

const MODES = GENERATOR_MODES.map((value) => ({ value, label: MODE_NAMES[value].label }));

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
      label="What to generate"
      value={mode}
      options={MODES}
      onValueChange={onModeChange}
    />
  );
}
