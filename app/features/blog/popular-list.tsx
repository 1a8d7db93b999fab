import { Link } from "react-router";

import { cn } from "~/lib/cn";

import { type ArticleSummary } from "./article";
import { ArticleStats } from "./article-stats";

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
                <ArticleStats article={article} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
