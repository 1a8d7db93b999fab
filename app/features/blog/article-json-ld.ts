import type { Article, WithContext } from "schema-dts";

import { SITE_NAME, absoluteUrl } from "~/lib/site";
import { SHARE_IMAGE } from "~/lib/structured-data";

/**
 * An article's Article data, with the fields Google's Article rich results read. The dates are
 * the real ones kept with the article (docs/product-decisions.md, "Blog figures and dates").
 */
export function articleJsonLd(article: {
  path: string;
  title: string;
  description: string;
  publishDate: string;
  lastUpdated: string;
  authorName: string;
  keywords: ReadonlyArray<string>;
}): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    datePublished: article.publishDate,
    dateModified: article.lastUpdated,
    keywords: article.keywords.join(", "),
    author: { "@type": "Organization", name: article.authorName, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
    },
    image: absoluteUrl(SHARE_IMAGE.path),
    mainEntityOfPage: absoluteUrl(article.path),
  };
}
