import { DEFAULT_PIN_OPTIONS, generatePin } from "#core/generate/pin";

import { fillRated, paintDoor } from "../paint-door";
import { runFirstPaint } from "../run-first-paint";

// The first-paint script of the PIN page (scripts/first-paint.mjs): a PIN of the page's starting
// length, the mode's default.
runFirstPaint((template) =>
  paintDoor(template, {
    mode: "pin",
    draw() {
      const result = generatePin(DEFAULT_PIN_OPTIONS);
      return result.ok ? { value: result.pin, entropyBits: result.entropyBits } : null;
    },
    fill: fillRated,
    handoff: { options: null, modeOptions: DEFAULT_PIN_OPTIONS },
  }),
);
