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

/** An article's data as the pages use it (spec §3 Article). */
export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  /** e.g. "7 min read", computed from the body (spec §9). */
  readTime: string;
  readMinutes: number;
  /** YYYY-MM-DD */
  publishDate: string;
  /** YYYY-MM-DD */
  lastUpdated: string;
  authorKey: string;
  author: Author;
  metaDescription: string;
  keywords: string[];
  /**
   * Editorial figures kept with each article (docs/product-decisions.md, "Blog figures and dates").
   */
  views: number;
  rating: number;
  featured: boolean;
  relatedArticles: string[];
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

type FieldResult<T> = { ok: true; value: T } | { ok: false; error: string };

function readString(data: Record<string, unknown>, key: string): FieldResult<string> {
  const value = data[key];
  if (typeof value === "string" && value.trim().length > 0)
    return { ok: true, value: value.trim() };
  return { ok: false, error: `"${key}" must be a non-empty string` };
}

function readDate(data: Record<string, unknown>, key: string): FieldResult<string> {
  const value = data[key];
  // YAML turns an unquoted 2025-01-03 into a Date at midnight UTC.
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    return { ok: true, value: value.toISOString().slice(0, 10) };
  }
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return { ok: true, value };
  return { ok: false, error: `"${key}" must be a date written YYYY-MM-DD` };
}

function readStringList(data: Record<string, unknown>, key: string): FieldResult<string[]> {
  const value = data[key];
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    return { ok: true, value: value.map((item: string) => item.trim()) };
  }
  return { ok: false, error: `"${key}" must be a list of strings` };
}

function readNumber(
  data: Record<string, unknown>,
  key: string,
  min: number,
  max: number,
): FieldResult<number> {
  const value = data[key];
  if (typeof value === "number" && Number.isFinite(value) && value >= min && value <= max) {
    return { ok: true, value };
  }
  return { ok: false, error: `"${key}" must be a number from ${min} to ${max}` };
}

export interface ArticleFrontmatter {
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishDate: string;
  lastUpdated: string;
  author: string;
  metaDescription: string;
  keywords: string[];
  views: number;
  rating: number;
  featured: boolean;
  relatedArticles: string[];
}

/**
 * Validates an article's frontmatter at build time; a bad field stops the build with the file
 * and the field named, rather than publishing a broken page.
 */
export function parseArticleFrontmatter(
  data: Record<string, unknown>,
): { success: true; data: ArticleFrontmatter } | { success: false; errors: string[] } {
  const fields = {
    title: readString(data, "title"),
    excerpt: readString(data, "excerpt"),
    category: readString(data, "category"),
    tags: readStringList(data, "tags"),
    publishDate: readDate(data, "publishDate"),
    lastUpdated: readDate(data, "lastUpdated"),
    author: readString(data, "author"),
    metaDescription: readString(data, "metaDescription"),
    keywords: readStringList(data, "keywords"),
    views: readNumber(data, "views", 0, Number.MAX_SAFE_INTEGER),
    rating: readNumber(data, "rating", 0, 5),
    relatedArticles: readStringList(data, "relatedArticles"),
  };
  const errors = Object.values(fields).flatMap((field) => (field.ok ? [] : [field.error]));
  const featured = data.featured ?? false;
  if (typeof featured !== "boolean") errors.push(`"featured" must be true or false`);
  if (
    !fields.title.ok ||
    !fields.excerpt.ok ||
    !fields.category.ok ||
    !fields.tags.ok ||
    !fields.publishDate.ok ||
    !fields.lastUpdated.ok ||
    !fields.author.ok ||
    !fields.metaDescription.ok ||
    !fields.keywords.ok ||
    !fields.views.ok ||
    !fields.rating.ok ||
    !fields.relatedArticles.ok ||
    typeof featured !== "boolean"
  ) {
    return { success: false, errors };
  }
  if (fields.lastUpdated.value < fields.publishDate.value) {
    return { success: false, errors: [`"lastUpdated" is before "publishDate"`] };
  }
  return {
    success: true,
    data: {
      title: fields.title.value,
      excerpt: fields.excerpt.value,
      category: fields.category.value,
      tags: fields.tags.value,
      publishDate: fields.publishDate.value,
      lastUpdated: fields.lastUpdated.value,
      author: fields.author.value,
      metaDescription: fields.metaDescription.value,
      keywords: fields.keywords.value,
      views: fields.views.value,
      rating: fields.rating.value,
      featured,
      relatedArticles: fields.relatedArticles.value,
    },
  };
}
