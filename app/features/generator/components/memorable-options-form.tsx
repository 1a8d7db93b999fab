import { t } from "@lingui/core/macro";
import {
  MEMORABLE_MAX_GROUPS,
  MEMORABLE_MIN_GROUPS,
  calculateMemorableEntropyBits,
  constrainMemorableGroups,
  type MemorableOptions,
} from "#core/generate/memorable";
import { formatBits } from "~/lib/facts/derive";

import { RangeField } from "./range-field";

/** Memorable mode's options: how many groups of two syllables. */
export function MemorableOptionsForm({
  options,
  onChange,
}: {
  options: MemorableOptions;
  onChange: (patch: Partial<MemorableOptions>) => void;
}) {
  const bits = formatBits(calculateMemorableEntropyBits(options.groups), 1);
  const { groups } = options;
  return (
    <div className="space-y-4">
      <RangeField
        label={t`Groups`}
        unit={t`groups`}
        value={options.groups}
        min={MEMORABLE_MIN_GROUPS}
        max={MEMORABLE_MAX_GROUPS}
        constrain={constrainMemorableGroups}
        onChange={(groups) => onChange({ groups })}
      />
      <p className="text-xs text-muted">
        {t`Each group is two syllables a person can say, such as “bafkem”; one letter is a capital and one digit (2 to 9) stands at the start or end of a group. Easy to read out and type on a phone, and ${bits} bits with ${groups} groups, exactly: every password of this form is equally likely.`}
      </p>
    </div>
  );
}
