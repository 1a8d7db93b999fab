import matter from "gray-matter";
import { Marked, type Tokens } from "marked";
import * as v from "valibot";

import { escapeXml } from "./xml";

// Build time only: the loaders that call this run when pages are prerendered and are dropped
// from the browser bundle, so neither Markdown, its parser nor the schemas ship there
// (docs/stack-notes.md, "Prerendering"; docs/style.md, "Content").

/** A heading the renderer gave an id to, for a table of contents. */
export interface MarkdownHeading {
  id: string;
  text: string;
  level: 2 | 3 | 4;
}

/**
 * What a `{{name}}` placeholder stands for: text (escaped where it lands) or, alone in its
 * paragraph, a block of HTML that replaces the paragraph. Alone on a line of raw HTML (a row of
 * a table written in HTML), a placeholder for HTML becomes that HTML, which may be empty.
 */
export type PlaceholderValue = string | { html: string };

export interface RenderMarkdownOptions {
  /** Where the Markdown comes from, named in every error ("content/pages/about.md"). */
  file: string;
  /** Give h2 to h4 the ids heading-0, heading-1, … and list them (the blog's contents). */
  headingIds?: boolean;
  /** The values `{{name}}` may stand for; any other name fails the build. */
  values?: Readonly<Record<string, PlaceholderValue>>;
  /**
   * Mark links to the site's own pages as React Router's `<Link>` renders them
   * (`data-discover`), for prose that used to be written with `<Link>`.
   */
  appLinks?: boolean;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;
const BLOCK_PLACEHOLDER = /<p>\{\{\s*([A-Za-z][\w.]*)\s*\}\}<\/p>\n?/g;
const LINE_PLACEHOLDER = /^[ \t]*\{\{\s*([A-Za-z][\w.]*)\s*\}\}[ \t]*(?:\n|$)/gm;

function lookUp(
  name: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  file: string,
): PlaceholderValue {
  const value = values[name];
  if (value === undefined) {
    throw new Error(`${file}: unknown placeholder "{{${name}}}"`);
  }
  return value;
}

/** A placeholder's text; one that stands for HTML cannot sit inside other text. */
function lookUpText(
  name: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  file: string,
): string {
  const value = lookUp(name, values, file);
  if (typeof value !== "string") {
    throw new Error(`${file}: "{{${name}}}" stands for HTML and must be alone in its paragraph`);
  }
  return value;
}

/**
 * Fills the `{{name}}` placeholders of plain text (a title, a description) from `values`;
 * an unknown name, or one that stands for HTML, fails the build with the file named.
 */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  file: string,
): string {
  return text.replace(PLACEHOLDER, (_, name: string) => lookUpText(name, values, file));
}

/**
 * Fills the placeholders of rendered HTML: a paragraph holding only a placeholder for HTML
 * becomes that HTML; any other placeholder becomes its text, escaped.
 */
function fillHtmlPlaceholders(
  html: string,
  values: Readonly<Record<string, PlaceholderValue>>,
  file: string,
): string {
  const blocks = html.replace(BLOCK_PLACEHOLDER, (whole, name: string) => {
    const value = lookUp(name, values, file);
    return typeof value === "string" ? whole : value.html;
  });
  return blocks.replace(PLACEHOLDER, (_, name: string) =>
    escapeXml(lookUpText(name, values, file)),
  );
}

/**
 * Renders Markdown (GitHub flavour, raw HTML allowed) to HTML, then fills its placeholders.
 * The placeholders are filled after rendering, so a value is never read as Markdown.
 */
export function renderMarkdown(
  markdown: string,
  { file, headingIds = false, values = {}, appLinks = false }: RenderMarkdownOptions,
): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        const level = token.depth;
        const inner = this.parser.parseInline(token.tokens);
        if (!headingIds || level < 2 || level > 4) return `<h${level}>${inner}</h${level}>\n`;
        const id = `heading-${headings.length}`;
        headings.push({
          id,
          text: fillPlaceholders(token.text, values, file),
          level: level === 2 ? 2 : level === 3 ? 3 : 4,
        });
        return `<h${level} id="${id}">${inner}</h${level}>\n`;
      },
      html(token) {
        // Raw HTML is not read as Markdown, so filling it here is filling it after rendering.
        if (!token.block) return false;
        return token.text.replace(LINE_PLACEHOLDER, (whole, name: string) => {
          const value = lookUp(name, values, file);
          if (typeof value === "string") return whole;
          return value.html === "" ? "" : `${value.html}\n`;
        });
      },
      link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token) {
        if (!appLinks || !token.href.startsWith("/") || token.title) return false;
        const inner = this.parser.parseInline(token.tokens);
        return `<a href="${escapeXml(token.href)}" data-discover="true">${inner}</a>`;
      },
    },
  });
  const html = fillHtmlPlaceholders(marked.parse(markdown, { async: false }), values, file);
  return { html, headings };
}

/** YAML reads an unquoted 2025-01-03 as a Date at midnight UTC; the pages use the text. */
export const dateSchema = v.pipe(
  v.union([
    v.pipe(
      v.date(),
      v.transform((date) => date.toISOString().slice(0, 10)),
    ),
    v.string(),
  ]),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"),
);

/** A string with something in it, trimmed. */
export const textSchema = v.pipe(
  v.string("must be a non-empty string"),
  v.trim(),
  v.nonEmpty("must be a non-empty string"),
);

/**
 * Splits a Markdown file into its frontmatter, checked against `schema`, and its body. A bad
 * field fails the build with the file and every field at fault named
 * (docs/style.md, "Parse at the edge").
 */
export function parseFrontmatter<TSchema extends v.GenericSchema>(
  source: string,
  schema: TSchema,
  file: string,
): { data: v.InferOutput<TSchema>; body: string } {
  const { data, content } = matter(source);
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const problems = result.issues.map((issue) => {
      const field = v.getDotPath(issue);
      return field === null ? issue.message : `"${field}" ${issue.message}`;
    });
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return { data: result.output, body: content };
}
