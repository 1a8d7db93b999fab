import { PageIntro } from "~/components/page-intro";
import { ArticleCard } from "~/features/blog/article-card";
import { getArticles, summarizeArticle } from "~/lib/content.server";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

import type { Route } from "./+types/blog";

export function loader() {
  return { articles: getArticles().map(summarizeArticle) };
}

export function meta() {
  return buildMeta({
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
  });
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageIntro
        title="Password Security Guides"
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Resources" }]}
      >
        <p>
          Clear, current advice on creating, storing and managing passwords, written to match NIST
          SP 800-63B and what attackers actually do.
        </p>
      </PageIntro>
      <section aria-labelledby="all-articles" className="mt-10">
        <h2 id="all-articles" className="text-xl font-semibold tracking-tight">
          All Articles{" "}
          <span className="text-base font-normal text-muted">({loaderData.articles.length})</span>
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.articles.map((article) => (
            <li key={article.slug} className="flex">
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
