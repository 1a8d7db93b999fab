import { t } from "@lingui/core/macro";
import { useId } from "react";
import { useLocation } from "react-router";

import {
  LOCALES,
  localesOfPage,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from "~/lib/i18n/locales";
import { usePageLocale } from "~/lib/i18n/use-page-locale";

/** Each language named in itself. */
const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  it: "Italiano",
  pt: "Português",
  cs: "Čeština",
};

const linkClass =
  "flex min-h-11 items-center rounded-ks px-3 py-2 text-base font-medium text-muted transition-colors hover:bg-subtle hover:text-fg";

/**
 * The language menu (docs/decisions/i18n-library.md): a disclosure made with the popover
 * attribute, like the Tools menu (WAI-ARIA APG, "Disclosure Navigation Menu"), so it works from
 * the first paint and closes on Escape. Each language links to this page in that language where
 * it exists, else to that language's home page; each link names its language in that language,
 * and loads the page anew. Nothing is chosen for the visitor: no redirect, nothing stored. The
 * button shows the language's code and the Tools menu's chevron, no icon: an icon of its own
 * was one more file on every first view (docs/decisions/first-view-budget.md).
 */
export function LanguageMenu() {
  const id = useId();
  const locale = usePageLocale();
  const page = unlocalizedPath(useLocation().pathname);
  const here = localesOfPage(page);
  return (
    <div>
      <button
        type="button"
        popoverTarget={`${id}-languages`}
        aria-label={`${t`Language`}: ${LOCALE_NAMES[locale]}`}
        className="ks-tools-button flex items-center gap-1.5 rounded-ks px-2 text-sm font-medium text-muted transition-colors hover:bg-subtle hover:text-fg"
      >
        {locale.toUpperCase()}
      </button>
      <div id={`${id}-languages`} popover="auto" className="ks-tools w-56">
        <ul aria-label={t`Language`}>
          {LOCALES.map((language) => (
            <li key={language}>
              <a
                href={localizedPath(language, here.includes(language) ? page : "/")}
                hrefLang={language}
                lang={language}
                aria-current={language === locale ? "page" : undefined}
                className={linkClass}
              >
                {LOCALE_NAMES[language]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
