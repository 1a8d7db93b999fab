import { describe, expect, it } from "vitest";

import { loadWordList } from "#core/generate/load-word-list";
import { PASSPHRASE_LANGUAGES } from "#core/generate/passphrase-language-names";

import { describeDuration } from "./door-parts.server";
import { memorableFaq } from "./memorable-landing-details.server";
import { passphraseFaq } from "./passphrase-landing-details.server";
import { pinFaq } from "./pin-landing-details.server";
import { usernameFaq } from "./username-landing-details.server";

describe("describeDuration", () => {
  it.each([
    [0.5, "under a second"],
    [100, "about 100 seconds"],
    [3_600, "about 60 minutes"],
    [86_400 * 3, "about 3 days"],
    [86_400 * 365.25 * 19, "about 19 years"],
    [86_400 * 365.25 * 345_678, "about 350,000 years"],
  ])("says %d seconds as %j", (seconds, words) => {
    expect(describeDuration(seconds)).toBe(words);
  });
});

describe("the pages made for one kind of secret", () => {
  it("fill every figure of their questions from the engine", () => {
    for (const entry of [...passphraseFaq(), ...pinFaq(), ...memorableFaq(), ...usernameFaq()]) {
      expect(`${entry.question} ${entry.answer}`).not.toMatch(/undefined|NaN|Infinity|\[object/);
    }
  });

  it("name the passphrase lists with accented letters truly: Spanish and French alone", async () => {
    const accented: string[] = [];
    for (const { code } of PASSPHRASE_LANGUAGES) {
      const words = await loadWordList(code);
      if (words.some((word) => /[^a-z-]/.test(word))) accented.push(code);
    }
    expect(accented).toEqual(["es", "fr"]);
    expect(
      passphraseFaq()
        .map((entry) => entry.answer)
        .join(" "),
    ).toContain("The Spanish and French lists have accented letters");
  });
});
