/** Spec §3 Article categories; any other category gets the default icon. */
export const ARTICLE_CATEGORIES = [
  "Tools",
  "Security",
  "Reviews",
  "Guide",
  "Business",
  "Response",
] as const;

export interface Author {
  name: string;
  bio: string;
  expertise: string[];
}

/** What an article's frontmatter says (checked by `articleFrontmatterSchema`, content.server.ts). */
export interface ArticleFrontmatter {
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** YYYY-MM-DD */
  publishDate: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  /** A key of content/authors.json. */
  author: string;
  metaDescription: string;
  keywords: string[];
  /**
   * Editorial figures kept with each article (docs/product-decisions.md, "Blog figures and dates").
   */
  views: number;
  rating: number;
  featured: boolean;
  relatedArticles: string[];
}

/** An article as the pages use it (spec §3 Article): its frontmatter and what is made of it. */
export interface Article extends Omit<ArticleFrontmatter, "author"> {
  slug: string;
  /** e.g. "7 min read", computed from the body (spec §9). */
  readTime: string;
  readMinutes: number;
  authorKey: string;
  author: Author;
  /** The body rendered to HTML at build time. */
  html: string;
  /** h2-h4 headings in order, with the ids given to them (heading-0, heading-1, …). */
  headings: Array<{ id: string; text: string; level: 2 | 3 | 4 }>;
}

/** The summary a list or card needs: everything but the body. */
export type ArticleSummary = Omit<Article, "html" | "headings">;

const WORDS_PER_MINUTE = 200;

/** Spec §9: words of the text without tags, divided by 200, rounded up (at least 1). */
export function computeReadMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ");
  const words = text.split(/\s+/).filter((word) => word.length > 0).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** The earliest time zone is UTC+14: a date is in the future only if it has begun nowhere yet. */
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;

/** Whether a YYYY-MM-DD date has not yet begun anywhere on Earth at `nowMs`. */
export function isDateInFuture(date: string, nowMs: number): boolean {
  return date > new Date(nowMs + EARLIEST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Spec §2 /blog: "1.2k" style from 1000, one decimal. */
export function formatViews(views: number): string {
  if (views < 1000) return String(views);
  const thousands = Math.round(views / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
}
