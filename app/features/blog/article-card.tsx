import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";

import { formatLongDate } from "~/lib/format-date";

import { type ArticleSummary } from "./article";
import { ArticleStats } from "./article-stats";
import { CategoryLabel } from "./category-icon";

const TAG_PREVIEW = 3;

/** One article in a list (spec §2 /blog: each card). */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const hiddenTags = article.tags.length - TAG_PREVIEW;
  return (
    <article className="flex w-full flex-col rounded-ks border border-border bg-surface p-5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <CategoryLabel category={article.category} />
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden="true" />
          {article.readTime}
        </span>
        {article.featured ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent-text">
            Featured
          </span>
        ) : null}
      </p>
      <h3 className="mt-3 text-lg leading-snug font-semibold">
        <Link to={`/blog/${article.slug}`} className="hover:underline">
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted">{article.excerpt}</p>
      <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
        <ArticleStats article={article} />
        <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
      </p>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tags">
        {article.tags.slice(0, TAG_PREVIEW).map((tag) => (
          <li key={tag} className="rounded-full bg-subtle px-2 py-0.5 text-xs text-muted">
            {tag}
          </li>
        ))}
        {hiddenTags > 0 ? <li className="px-1 text-xs text-muted">+{hiddenTags} more</li> : null}
      </ul>
      <Link
        to={`/blog/${article.slug}`}
        className="mt-4 inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-accent-text"
        aria-label={`Read ${article.title}`}
      >
        Read <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </article>
  );
}
