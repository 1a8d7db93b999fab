import { Eye, Star } from "lucide-react";

import { cn } from "~/lib/cn";

import { formatViews, type ArticleSummary } from "./article";

/** An article's editorial view count and rating (spec §2 /blog cards and articles). */
export function ArticleStats({
  article,
  iconClassName = "size-3.5",
}: {
  article: Pick<ArticleSummary, "views" | "rating">;
  iconClassName?: string;
}) {
  return (
    <>
      <span className="flex items-center gap-1">
        <Eye className={cn(iconClassName)} aria-hidden="true" />
        {formatViews(article.views)} views
      </span>
      <span className="flex items-center gap-1">
        <Star className={cn(iconClassName)} aria-hidden="true" />
        <span className="sr-only">Rated </span>
        {article.rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </>
  );
}
