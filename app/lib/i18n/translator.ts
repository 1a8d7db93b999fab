import { setupI18n, type Messages } from "@lingui/core";

import type { CodeMessage } from "./compiled-message";
import type { Locale } from "./locales";
import { messageKey } from "./message-key";
import type { Translator } from "./runtime";
import { registerTranslations } from "./use-page-locale";

/*
 * Lingui's runtime for a page in another language (docs/decisions/i18n-library.md, "How it
 * works"): only the routes of translated pages import this module (app/routes/localized-home.tsx),
 * so English pages never load it. A message's translation is found by its key (message-key.ts),
 * and formatted by Lingui with the language's CLDR plural rules.
 */

/** The translator of `locale` with its catalog (message keys to compiled translations). */
export function linguiTranslator(locale: Locale, messages: Messages): Translator {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    locale,
    translate({ message = "", values }: CodeMessage) {
      return i18n._({
        id: messageKey(message),
        // Lingui formats only compiled messages: plain English is a compiled message of one part.
        message: (typeof message === "string" ? [message] : message) as unknown as string,
        values,
      });
    },
  };
}

registerTranslations(linguiTranslator);
