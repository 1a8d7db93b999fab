import type {
  InvisibleCharactersError,
  NoStandaloneCharacterError,
  formatInvisibleCharactersError as FormatInvisibleCharactersError,
  formatNoStandaloneCharacterError as FormatNoStandaloneCharacterError,
} from "#core/generate/invisible-characters-message";

/*
 * What the first-paint script bundles in place of the names of invisible characters
 * (src/core/generate/invisible-characters-message.ts): the script draws nothing for a custom set
 * the engine refuses and shows no message, so the names would never be read there. The app says
 * which characters, by name, once it has loaded; every generator page carries half a kilobyte
 * less.
 */

export type { InvisibleCharactersError, NoStandaloneCharacterError };

export const formatInvisibleCharactersError: typeof FormatInvisibleCharactersError = () =>
  "The custom set contains invisible characters.";

export const formatNoStandaloneCharacterError: typeof FormatNoStandaloneCharacterError = () =>
  "The custom set has no character of its own: …";
