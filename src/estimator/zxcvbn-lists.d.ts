// zxcvbn-ts's dictionaries one file each, so that the site can load them as separate chunks
// (src/estimator/ranked-zxcvbn.ts). The packages type only their index.
declare module "@zxcvbn-ts/language-en/dist/*.json.mjs" {
  const words: string[];
  export default words;
}

declare module "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs" {
  const sequences: Record<string, string[]>;
  export default sequences;
}

declare module "@zxcvbn-ts/language-en/dist/translations.mjs" {
  import type { TranslationKeys } from "@zxcvbn-ts/core";

  const translations: TranslationKeys;
  export default translations;
}
