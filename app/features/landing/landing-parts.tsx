import { t } from "@lingui/core/macro";
import { Check, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { PageIntro } from "~/components/page-intro";
import { StaticProse } from "~/components/static-prose";
import { CardGrid, FeatureCard } from "~/components/ui/card";
import { localizedPath } from "~/lib/i18n/locales";
import { usePageLocale } from "~/lib/i18n/use-page-locale";
import type { PAGE_UPDATED } from "~/lib/site";

/**
 * One layout for every landing page (spec §2 Landing pages) and the building blocks of their
 * details. A page is data: its `LandingContent` (a small module the browser loads) for what
 * stands above the generator, and its details with their FAQ, rendered to HTML when the page
 * is prerendered (`*-landing-details.server.tsx`), so none of that ships as script.
 */

/** Where a page lives and what search results and its head say of it. */
export interface LandingPageInfo {
  title: string;
  description: string;
  path: keyof typeof PAGE_UPDATED;
}

/** What a landing page shows above its generator: h1, one intro paragraph and its badges. */
export interface LandingContent extends LandingPageInfo {
  intro: string;
  badges: ReadonlyArray<LandingBadge>;
}

export interface LandingBadge {
  label: string;
  icon: LucideIcon;
}

export interface LandingCard {
  title: string;
  text: ReactNode;
  icon: LucideIcon;
}

export interface LandingPoint {
  title: string;
  text: ReactNode;
  /** Overrides the list's icon for this point. */
  icon?: LucideIcon;
}

/**
 * The page body: breadcrumb, h1 and intro, the badges, the embedded generator, then the page's
 * own sections.
 */
export function LandingLayout({
  content: { title, intro, badges },
  generator,
  details,
}: {
  /** What it shows above the generator (the description is for the page's head alone). */
  content: Omit<LandingContent, "description">;
  /** The generator card, with the page's own starting options, and what goes with it. */
  generator: ReactNode;
  /** The sections below the generator, as HTML the route's loader rendered (`renderProse`). */
  details: string;
}) {
  const locale = usePageLocale();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageIntro
        title={title}
        breadcrumb={[{ name: t`Home`, to: localizedPath(locale, "/") }, { name: title }]}
      >
        <p>{intro}</p>
      </PageIntro>
      <ul aria-label={t`Highlights`} className="mt-6 flex flex-wrap gap-2">
        {badges.map((badge) => (
          <li
            key={badge.label}
            className="inline-flex items-center gap-1.5 rounded-full border border-border bg-accent-soft px-3 py-1 text-sm font-medium text-accent-text"
          >
            <badge.icon className="size-4 shrink-0" aria-hidden="true" />
            {badge.label}
          </li>
        ))}
      </ul>
      {/* Not a named section: that would make it a region landmark with the generator's
          Quick Tips aside (a complementary landmark) nested inside, which ARIA says to avoid.
          The generator card is a group named by its own heading. */}
      <div className="mt-8">{generator}</div>
      <StaticProse className="mt-16 space-y-16" html={details} />
    </div>
  );
}

/** Cards with an icon, an h3 and a short text. */
export function FeatureCards({ cards }: { cards: ReadonlyArray<LandingCard> }) {
  return (
    <CardGrid>
      {cards.map((card) => (
        <FeatureCard key={card.title} icon={card.icon} title={card.title}>
          {card.text}
        </FeatureCard>
      ))}
    </CardGrid>
  );
}

/** A checklist: a bold lead and an explanation per item. */
export function PointList({
  points,
  icon: Icon = Check,
}: {
  points: ReadonlyArray<LandingPoint>;
  icon?: LucideIcon;
}) {
  return (
    <ul className="space-y-4">
      {points.map((point) => {
        const PointIcon = point.icon ?? Icon;
        return (
          <li key={point.title} className="flex gap-3">
            <PointIcon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
            <div className="min-w-0">
              <p className="font-semibold text-fg">{point.title}</p>
              <p className="mt-0.5 text-sm leading-relaxed text-muted">{point.text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A highlighted note: honest caveats and settings worth knowing. */
export function Note({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-ks border border-border bg-subtle p-5">
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
      <div className="min-w-0 space-y-2 text-sm leading-relaxed text-fg">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
