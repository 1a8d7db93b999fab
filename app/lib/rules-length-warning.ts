import { t } from "@lingui/core/macro";

import { PASSWORD_MIN_LENGTH } from "#core/options/limits";

/**
 * The warning for a site that accepts only passwords shorter than Keysmith's minimum, in the
 * page's language: the engine sets `RulesLengthRange.warning` (in English) and its `max`; the Site
 * Rules panel and the card's length both show it.
 */
export function rulesLengthWarningText(range: {
  max: number;
  warning: string | null;
}): string | null {
  if (range.warning === null) return null;
  const { max } = range;
  return t`This site accepts at most ${max} characters, fewer than Keysmith's minimum of ${PASSWORD_MIN_LENGTH}. A password this short is weak: use it only because the site allows nothing longer.`;
}
