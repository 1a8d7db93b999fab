import { SegmentedControl } from "~/components/ui/segmented-control";

import type { GeneratorMode } from "../lib/generator-state";

const MODES = [
  { value: "password", label: "Password" },
  { value: "passphrase", label: "Passphrase" },
  { value: "memorable", label: "Memorable" },
  { value: "pin", label: "PIN" },
] as const;

/** What the card makes: a password, a passphrase, a memorable password or a PIN. */
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
