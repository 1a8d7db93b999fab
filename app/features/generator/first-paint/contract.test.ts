import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { holdSelector, type HeldPart } from "./contract";

describe("the first-paint contract", () => {
  it.each<HeldPart>(["mode", "output", "options"])(
    "app.css hides the %s part by the contract's names",
    (part) => {
      const css = readFileSync(new URL("../../../app.css", import.meta.url), "utf8");
      expect(css).toContain(`${holdSelector(part)},`);
      // Its descendants too: a checkbox's tick is made visible by a utility of its own.
      expect(css).toContain(`${holdSelector(part)} *`);
    },
  );
});
