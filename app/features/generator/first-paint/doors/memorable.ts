import { DEFAULT_MEMORABLE_OPTIONS, generateMemorablePassword } from "#core/generate/memorable";

import { fillRated, paintDoor } from "../paint-door";
import { runFirstPaint } from "../run-first-paint";

// The first-paint script of the memorable password page (scripts/first-paint.mjs): a memorable
// password of the page's starting groups, the mode's default.
runFirstPaint((template) =>
  paintDoor(template, {
    mode: "memorable",
    draw() {
      const result = generateMemorablePassword(DEFAULT_MEMORABLE_OPTIONS);
      return result.ok ? { value: result.password, entropyBits: result.entropyBits } : null;
    },
    fill: fillRated,
    handoff: { options: null, modeOptions: DEFAULT_MEMORABLE_OPTIONS },
  }),
);
