import type { ArticleSummary } from "./article";

/** The list logic of /blog (spec §2, §4 Blog filter, §5 Blog search): no React, no DOM. */

export const ALL_CATEGORIES = "All";

/** Spec §9: the popular list holds 3 articles, by views. */
export const POPULAR_COUNT = 3;

export type ArticleSort = "newest" | "oldest" | "popular" | "rating";

/** The sort dropdown's choices, in the spec's order and words. */
export const SORT_OPTIONS: ReadonlyArray<{ value: ArticleSort; label: string }> = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "popular", label: "Most Popular" },
  { value: "rating", label: "Highest Rated" },
];

export const DEFAULT_SORT: ArticleSort = "newest";

export interface ArticleFilter {
  search: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
}

export const DEFAULT_FILTER: ArticleFilter = { search: "", category: ALL_CATEGORIES };

/** Reads a sort dropdown's value; anything unknown is the default (newest first). */
export function parseSort(value: string): ArticleSort {
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_SORT;
}

/**
 * Plain code-unit order, right for ISO dates and our one-word English categories. The first
 * localeCompare on a page loads collation data, a long task on a phone's first view;
 * titles, sorted only when a reader asks, keep it.
 */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** "All" followed by each distinct category, alphabetically. */
export function listCategories(articles: ReadonlyArray<ArticleSummary>): string[] {
  const categories = [...new Set(articles.map((article) => article.category))];
  return [ALL_CATEGORIES, ...categories.sort(compareCodeUnits)];
}

/** True when the visitor has narrowed the list: some search text or a category other than All. */
export function isFiltered(filter: ArticleFilter): boolean {
  return filter.search.trim().length > 0 || filter.category !== ALL_CATEGORIES;
}

/** Spec §5: case-insensitive match on the title, the excerpt or any tag. Blank matches all. */
export function matchesSearch(article: ArticleSummary, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle.length === 0) return true;
  return [article.title, article.excerpt, ...article.tags].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

export function filterArticles<T extends ArticleSummary>(
  articles: ReadonlyArray<T>,
  filter: ArticleFilter,
): T[] {
  return articles.filter(
    (article) =>
      (filter.category === ALL_CATEGORIES || article.category === filter.category) &&
      matchesSearch(article, filter.search),
  );
}

const byNewest = (a: ArticleSummary, b: ArticleSummary) =>
  compareCodeUnits(b.publishDate, a.publishDate);
const byViews = (a: ArticleSummary, b: ArticleSummary) => b.views - a.views;
const byTitle = (a: ArticleSummary, b: ArticleSummary) => a.title.localeCompare(b.title);

/**
 * A sorted copy. Ties fall back to the next most useful order (newer, then more read, then by
 * title), so the list never reshuffles between renders.
 */
export function sortArticles<T extends ArticleSummary>(
  articles: ReadonlyArray<T>,
  sort: ArticleSort,
): T[] {
  const compare = (a: T, b: T): number => {
    switch (sort) {
      case "newest":
        return byNewest(a, b) || byTitle(a, b);
      case "oldest":
        return byNewest(b, a) || byTitle(a, b);
      case "popular":
        return byViews(a, b) || byNewest(a, b) || byTitle(a, b);
      case "rating":
        return b.rating - a.rating || byViews(a, b) || byTitle(a, b);
    }
  };
  return [...articles].sort(compare);
}

/** Spec §2: the Featured Articles section, newest first. */
export function selectFeatured<T extends ArticleSummary>(articles: ReadonlyArray<T>): T[] {
  return sortArticles(
    articles.filter((article) => article.featured),
    "newest",
  );
}

/** Spec §2, §9: the most viewed articles, `count` of them (3 by default). */
export function selectPopular<T extends ArticleSummary>(
  articles: ReadonlyArray<T>,
  count: number = POPULAR_COUNT,
): T[] {
  return sortArticles(articles, "popular").slice(0, Math.max(0, count));
}

/**
 * The later of a page's own date and its articles' lastUpdated (YYYY-MM-DD): the blog index
 * changes whenever an article does.
 */
export function latestUpdate(own: string, articles: ReadonlyArray<{ lastUpdated: string }>) {
  return articles.reduce(
    (latest, { lastUpdated }) => (lastUpdated > latest ? lastUpdated : latest),
    own,
  );
}
