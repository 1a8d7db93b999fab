import * as v from "valibot";

import { dateSchema, parseFrontmatter, renderMarkdown, textSchema } from "~/lib/markdown.server";

import {
  computeReadMinutes,
  isDateInFuture,
  type Article,
  type ArticleFrontmatter,
  type ArticleSummary,
  type Author,
} from "./article";

import authorsJson from "../../../content/authors.json";

// Read at build time only: loaders of prerendered routes are dropped from the client bundle,
// so neither the Markdown nor its parser ships to the browser (docs/stack-notes.md,
// "Prerendering").
const files = import.meta.glob<string>("../../../content/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const stringListSchema = v.array(v.pipe(v.string(), v.trim()), "must be a list of strings");

/**
 * An article's frontmatter: the one place its fields are checked. A bad field stops the build
 * with the file and the field named (docs/style.md, "Parse at the edge").
 */
export const articleFrontmatterSchema = v.pipe(
  v.object({
    title: textSchema,
    excerpt: textSchema,
    category: textSchema,
    tags: stringListSchema,
    publishDate: dateSchema,
    lastUpdated: dateSchema,
    author: textSchema,
    metaDescription: textSchema,
    keywords: stringListSchema,
    views: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0, "must be a number from 0"),
      v.safeInteger(),
    ),
    rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5, "must be a number from 0 to 5")),
    featured: v.optional(v.boolean("must be true or false"), false),
    relatedArticles: stringListSchema,
  }),
  v.check((data) => data.lastUpdated >= data.publishDate, `"lastUpdated" is before "publishDate"`),
);

function parseAuthors(raw: unknown): Record<string, Author> {
  const authors: Record<string, Author> = {};
  if (typeof raw !== "object" || raw === null)
    throw new Error("content/authors.json: not an object");
  for (const [key, value] of Object.entries(raw)) {
    if (
      typeof value !== "object" ||
      value === null ||
      !("name" in value) ||
      typeof value.name !== "string" ||
      !("bio" in value) ||
      typeof value.bio !== "string" ||
      !("expertise" in value) ||
      !Array.isArray(value.expertise) ||
      !value.expertise.every((item: unknown) => typeof item === "string")
    ) {
      throw new Error(`content/authors.json: author "${key}" needs name, bio and expertise`);
    }
    authors[key] = { name: value.name, bio: value.bio, expertise: value.expertise };
  }
  return authors;
}

function loadArticles(): Article[] {
  const authors = parseAuthors(authorsJson);
  const articles = Object.entries(files).map(([path, source]): Article => {
    const slug = path.replace(/^.*\//, "").replace(/\.md$/, "");
    const file = `content/blog/${slug}.md`;
    const parsed = parseFrontmatter(source, articleFrontmatterSchema, file);
    const data: ArticleFrontmatter = parsed.data;
    // docs/product-decisions.md, "Blog figures and dates": dates are the real ones, so never one
    // that has not come yet.
    for (const field of ["publishDate", "lastUpdated"] as const) {
      if (isDateInFuture(data[field], Date.now())) {
        throw new Error(`content/blog/${slug}.md: "${field}" ${data[field]} is in the future`);
      }
    }
    const author = authors[data.author];
    if (!author) throw new Error(`content/blog/${slug}.md: unknown author "${data.author}"`);
    const { html, headings } = renderMarkdown(parsed.body, {
      file,
      headingIds: true,
    });
    const readMinutes = computeReadMinutes(html);
    const { author: authorKey, ...rest } = data;
    return {
      ...rest,
      slug,
      authorKey,
      author,
      readMinutes,
      readTime: `${readMinutes} min read`,
      html,
      headings,
    };
  });
  const slugs = new Set(articles.map((article) => article.slug));
  for (const article of articles) {
    for (const related of article.relatedArticles) {
      if (!slugs.has(related)) {
        throw new Error(
          `content/blog/${article.slug}.md: related article "${related}" does not exist`,
        );
      }
    }
  }
  return articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}

let cache: Article[] | undefined;

/** Every article, newest first. */
export function getArticles(): Article[] {
  cache ??= loadArticles();
  return cache;
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((article) => article.slug === slug);
}

export function summarizeArticle({
  html: _html,
  headings: _headings,
  ...summary
}: Article): ArticleSummary {
  return summary;
}
