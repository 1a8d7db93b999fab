import { getArticles } from "~/features/blog/content.server";
import { buildFeed } from "~/features/blog/feed";
import { SITE_URL } from "~/lib/site";

/**
 * /blog/rss.xml, written by the build (a resource route, prerendered) from the articles the blog
 * pages show, read and checked by the same loader.
 */
export function loader() {
  return new Response(buildFeed(SITE_URL, getArticles()), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
