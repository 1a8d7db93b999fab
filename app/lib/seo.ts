import type { MetaDescriptor } from "react-router";

import { SITE_NAME, absoluteUrl } from "./site";

export interface PageMeta {
  /** The page's own title; the site name is appended unless `exactTitle` is set. */
  title: string;
  /** The meta description: one or two sentences, under about 160 characters. */
  description: string;
  /** The canonical path, e.g. "/password-checker". Omit for pages that must not be indexed. */
  path?: string;
  /** Use `title` as it is, without " | Keysmith". */
  exactTitle?: boolean;
  /** Open Graph type: "website" unless the page is an article. */
  type?: "website" | "article";
  /** Structured data (schema.org JSON-LD), one object per script tag. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

/**
 * Title, description, canonical link, Open Graph and structured data for a route's `meta`.
 * Everything lands in the prerendered HTML, so crawlers and link previews see it without
 * running a script.
 */
export function buildMeta(page: PageMeta): MetaDescriptor[] {
  const title = page.exactTitle ? page.title : `${page.title} | ${SITE_NAME}`;
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:image", content: absoluteUrl("/og-image.png") },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.path === undefined) {
    descriptors.push({ name: "robots", content: "noindex" });
  } else {
    const url = absoluteUrl(page.path);
    descriptors.push({ tagName: "link", rel: "canonical", href: url });
    descriptors.push({ property: "og:url", content: url });
  }
  for (const data of page.jsonLd ?? []) {
    descriptors.push({ "script:ld+json": data });
  }
  return descriptors;
}

/** BreadcrumbList structured data for a trail of (name, path) pairs. */
export function breadcrumbJsonLd(
  trail: ReadonlyArray<{ name: string; path: string }>,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** FAQPage structured data for a list of questions and answers. */
export function faqJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
