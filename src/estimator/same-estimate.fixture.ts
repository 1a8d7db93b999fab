/**
 * The check the site's own zxcvbn set-ups are held to: the same result as `keysmith check`'s
 * (zxcvbn.ts) for a password, everything but the time the estimate took (guesses, sequence,
 * feedback). Shared by the tests of the ranked set-up and of the pruned dictionaries.
 */
import type { ZxcvbnResult } from "@zxcvbn-ts/core";
import { expect } from "vitest";

import { estimateGuesses } from "./zxcvbn";

/** Everything but the time the estimate took. */
function withoutTime({ calcTime: _time, ...rest }: ZxcvbnResult) {
  return rest;
}

/** Fails unless `estimate` rates `password` exactly as `keysmith check` does. */
export function expectSameEstimate(
  estimate: (password: string) => ZxcvbnResult,
  password: string,
): void {
  expect(withoutTime(estimate(password)), password).toEqual(withoutTime(estimateGuesses(password)));
}
