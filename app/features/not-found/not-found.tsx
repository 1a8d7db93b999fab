import { t } from "@lingui/core/macro";
import { BookOpen, Info, KeyRound, Layers, Search, ShieldCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

import { BULK_COUNT_MAX } from "#core/options/limits";

import { Button } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";
import { SOURCE_LOCALE, linkInLocale, type Locale } from "~/lib/i18n/locales";
import { usePageLocale } from "~/lib/i18n/use-page-locale";

import { resolveNotFoundSearch } from "./not-found-search";
import { loadPage, useLeaveByPageLoad } from "./use-leave-by-page-load";

/** The page's title and description, in the language in force (read when the page renders). */
export const notFoundTitle = () => t`404 - Page Not Found`;
export const notFoundDescription = () =>
  t`The page you were looking for does not exist. Generate a secure password, check one, or make many at once.`;

const cards = () => {
  const count = BULK_COUNT_MAX;
  return [
    {
      to: "/",
      title: t`Password Generator`,
      text: t`Create a strong, random password in one click.`,
      icon: KeyRound,
    },
    {
      to: "/password-checker",
      title: t`Password Checker`,
      text: t`See how strong a password is and how to improve it.`,
      icon: ShieldCheck,
    },
    {
      to: "/bulk-generator",
      title: t`Bulk Generator`,
      text: t`Generate up to ${count} passwords at once and download them.`,
      icon: Layers,
    },
    {
      to: "/about",
      title: t`About`,
      text: t`How Keysmith generates passwords without sending them anywhere.`,
      icon: Info,
    },
  ] as const;
};

/**
 * The search's words in the page's language, by where they lead (not-found-search.ts); none on
 * the English page, whose words the search knows already.
 */
function localSearchWords(locale: Locale): ReadonlyArray<readonly [string, string]> {
  if (locale === SOURCE_LOCALE) return [];
  return [
    ["/password-checker", t`check, checker, strength`],
    ["/bulk-generator", t`bulk, many, list`],
    ["/memorable-password-generator", t`memorable`],
    ["/passphrase-generator", t`passphrase, words`],
    ["/username-generator", t`username, user name`],
  ];
}

/** Where a search leads: the page in this language where it is translated, else the English one. */
function searchTarget(locale: Locale, query: string): string {
  return linkInLocale(locale, resolveNotFoundSearch(query, localSearchWords(locale))).to;
}

const SEARCH_PARAM = "tool";

/** The not-found page (spec §2): for unknown paths and unknown articles alike. */
export function NotFound() {
  const location = useLocation();
  const locale = usePageLocale();
  const [query, setQuery] = useState("");
  const searchInput = useTypedBeforeHydration(query, setQuery);
  useLeaveByPageLoad();

  // Spec §2: log the miss and set the title and description, also when shown by an error
  // boundary that has no route meta of its own.
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
    document.title = notFoundTitle();
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute("content", notFoundDescription());
  }, [location.pathname, locale]);

  // Scripts load after the first paint (docs/decisions/first-view-budget.md), so a visitor can
  // search before the page is interactive: the form then reloads this page with ?tool=…, and the
  // search runs from here.
  useEffect(() => {
    const tool = new URLSearchParams(location.search).get(SEARCH_PARAM);
    if (tool !== null) loadPage(searchTarget(locale, tool), { replace: true });
  }, [location.search, locale]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-16 sm:py-24">
      <div className="text-center">
        <p className="font-mono text-sm font-semibold tracking-widest text-accent-text">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{t`Page Not Found`}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-muted">
          {t`We could not find the page you asked for. It may have moved, or the address may be mistyped. Search for a tool below or pick one of the pages we do have.`}
        </p>
      </div>
      <form
        role="search"
        className="mx-auto mt-8 flex max-w-lg gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          loadPage(searchTarget(locale, query));
        }}
      >
        <Field label={t`Search for a tool`} className="min-w-0 flex-1" labelClassName="sr-only">
          {(field) => (
            <input
              {...field}
              ref={searchInput}
              type="search"
              name={SEARCH_PARAM}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t`password, check or bulk`}
              className="min-h-11 w-full rounded-ks border border-border bg-surface px-3 text-base placeholder:text-muted"
            />
          )}
        </Field>
        <Button type="submit">
          <Search aria-hidden="true" />
          {t`Search`}
        </Button>
      </form>
      <p className="mt-6 text-center">
        <Link
          {...linkInLocale(locale, "/")}
          className="font-medium text-accent-text underline underline-offset-4"
        >
          {t`Back to the password generator`}
        </Link>
      </p>
      <CardGrid columns={2} className="mt-12">
        {cards().map((card) => (
          <li key={card.to}>
            <Link
              {...linkInLocale(locale, card.to)}
              className="flex h-full gap-4 rounded-ks border border-border bg-surface p-5 transition-colors hover:border-accent"
            >
              <card.icon className="mt-0.5 size-6 shrink-0 text-accent-text" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{card.title}</span>
                <span className="mt-1 block text-sm text-muted">{card.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </CardGrid>
      <p className="mt-10 flex items-center justify-center gap-2 text-sm text-muted">
        <BookOpen className="size-4" aria-hidden="true" />
        {t`Looking for advice?`}{" "}
        <Link
          {...linkInLocale(locale, "/blog")}
          className="text-accent-text underline underline-offset-4"
        >
          {t`Read the security guides`}
        </Link>
      </p>
    </div>
  );
}
