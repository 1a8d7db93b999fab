import { latestUpdate } from "~/features/blog/article-list";
import { getArticles } from "~/features/blog/content.server";
import { aboutPage } from "~/features/legal/about-content";
import { californiaPrivacyPage } from "~/features/legal/california-privacy-content";
import { disclaimerPage } from "~/features/legal/disclaimer-content";
import { privacyPage } from "~/features/legal/privacy-content";
import { termsPage } from "~/features/legal/terms-content";
import { buildSitemap } from "~/lib/sitemap";
import { PAGE_UPDATED, SITE_URL } from "~/lib/site";

/** The pages that keep their date with their text (the legal pages and About), by path. */
const DATED_PAGES = {
  "/about": aboutPage,
  "/privacy": privacyPage,
  "/terms": termsPage,
  "/disclaimer": disclaimerPage,
  "/california-privacy": californiaPrivacyPage,
};

/**
 * /sitemap.xml, written by the build (a resource route, prerendered): every indexed page with the
 * date its own loader declares, from the same sources. `npm run check:seo` fails if a page is
 * missing or its date differs from the page's.
 */
export function loader() {
  const articles = getArticles();
  const pages = [
    ...Object.entries(PAGE_UPDATED).map(([path, date]) => ({
      path,
      lastModified: path === "/blog" ? latestUpdate(date, articles) : date,
    })),
    ...Object.entries(DATED_PAGES).map(([path, page]) => ({
      path,
      lastModified: page.lastUpdated,
    })),
    ...articles.map((article) => ({
      path: `/blog/${article.slug}`,
      lastModified: article.lastUpdated,
    })),
  ];
  return new Response(buildSitemap(SITE_URL, pages), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
