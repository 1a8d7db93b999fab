import type { MetaDescriptor } from "react-router";

import { latestUpdate } from "~/features/blog/article-list";
import { BlogIndex } from "~/features/blog/blog-index";
import { FEED_LINK } from "~/features/blog/feed-link";
import { getArticles, summarizeArticle } from "~/features/blog/content.server";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED } from "~/lib/site";
import { metaFromLoader } from "~/lib/route-meta";
import { breadcrumbJsonLd } from "~/lib/structured-data";

import type { Route } from "./+types/blog";

export function loader() {
  const articles = getArticles().map(summarizeArticle);
  return { articles, meta: blogMeta(articles) };
}

export const meta = metaFromLoader;

/** The index's tags, computed when it is prerendered (app/lib/route-meta.ts). */
function blogMeta(articles: ReadonlyArray<{ lastUpdated: string }>): MetaDescriptor[] {
  const lastModified = latestUpdate(PAGE_UPDATED["/blog"], articles);
  return [
    ...buildMeta({
      title: "Password Security Guides and Resources",
      description:
        "Practical, current guides to strong passwords, passphrases, password managers, business password policy and what to do after a breach.",
      path: "/blog",
      lastModified,
      jsonLd: [breadcrumbJsonLd([{ name: "Resources", path: "/blog" }])],
    }),
    FEED_LINK,
  ];
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndex articles={loaderData.articles} />;
}
