import { Bookmark } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";

import type { ArticleSummary } from "./article";
import { useReadingList } from "./use-reader-storage";

/**
 * The articles saved with the Save button (docs/product-decisions.md, "Blog extras"). Read from
 * this browser's storage after hydration, so the prerendered page never shows it.
 */
export function ReadingListSection({ articles }: { articles: ReadonlyArray<ArticleSummary> }) {
  const headingId = useId();
  const saved = useReadingList();
  const items = saved.flatMap((slug) => articles.filter((article) => article.slug === slug));
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-ks border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Bookmark className="size-5 text-accent-text" aria-hidden="true" />
        Your Reading List
        <span className="text-base font-normal text-muted">({items.length})</span>
      </h2>
      <p className="mt-1 text-sm text-muted">Saved in this browser only.</p>
      <ul className="mt-3 divide-y divide-border">
        {items.map((article) => (
          <li key={article.slug}>
            <Link
              to={`/blog/${article.slug}`}
              className="flex min-h-11 items-center py-2 font-medium text-accent-text underline-offset-4 hover:underline"
            >
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
