import matter from "gray-matter";
import { Marked, type Tokens } from "marked";

import {
  computeReadMinutes,
  isDateInFuture,
  parseArticleFrontmatter,
  type Article,
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

function renderMarkdown(markdown: string): Pick<Article, "html" | "headings"> {
  const headings: Article["headings"] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const level = token.depth;
        const inner = this.parser.parseInline(token.tokens);
        if (level < 2 || level > 4) return `<h${level}>${inner}</h${level}>\n`;
        const id = `heading-${headings.length}`;
        headings.push({ id, text: token.text, level: level === 2 ? 2 : level === 3 ? 3 : 4 });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}

function loadArticles(): Article[] {
  const authors = parseAuthors(authorsJson);
  const articles = Object.entries(files).map(([path, source]): Article => {
    const slug = path.replace(/^.*\//, "").replace(/\.md$/, "");
    const { data, content } = matter(source);
    const parsed = parseArticleFrontmatter(data);
    if (!parsed.success) {
      throw new Error(`content/blog/${slug}.md: ${parsed.errors.join("; ")}`);
    }
    // docs/product-decisions.md, "Blog figures and dates": dates are the real ones, so never one
    // that has not come yet.
    for (const field of ["publishDate", "lastUpdated"] as const) {
      if (isDateInFuture(parsed.data[field], Date.now())) {
        throw new Error(
          `content/blog/${slug}.md: "${field}" ${parsed.data[field]} is in the future`,
        );
      }
    }
    const author = authors[parsed.data.author];
    if (!author) throw new Error(`content/blog/${slug}.md: unknown author "${parsed.data.author}"`);
    const { html, headings } = renderMarkdown(content);
    const readMinutes = computeReadMinutes(html);
    const { author: authorKey, ...rest } = parsed.data;
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
