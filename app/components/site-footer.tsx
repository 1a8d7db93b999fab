import { KeyRound } from "lucide-react";
import { Link } from "react-router";

import { TOOL_LINKS } from "~/components/nav-links";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";

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
  return (
    <footer className="below-fold mt-16 border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1fr_auto]">
        <div className="max-w-md space-y-2">
          <p className="flex items-center gap-2 font-semibold">
            <KeyRound className="size-4 text-accent-text" aria-hidden="true" />
            {SITE_NAME}
          </p>
          <p className="text-sm text-muted">
            {SITE_TAGLINE}. Every password is generated in your browser with the Web Crypto API and
            is never sent anywhere.
          </p>
        </div>
        <div className="space-y-4">
          <nav aria-label="Tools">
            <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap sm:items-center">
              {TOOL_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Legal">
            <ul className="flex flex-col gap-x-6 sm:flex-row sm:flex-wrap sm:items-center">
              <li>
                <Link to="/about" className={linkClass}>
                  About
                </Link>
              </li>
              <li>
                <Link to="/privacy" className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClass}>
                  Terms of Service
                </Link>
              </li>
              <li>
                <Link to="/california-privacy" className={linkClass}>
                  Do Not Sell My Personal Information
                </Link>
              </li>
              <li>
                <Link to="/disclaimer" className={linkClass}>
                  Disclaimer
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className={`${linkClass} min-h-11 cursor-pointer`}
                  onClick={() => onCookieSettings()}
                >
                  Cookie Settings
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted">
          {SITE_NAME} is free to use, with no account and no tracking without your consent.
        </p>
      </div>
    </footer>
  );
}
