import * as v from "valibot";

import { FIGURES } from "~/lib/facts/figures";
import {
  dateSchema,
  fillPlaceholders,
  parseFrontmatter,
  renderMarkdown,
  textSchema,
  type PlaceholderValue,
} from "~/lib/markdown.server";
import { renderProse } from "~/lib/prose.server";
import type { LoaderMeta } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import { CONTACT_EMAIL } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";

import { ContactLine } from "./contact";
import type { LegalPageHeading } from "./legal-page";
import { legalSlots, type LegalBuild } from "./legal-slots";

// Read when pages are prerendered only (docs/style.md, "Content").
const files = import.meta.glob<string>("../../../content/pages/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The frontmatter of a page in content/pages: the one schema every such page is checked by. */
export const pageFrontmatterSchema = v.strictObject({
  title: textSchema,
  description: textSchema,
  intro: textSchema,
  lastUpdated: dateSchema,
  /** What the page's contact line invites ("Questions about these terms"), for `{{contact}}`. */
  contact: v.optional(textSchema),
});

/** The names of the pages in content/pages. */
export type LegalPageName = "about" | "privacy" | "terms" | "disclaimer" | "california-privacy";

function sourceOf(name: LegalPageName): string | undefined {
  return files[`../../../content/pages/${name}.md`];
}

/** A page of content/pages split into its checked frontmatter and its Markdown. */
function readLegalPage(name: LegalPageName, source: string | undefined) {
  const file = `content/pages/${name}.md`;
  if (source === undefined) throw new Error(`${file}: no such page`);
  return { file, ...parseFrontmatter(source, pageFrontmatterSchema, file) };
}

/**
 * A page of content/pages as HTML: its frontmatter checked, its figures filled from FIGURES and
 * its build-dependent parts (legal-slots.tsx) rendered in. Any fault fails the build with the
 * file named.
 */
export function renderLegalPage(
  name: LegalPageName,
  build: LegalBuild = {},
  source: string | undefined = sourceOf(name),
): { page: LegalPageHeading & { description: string }; html: string } {
  const { file, data, body } = readLegalPage(name, source);
  const values: Record<string, PlaceholderValue> = { ...FIGURES };
  for (const [slot, node] of Object.entries(legalSlots(build))) {
    values[slot] = typeof node === "string" ? node : { html: renderProse(node) };
  }
  if (data.contact !== undefined) {
    const email = build.contactEmail === undefined ? CONTACT_EMAIL : build.contactEmail;
    values.contact = { html: renderProse(<ContactLine lead={data.contact} email={email} />) };
  }
  const { html } = renderMarkdown(body, { file, values, appLinks: true });
  return {
    page: {
      title: fillPlaceholders(data.title, FIGURES, file),
      description: fillPlaceholders(data.description, FIGURES, file),
      intro: fillPlaceholders(data.intro, FIGURES, file),
      lastUpdated: data.lastUpdated,
    },
    html,
  };
}

/**
 * A legal page's loader data, made when the page is prerendered: its heading, its text as HTML
 * and its tags with a breadcrumb from Home (app/lib/route-meta.ts). None of it ships as script.
 */
export function loadLegalPage(
  name: LegalPageName,
  path: string,
): LoaderMeta & { page: LegalPageHeading; prose: string } {
  const { page, html } = renderLegalPage(name);
  return {
    page: { title: page.title, intro: page.intro, lastUpdated: page.lastUpdated },
    prose: html,
    meta: buildMeta({
      title: page.title,
      description: page.description,
      path,
      lastModified: page.lastUpdated,
      jsonLd: [breadcrumbJsonLd([{ name: page.title, path }])],
    }),
  };
}

/** Each page of content/pages by its path on the site. */
export const LEGAL_PAGE_PATHS: Readonly<Record<string, LegalPageName>> = Object.freeze({
  "/about": "about",
  "/privacy": "privacy",
  "/terms": "terms",
  "/disclaimer": "disclaimer",
  "/california-privacy": "california-privacy",
});

/** The date a page of content/pages says it was last updated, as its own loader declares it. */
export function legalPageUpdated(name: LegalPageName): string {
  // The frontmatter only: the sitemap needs no page rendered.
  return readLegalPage(name, sourceOf(name)).data.lastUpdated;
}
