/**
 * Passwords with the label band their verdict must fall in (docs/decisions/checker-verdict.md),
 * shared by the tests of the core verdict and of `keysmith check`. "at most Weak": on the blocklist
 * or very guessable; "at most Fair": somewhat guessable; "Strong or better": random, at least 70
 * bits. The random ones were drawn once with `keysmith` and `keysmith passphrase`.
 */
export type LabelBand = "at most Weak" | "at most Fair" | "Strong or better";

export interface VerdictTableRow {
  kind: string;
  password: string;
  band: LabelBand;
}

function rows(kind: string, band: LabelBand, passwords: string[]): VerdictTableRow[] {
  return passwords.map((password) => ({ kind, password, band }));
}

export const VERDICT_TABLE: readonly VerdictTableRow[] = Object.freeze([
  // Passwords that look strong: each was Strong or Very Strong on the 0-8 score alone.
  ...rows("looks strong", "at most Weak", [
    "Passw0rd!Passw0rd!",
    "Aa1!Aa1!Aa1!Aa1!",
    "P@ssw0rd",
    "Password123!",
    "abc123abc123",
    "1qaz2wsx3edc",
    "iloveyou2024",
    "P@ssw0rd123!",
  ]),
  ...rows("looks strong", "at most Fair", ["Welcome2024!", "January2025#", "Michael1990!"]),
  ...rows("common words", "at most Weak", [
    "sunshine",
    "Football!",
    "Dragon2023",
    "monkey123!",
    "Princess#1",
    "Superman99",
    "trustno1",
  ]),
  ...rows("substitutions", "at most Weak", [
    "$unsh1ne",
    "M0nk3y!!",
    "Dr@g0n2024",
    "Sh@d0w123!",
    "@dm1n2024",
    "L3tM31n!",
  ]),
  ...rows("keyboard walks", "at most Weak", [
    "qwertyuiop",
    "Qwerty123!",
    "asdfghjkl;'",
    "zxcvbnm,./",
    "!QAZ2wsx#EDC",
  ]),
  ...rows("names and years", "at most Fair", ["Jessica1985!", "Jennifer2001", "Thomas1999$"]),
  ...rows("repeats", "at most Weak", [
    "aaaaaaaaaaaaaaaa",
    "abcabcabcabc",
    "Xy1!Xy1!Xy1!Xy1!",
    "1111111111",
    "hellohellohello",
  ]),
  ...rows("dates", "at most Weak", ["12/25/1990", "1990-12-25", "01011990"]),
  ...rows("dates", "at most Fair", ["25.12.1990!"]),
  ...rows("random strings", "Strong or better", [
    "X^zQLi3])5?F",
    "(0XhSqQe9l[:",
    "{xS)W8_yK@sm",
    "(wOb,!&.OY%P+5e;",
    "nzBVJ^,9W(:Cx*A^",
    "o8$}Y4G}*b^8tJqL",
    "CKYR97FO0ebbJ5sCIq2F",
  ]),
  ...rows("random passphrases", "Strong or better", [
    "vocalist-mockup-oxidant-wand-reliable-devoutly",
    "armhole-salon-stoop-squad-financial-scooter",
    "obtain illusive parasitic calorie other activism gravitate",
    "Culinary-Pelvis-Shock2-Helper-Camisole-Parrot",
    "Sulfite-Chloride-Suitably-Crystal-Improve-Drove4",
  ]),
]);

const LOWEST_FIRST = ["Very Weak", "Weak", "Fair", "Strong", "Very Strong"];

/** Whether `label` falls in `band`. */
export function isInBand(label: string, band: LabelBand): boolean {
  const rank = LOWEST_FIRST.indexOf(label);
  if (rank < 0) return false;
  switch (band) {
    case "at most Weak":
      return rank <= 1;
    case "at most Fair":
      return rank <= 2;
    case "Strong or better":
      return rank >= 3;
  }
}
