import { SegmentedControl } from "~/components/ui/segmented-control";

import type { GeneratorMode } from "../lib/generator-state";

const MODES = [
  { value: "password", label: "Password" },
  { value: "passphrase", label: "Passphrase" },
] as const;

/** Password or passphrase (DECISIONS.md: passphrases beside passwords). */
export function ModeToggle({
  mode,
  onModeChange,
}: {
  mode: GeneratorMode;
  onModeChange: (mode: GeneratorMode) => void;
}) {
  return (
    <SegmentedControl
      label="What to generate"
      value={mode}
      options={MODES}
      onValueChange={onModeChange}
    />
  );
}
