import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { buttonVariants } from "~/components/ui/button";
import { formatLongDate } from "~/lib/format-date";

/** The frame shared by the legal pages and About (spec §2 Legal pages). */
export function LegalPage({
  title,
  intro,
  lastUpdated,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** YYYY-MM-DD */
  lastUpdated: string;
  children: ReactNode;
}) {
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
      <div className="prose-ks mt-8">{children}</div>
    </article>
  );
}
