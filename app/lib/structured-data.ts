import type { Article, BreadcrumbList, FAQPage, WebApplication, WithContext } from "schema-dts";

import { absoluteUrl } from "./site";

/**
 * Schema.org JSON-LD for the route `meta` functions, typed with schema-dts so a misspelt
 * property or a wrong type fails the type check. The fields are the ones Google's rich results
 * read (developers.google.com/search/docs/appearance/structured-data). An article's Article data
 * is built beside the blog (app/features/blog/article-json-ld.ts), so no other page loads it.
 */
export type StructuredData =
  | WithContext<WebApplication>
  | WithContext<FAQPage>
  | WithContext<BreadcrumbList>
  | WithContext<Article>;

/** The image shared pages and articles point to: 1200 × 630, on this site. */
export const SHARE_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  type: "image/png",
  alt: "Keysmith: Create secure passwords instantly. Generated in your browser. Never sent anywhere.",
} as const;

/**
 * The generator as a free web application. No rating: the site collects none, and invented
 * rating markup is deceptive (docs/product-decisions.md, "No rating markup").
 */
export function webApplicationJsonLd(app: {
  name: string;
  description: string;
  path: string;
}): WithContext<WebApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: app.name,
    url: absoluteUrl(app.path),
    description: app.description,
    applicationCategory: "SecurityApplication",
    operatingSystem: "Any (runs in a web browser)",
    browserRequirements: "Requires JavaScript and the Web Crypto API",
    isAccessibleForFree: true,
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
}

/** FAQPage for the questions and answers a page shows (and only those: Google's FAQ policy). */
export function faqJsonLd(
  items: ReadonlyArray<{ question: string; answer: string }>,
): WithContext<FAQPage> {
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

export interface Crumb {
  name: string;
  path: string;
}

/**
 * BreadcrumbList from Home to the page: `trail` lists the crumbs after Home, the page last.
 * Each position needs its own URL, so a repeated path (or Home again) is a mistake in the
 * route and stops the build.
 */
export function breadcrumbJsonLd(
  trail: ReadonlyArray<Crumb>,
  /** The first crumb: the home page in the page's language. */
  home: Crumb = { name: "Home", path: "/" },
): WithContext<BreadcrumbList> {
  if (trail.length === 0) {
    throw new Error("breadcrumbJsonLd: a trail of Home alone is not a breadcrumb");
  }
  const crumbs: Crumb[] = [home, ...trail];
  const paths = new Set(crumbs.map((crumb) => crumb.path));
  if (paths.size !== crumbs.length) {
    throw new Error(
      `breadcrumbJsonLd: each position needs its own URL, got ${crumbs.map((crumb) => crumb.path).join(" > ")}`,
    );
  }
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}
