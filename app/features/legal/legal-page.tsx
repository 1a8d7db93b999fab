import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { StaticProse } from "~/components/static-prose";
import { buttonVariants } from "~/components/ui/button";
import { formatLongDate } from "~/lib/format-date";

/** A legal page's heading and date. */
export interface LegalPageHeading {
  title: string;
  intro: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
}

/**
 * The frame shared by the legal pages and About (spec §2 Legal pages). Their text is `prose`:
 * HTML the route's loader rendered when the page was prerendered (`loadLegalPage`).
 */
export function LegalPage({ page, prose }: { page: LegalPageHeading; prose: string }) {
  const { title, intro, lastUpdated } = page;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link to="/" className={buttonVariants({ variant: "secondary", className: "mb-8" })}>
        <ArrowLeft aria-hidden="true" />
        Back to Password Generator
      </Link>
      <PageIntro title={title} breadcrumb={[{ name: "Home", to: "/" }, { name: title }]}>
        {intro}
      </PageIntro>
      <p className="mt-4 text-sm text-muted">
        Last updated <time dateTime={lastUpdated}>{formatLongDate(lastUpdated)}</time>
      </p>
      <StaticProse className="prose-ks mt-8" html={prose} />
    </article>
  );
}
