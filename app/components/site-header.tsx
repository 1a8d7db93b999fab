import { t } from "@lingui/core/macro";
import { KeyRound, Menu, X } from "lucide-react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";

import { NAV_LINKS, TOOL_LINKS } from "~/components/nav-links";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { OptionalPart } from "~/components/optional-part";
import { cn } from "~/lib/cn";
import { SOURCE_LOCALE, linkInLocale } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { usePageLocale } from "~/lib/i18n/use-page-locale";
import { SITE_NAME } from "~/lib/site";

// The language menu works from the prerendered HTML alone (a popover of plain links), so its code
// loads after hydration starts and hydrates it in place: English pages' first view carries none of
// it (docs/decisions/i18n-library.md, "What it costs").
const LanguageMenu = lazy(() =>
  import("~/components/language-menu").then((module) => ({ default: module.LanguageMenu })),
);

const linkClass =
  "rounded-ks px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-subtle hover:text-fg";
const menuLinkClass = `${linkClass} flex min-h-11 items-center text-base`;
// The header's links stay on one line in every language: longer names ("Passwort-Prüfer") take
// less padding on narrower desktops instead of wrapping (docs/decisions/i18n-library.md).
const navLinkClass = `${linkClass} whitespace-nowrap lg:px-2 xl:px-3`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const toolsRef = useRef<HTMLDivElement>(null);
  const locale = usePageLocale();
  // The links' names in other languages are longer than one line beside the logo holds (Spanish
  // by 270 px at 1280 px, German by 10), so a translated page keeps them in the menu at every
  // width, where they never wrap (docs/decisions/i18n-library.md, "The header").
  const menuOnly = locale !== SOURCE_LOCALE;

  /** A link of the mobile menu or the Tools menu: choosing it closes both. */
  const menuLink = (link: (typeof NAV_LINKS)[number]) => (
    <li key={link.to}>
      <Link
        {...linkInLocale(locale, link.to)}
        className={menuLinkClass}
        aria-current={!link.to.includes("#") && location.pathname === link.to ? "page" : undefined}
        onClick={() => {
          setMenuOpen(false);
          toolsRef.current?.hidePopover();
        }}
      >
        {i18n._(link.label)}
      </Link>
    </li>
  );

  const toolList = <ul aria-label={t`Tools`}>{TOOL_LINKS.map(menuLink)}</ul>;

  // Close the mobile menu on Escape and return focus to its toggle (a subscription, cleaned up).
  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          {...linkInLocale(locale, "/")}
          className="mr-auto flex min-h-11 items-center gap-2 rounded-ks pr-2 text-lg font-semibold tracking-tight"
        >
          <span className="grid size-8 place-items-center rounded-ks bg-accent text-accent-fg">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          {SITE_NAME}
        </Link>
        <nav aria-label={t`Main`} className={menuOnly ? "hidden" : "hidden lg:block"}>
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  {...linkInLocale(locale, link.to)}
                  end
                  className={({ isActive }) =>
                    cn(navLinkClass, isActive && !link.to.includes("#") && "bg-subtle text-fg")
                  }
                >
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
            <li>
              {/* A disclosure (WAI-ARIA APG, "Disclosure Navigation Menu") made with the popover
                  attribute: the browser exposes the button as expanded or collapsed, closes the
                  list on Escape or a click outside, and it works before the page is hydrated. */}
              <button
                type="button"
                popoverTarget={`${menuId}-tools`}
                className={`${navLinkClass} ks-tools-button`}
              >
                {t`Tools`}
              </button>
              <div id={`${menuId}-tools`} popover="auto" className="ks-tools" ref={toolsRef}>
                {toolList}
              </div>
            </li>
          </ul>
        </nav>
        <OptionalPart>
          <Suspense fallback={null}>
            <LanguageMenu />
          </Suspense>
        </OptionalPart>
        <ThemeToggle />
        <Button
          ref={toggleRef}
          type="button"
          variant="ghost"
          size="icon"
          className={menuOnly ? undefined : "lg:hidden"}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="size-5" aria-hidden="true" />
          ) : (
            <Menu className="size-5" aria-hidden="true" />
          )}
        </Button>
      </div>
      <nav
        id={menuId}
        aria-label={t`Mobile`}
        hidden={!menuOpen}
        className={cn("border-t border-border bg-surface", !menuOnly && "lg:hidden")}
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {NAV_LINKS.map(menuLink)}
          <li className="mt-2 border-t border-border pt-2">{toolList}</li>
        </ul>
      </nav>
    </header>
  );
}
