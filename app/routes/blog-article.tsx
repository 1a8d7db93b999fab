import { data, type MetaDescriptor } from "react-router";

import { selectPopular } from "~/features/blog/article-list";
import { articleJsonLd } from "~/features/blog/article-json-ld";
import type { Article } from "~/features/blog/article";
import { ArticlePage } from "~/features/blog/article-page";
import { FEED_LINK } from "~/features/blog/feed-link";
import { parseNewsletterUrl } from "~/features/blog/newsletter";
import { getArticle, getArticles, summarizeArticle } from "~/features/blog/content.server";
import { metaFromLoader } from "~/lib/route-meta";
import { buildMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/structured-data";

import type { Route } from "./+types/blog-article";

/** The slug of `/blog/<slug>`: each article is its own route (app/routes.ts), without params. */
function slugOf(url: string): string {
  return new URL(url).pathname.replace(/\/$/, "").split("/").pop() ?? "";
}

export function loader({ request }: Route.LoaderArgs) {
  const article = getArticle(slugOf(request.url));
  // Only known slugs have a route; this guards a file removed while the build runs.
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const others = getArticles().filter((other) => other.slug !== article.slug);
  const related = others
    .filter((other) => article.relatedArticles.includes(other.slug))
    .map(summarizeArticle);
  const popular = selectPopular(others).map(summarizeArticle);
  // Loaders run only at build time here, so NEWSLETTER_URL is read once, when the site is built.
  const newsletterUrl = parseNewsletterUrl(process.env.NEWSLETTER_URL);
  return { article, related, popular, newsletterUrl, meta: articleMeta(article) };
}

export const meta = metaFromLoader;

/** The article's tags, computed when it is prerendered (app/lib/route-meta.ts). */
function articleMeta(article: Article): MetaDescriptor[] {
  const path = `/blog/${article.slug}`;
  return [
    ...buildMeta({
      title: article.title,
      description: article.metaDescription,
      path,
      lastModified: article.lastUpdated,
      article: {
        publishedTime: article.publishDate,
        modifiedTime: article.lastUpdated,
        section: article.category,
        tags: article.tags,
      },
      jsonLd: [
        articleJsonLd({
          path,
          title: article.title,
          description: article.metaDescription,
          publishDate: article.publishDate,
          lastUpdated: article.lastUpdated,
          authorName: article.author.name,
          keywords: article.keywords,
        }),
        // The category has no page of its own, so it is not a position here (one URL each).
        breadcrumbJsonLd([
          { name: "Resources", path: "/blog" },
          { name: article.title, path },
        ]),
      ],
    }),
    FEED_LINK,
  ];
}

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article, related, popular } = loaderData;
  return (
    <ArticlePage
      article={article}
      related={related}
      popular={popular}
      newsletterUrl={loaderData.newsletterUrl}
    />
  );
}
