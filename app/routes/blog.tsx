import { BlogIndex } from "~/features/blog/blog-index";
import { FEED_LINK } from "~/features/blog/feed-link";
import { getArticles, summarizeArticle } from "~/lib/content.server";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

import type { Route } from "./+types/blog";

export function loader() {
  return { articles: getArticles().map(summarizeArticle) };
}

export function meta() {
  return [
    ...buildMeta({
      title: "Password Security Guides and Resources",
      description:
        "Practical, current guides to strong passwords, passphrases, password managers, business password policy and what to do after a breach.",
      path: "/blog",
      jsonLd: [
        breadcrumbJsonLd([
          { name: "Home", path: "/" },
          { name: "Resources", path: "/blog" },
        ]),
      ],
    }),
    FEED_LINK,
  ];
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogIndex articles={loaderData.articles} />;
}
