import { describe, expect, it } from "vitest";

import lines from "virtual:password-blocklist";
import { sortedLines } from "#core/strength/sorted-lines";
import { PASSWORD_BLOCKLIST } from "../src/estimator/password-blocklist";
import { passwordBlocklistModule } from "./password-blocklist";

describe("the password blocklist as sorted lines", () => {
  it("holds every password of the CLI's list and no other", () => {
    const lookup = sortedLines(lines);
    for (const password of PASSWORD_BLOCKLIST) expect(lookup.has(password)).toBe(true);
    expect(new Set(lines.split("\n"))).toEqual(PASSWORD_BLOCKLIST);
    expect(lookup.has("correct horse battery staple")).toBe(false);
  });

  it("is sorted as the lookup's comparison expects", () => {
    const words = lines.split("\n");
    expect(words.every((word, i) => i === 0 || (words[i - 1] ?? "") <= word)).toBe(true);
  });

  it("refuses a list whose entry would split into two lines", () => {
    expect(() => passwordBlocklistModule(["one", "two\nthree"])).toThrow(/line break/);
    expect(passwordBlocklistModule(["b", "a"])).toBe('export default "a\\nb";');
  });
});
