import { Rss, SearchX } from "lucide-react";
import { useId, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";

import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card";

import type { ArticleSummary } from "./article";
import { ArticleCard } from "./article-card";
import {
  DEFAULT_FILTER,
  DEFAULT_SORT,
  filterArticles,
  isFiltered,
  listCategories,
  selectFeatured,
  selectPopular,
  sortArticles,
  type ArticleFilter,
  type ArticleSort,
} from "./article-list";
import { BlogFilters } from "./blog-filters";
import { FEED_PATH } from "./feed-link";
import { PopularList } from "./popular-list";
import { ReadingListSection } from "./reading-list-section";

function ListSection({
  title,
  count,
  headingRef,
  children,
}: {
  title: string;
  count?: number;
  /** Lets the page move focus to this heading (it then takes focus from script only). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="scroll-mt-20 text-xl font-semibold tracking-tight outline-none"
      >
        {title}
        {count === undefined ? null : (
          <span className="text-base font-normal text-muted"> ({count})</span>
        )}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function ArticleGrid({ articles }: { articles: ReadonlyArray<ArticleSummary> }) {
  return (
    <CardGrid>
      {articles.map((article) => (
        <li key={article.slug} className="flex">
          <ArticleCard article={article} />
        </li>
      ))}
    </CardGrid>
  );
}

/**
 * The Resources list (spec §2 /blog). The prerendered page is the unfiltered list; search,
 * category and sort are client state (spec §4 Blog filter).
 */
export function BlogIndex({ articles }: { articles: ReadonlyArray<ArticleSummary> }) {
  const [filter, setFilter] = useState<ArticleFilter>(DEFAULT_FILTER);
  const [sort, setSort] = useState<ArticleSort>(DEFAULT_SORT);

  const categories = useMemo(() => listCategories(articles), [articles]);
  const featured = useMemo(() => selectFeatured(articles), [articles]);
  const popular = useMemo(() => selectPopular(articles), [articles]);
  const results = useMemo(
    () => sortArticles(filterArticles(articles, filter), sort),
    [articles, filter, sort],
  );
  const filtered = isFiltered(filter);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageIntro
        title="Password Security Guides"
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Resources" }]}
      >
        <p>
          Clear, current advice on creating, storing and managing passwords, written to match NIST
          SP 800-63B-4 and what attackers actually do.
        </p>
        <p className="text-sm">
          View counts and ratings on these pages are editorial figures kept with each article, not
          live counters: Keysmith itself counts no views and collects no ratings.
        </p>
      </PageIntro>
      <p className="mt-2">
        <a
          href={FEED_PATH}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          Follow new guides with the RSS feed
        </a>
      </p>

      <div className="mt-6">
        <BlogFilters
          filter={filter}
          sort={sort}
          categories={categories}
          onFilterChange={setFilter}
          onSortChange={setSort}
          onSearch={() => resultsHeading.current?.focus()}
        />
      </div>

      {filtered ? null : (
        <>
          {featured.length > 0 ? (
            <ListSection title="Featured Articles">
              <ArticleGrid articles={featured} />
            </ListSection>
          ) : null}
          <ListSection title="Most Popular">
            <PopularList articles={popular} layout="row" />
          </ListSection>
        </>
      )}

      <ListSection
        title={filtered ? "Search Results" : "All Articles"}
        count={results.length}
        headingRef={resultsHeading}
      >
        <p role="status" className="sr-only">
          {filtered
            ? `${results.length} ${results.length === 1 ? "article" : "articles"} found`
            : ""}
        </p>
        {results.length > 0 ? (
          <ArticleGrid articles={results} />
        ) : (
          <div className="flex flex-col items-center rounded-ks border border-dashed border-border px-6 py-12 text-center">
            <SearchX className="size-8 text-muted" aria-hidden="true" />
            <h3 className="mt-3 text-lg font-semibold">No articles found</h3>
            <p className="mt-1 max-w-md text-muted">
              Try adjusting your search terms or filters to find what you&apos;re looking for.
            </p>
            <Button
              type="button"
              variant="secondary"
              className="mt-5"
              onClick={() => setFilter(DEFAULT_FILTER)}
            >
              Clear filters
            </Button>
          </div>
        )}
      </ListSection>

      <ReadingListSection articles={articles} />
    </div>
  );
}
