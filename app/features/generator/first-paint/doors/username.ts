import { DEFAULT_USERNAME_OPTIONS, generateUsername } from "#core/generate/username";
import type { UsernameGenerator } from "../../lib/generator-output";

import { fillOutput, fillRuns, fillWorth } from "../fill-output";
import { unpackWords } from "../packed-words";
import { paintDoor } from "../paint-door";
import { runFirstPaint, takeWords } from "../run-first-paint";

// The first-paint script of the username page (scripts/first-paint.mjs): a username in the
// page's starting options, the mode's defaults (two words, capitals, two digits), drawn from the
// engine's username words, which the build puts in the page before this script, packed.
const packed = takeWords();
runFirstPaint((template) => {
  const words = unpackWords(packed);
  const generate: UsernameGenerator = (options) => generateUsername(options, undefined, words);
  paintDoor(template, {
    mode: "username",
    draw() {
      const result = generate(DEFAULT_USERNAME_OPTIONS);
      return result.ok ? { value: result.username, entropyBits: result.entropyBits } : null;
    },
    fill(root, template, drawn) {
      const filled = fillOutput(root, template, drawn.value, fillRuns, (meter) =>
        fillWorth(meter, drawn.entropyBits),
      );
      // A username is not a secret: nothing to rate (docs/product-decisions.md, "Usernames").
      return { filled, label: "" };
    },
    handoff: { options: null, modeOptions: DEFAULT_USERNAME_OPTIONS, usernameGenerator: generate },
  });
});
