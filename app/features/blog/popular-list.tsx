import { Eye, Star } from "lucide-react";
import { Link } from "react-router";

import { cn } from "~/lib/cn";

import { formatViews, type ArticleSummary } from "./article";

/** A ranked, compact list of articles: title, views and rating (spec §2 Most Popular). */
export function PopularList({
  articles,
  layout = "stack",
}: {
  articles: ReadonlyArray<ArticleSummary>;
  /** "row": side by side from tablet width up (the /blog section); "stack": the sidebar. */
  layout?: "row" | "stack";
}) {
  return (
    <ol className={cn("grid gap-3", layout === "row" && "md:grid-cols-3")}>
      {articles.map((article, index) => (
        <li key={article.slug} className="flex">
          <Link
            to={`/blog/${article.slug}`}
            className="group flex w-full gap-3 rounded-ks border border-border bg-surface p-4 transition-colors hover:border-accent"
          >
            <span
              className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent-text"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block leading-snug font-medium group-hover:underline">
                {article.title}
              </span>
              <span className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-muted">
                <span className="flex items-center gap-1">
                  <Eye className="size-3.5" aria-hidden="true" />
                  {formatViews(article.views)} views
                </span>
                <span className="flex items-center gap-1">
                  <Star className="size-3.5" aria-hidden="true" />
                  <span className="sr-only">Rated </span>
                  {article.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
