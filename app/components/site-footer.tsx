import { t } from "@lingui/core/macro";
import { KeyRound } from "lucide-react";
import { Link } from "react-router";

import { TOOL_LINKS } from "~/components/nav-links";
import { linkInLocale } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { usePageLocale } from "~/lib/i18n/use-page-locale";
import { TAGLINE } from "~/lib/i18n/site-messages";
import { SITE_NAME } from "~/lib/site";

const linkClass =
  "rounded-ks py-2 text-sm text-muted underline-offset-4 hover:text-fg hover:underline";

export interface SiteFooterProps {
  /**
   * What Cookie Settings does: the consent feature's action, which the layout passes in because
   * the site's components import no feature (docs/style.md, "Boundaries").
   */
  onCookieSettings: () => void;
}

/** Loaded lazily by the layout (spec §2 Shell: "Footer (loaded lazily)"). */
export default function SiteFooter({ onCookieSettings }: SiteFooterProps) {
  const locale = usePageLocale();
  return (
    <footer className="below-fold mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto]">
        <div className="max-w-md space-y-2">
          <p className="flex items-center gap-2 font-semibold">
            <KeyRound className="size-4 text-accent-text" aria-hidden="true" />
            {SITE_NAME}
          </p>
          <p className="text-sm text-muted">
            {i18n._(TAGLINE)}.{" "}
            {t`Every password is generated in your browser with the Web Crypto API and is never sent anywhere.`}
          </p>
        </div>
        <div className="space-y-4">
          <nav aria-label={t`Tools`}>
            <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap sm:items-center">
              {TOOL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link {...linkInLocale(locale, link.to)} className={linkClass}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t`Legal`}>
            <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap sm:items-center">
              <li>
                <Link {...linkInLocale(locale, "/about")} className={linkClass}>
                  {t`About`}
                </Link>
              </li>
              <li>
                <Link {...linkInLocale(locale, "/privacy")} className={linkClass}>
                  {t`Privacy Policy`}
                </Link>
              </li>
              <li>
                <Link {...linkInLocale(locale, "/terms")} className={linkClass}>
                  {t`Terms of Service`}
                </Link>
              </li>
              <li>
                <Link {...linkInLocale(locale, "/california-privacy")} className={linkClass}>
                  {t`Do Not Sell My Personal Information`}
                </Link>
              </li>
              <li>
                <Link {...linkInLocale(locale, "/disclaimer")} className={linkClass}>
                  {t`Disclaimer`}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={`${linkClass} min-h-11 cursor-pointer`}
                  onClick={() => onCookieSettings()}
                >
                  {t`Cookie Settings`}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted">
          {t`${SITE_NAME} is free to use, with no account and no tracking without your consent.`}
        </p>
      </div>
    </footer>
  );
}
