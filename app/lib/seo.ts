import type { MetaDescriptor } from "react-router";

import { SITE_NAME, SITE_LOCALE, absoluteUrl } from "./site";

/** The same page in a language (`hreflang`), or the page for other languages (`x-default`). */
export interface Alternate {
  hrefLang: string;
  path: string;
}
import { SHARE_IMAGE, type StructuredData } from "./structured-data";

/**
 * Longest `<title>` we emit. Search results cut titles beyond about this length, and the HTML
 * check (html-validate's long-title rule) holds every page to it.
 */
export const MAX_TITLE_LENGTH = 70;

interface CommonPageMeta {
  /** The page's own title; the site name is appended unless `exactTitle` is set. */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** Use `title` as it is, without " | Keysmith". */
  exactTitle?: boolean;
  /** Open Graph article data; the page is an article when it is set. */
  article?: {
    publishedTime: string;
    modifiedTime: string;
    section: string;
    tags: ReadonlyArray<string>;
  };
  /** Structured data (schema.org JSON-LD), one object per script tag. */
  jsonLd?: ReadonlyArray<StructuredData>;
  /** Open Graph's name of the page's language ("de_DE"); US English unless given. */
  ogLocale?: string;
  /** The page in every language it has, itself included, and x-default (app/lib/i18n/alternates.ts). */
  alternates?: ReadonlyArray<Alternate>;
}

interface IndexedPageMeta extends CommonPageMeta {
  /** The canonical path, e.g. "/password-checker". */
  path: string;
  /**
   * When the page's content last changed (YYYY-MM-DD). The sitemap (app/routes/sitemap.ts) gives
   * the same date as the page's lastmod; `npm run check:seo` fails where the two differ.
   */
  lastModified: string;
}

interface UnindexedPageMeta extends CommonPageMeta {
  /** No path: the page is not indexed (robots noindex) and has no canonical URL. */
  path?: undefined;
  lastModified?: undefined;
}

export type PageMeta = IndexedPageMeta | UnindexedPageMeta;

/**
 * The `<title>`: the branded title if it fits in MAX_TITLE_LENGTH, else the title alone, else
 * the part before its colon with the brand (an article's "Topic: what it covers" reads well
 * cut there). A title that fits none of these is left whole for the HTML check to report.
 */
export function documentTitle(page: Pick<PageMeta, "title" | "exactTitle">): string {
  if (page.exactTitle) return page.title;
  const branded = `${page.title} | ${SITE_NAME}`;
  if (branded.length <= MAX_TITLE_LENGTH) return branded;
  if (page.title.length <= MAX_TITLE_LENGTH) return page.title;
  const lead = page.title.split(":")[0]?.trim() ?? page.title;
  const brandedLead = `${lead} | ${SITE_NAME}`;
  return brandedLead.length <= MAX_TITLE_LENGTH ? brandedLead : page.title;
}

/**
 * Title, description, canonical link, Open Graph, Twitter card and structured data for a
 * route's `meta`: every page's tags come from here. Everything lands in the prerendered HTML, so
 * crawlers and link previews see it without running a script.
 */
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const branded = `${page.title} | ${SITE_NAME}`;
  // Link previews show the whole title: branded when that fits, else the title alone.
  const title = page.exactTitle || branded.length > MAX_TITLE_LENGTH ? page.title : branded;
  const image = absoluteUrl(SHARE_IMAGE.path);
  const descriptors: MetaDescriptor[] = [
    { title: documentTitle(page) },
    { name: "description", content: page.description },
    // Open Graph (ogp.me): the four required properties, then the image's details.
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: page.ogLocale ?? SITE_LOCALE },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.article ? "article" : "website" },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: SHARE_IMAGE.alt },
    // X (Twitter) reads its own names, falling back to Open Graph only for some of them.
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: SHARE_IMAGE.alt },
  ];
  if (page.article) {
    descriptors.push(
      { property: "article:published_time", content: page.article.publishedTime },
      { property: "article:modified_time", content: page.article.modifiedTime },
      { property: "article:section", content: page.article.section },
      ...page.article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    );
  }
  if (page.path === undefined) {
    descriptors.push({ name: "robots", content: "noindex" });
  } else {
    const url = absoluteUrl(page.path);
    descriptors.push({ tagName: "link", rel: "canonical", href: url });
    descriptors.push({ property: "og:url", content: url });
    // Dublin Core's "modified" (a registered meta name): the sitemap's lastmod must agree with it.
    descriptors.push({ name: "dcterms.modified", content: page.lastModified });
    for (const alternate of page.alternates ?? []) {
      descriptors.push({
        tagName: "link",
        rel: "alternate",
        hrefLang: alternate.hrefLang,
        href: absoluteUrl(alternate.path),
      });
    }
  }
  for (const data of page.jsonLd ?? []) {
    descriptors.push({ "script:ld+json": data });
  }
  return descriptors;
}
