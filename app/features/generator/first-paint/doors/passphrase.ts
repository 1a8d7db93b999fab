import { generatePassphrase } from "#core/generate/passphrase";
import { isPassphraseLanguage } from "#core/generate/passphrase-languages";
import { DEFAULT_PASSPHRASE_OPTIONS } from "#core/generate/passphrase-options";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";
import type { PassphraseGenerator } from "../../lib/generator-output";

import { fillOutput, fillStrength, fillWords } from "../fill-output";
import { unpackWords } from "../packed-words";
import { paintDoor } from "../paint-door";
import { runFirstPaint, takeWords } from "../run-first-paint";

// The first-paint script of the passphrase page (scripts/first-paint.mjs): a passphrase in the
// page's starting options, the mode's defaults in the page's language's list (the English list on
// the English page, the German on the German: docs/decisions/i18n-library.md, "Language-aware
// defaults"), which the build puts in the page before this script, packed.
const packed = takeWords();
runFirstPaint((template) => {
  const lang = document.documentElement.lang;
  const language = isPassphraseLanguage(lang) ? lang : DEFAULT_PASSPHRASE_OPTIONS.language;
  const options =
    language === DEFAULT_PASSPHRASE_OPTIONS.language
      ? DEFAULT_PASSPHRASE_OPTIONS
      : { ...DEFAULT_PASSPHRASE_OPTIONS, language };
  if (packed === "") return;
  const words = unpackWords(packed);
  const generate: PassphraseGenerator = (options) => generatePassphrase(options, undefined, words);
  paintDoor(template, {
    mode: "passphrase",
    draw() {
      const result = generate(options);
      return result.ok
        ? {
            value: result.passphrase,
            entropyBits: result.entropyBits,
            wordStarts: result.wordStarts,
          }
        : null;
    },
    fill(root, template, drawn) {
      const rating = ratePassphraseStrength(drawn.entropyBits);
      const filled = fillOutput(
        root,
        template,
        drawn.value,
        fillWords(drawn.wordStarts ?? []),
        (meter) => fillStrength(meter, drawn.entropyBits, rating),
      );
      return { filled, label: rating.label };
    },
    handoff: { options: null, modeOptions: options, passphraseGenerator: generate },
  });
});
