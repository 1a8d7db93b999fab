import { ArrowLeft, Clock, Eye, KeyRound, Star, UserRound } from "lucide-react";
import { Link } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/features/legal/legal-page";

import { formatViews, type Article, type ArticleSummary } from "./article";
import { ArticleCard } from "./article-card";

/** An article (spec §2 /blog/{slug}). */
export function ArticlePage({ article, related }: { article: Article; related: ArticleSummary[] }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Resources
        </Link>
      </Button>
      <article>
        <header>
          <PageIntro
            title={article.title}
            breadcrumb={[
              { name: "Resources", to: "/blog" },
              { name: article.category, to: "/blog" },
              { name: article.title },
            ]}
          >
            <p>{article.excerpt}</p>
          </PageIntro>
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            <span className="font-medium text-accent-text">{article.category}</span>
            <span className="flex items-center gap-1">
              <Clock className="size-4" aria-hidden="true" />
              {article.readMinutes} min read
            </span>
            <span className="flex items-center gap-1">
              <Eye className="size-4" aria-hidden="true" />
              {formatViews(article.views)} views
            </span>
            <span className="flex items-center gap-1">
              <Star className="size-4" aria-hidden="true" />
              {article.rating.toFixed(1)}
            </span>
            <span>
              Published{" "}
              <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
            </span>
          </p>
          <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <UserRound className="size-4 text-muted" aria-hidden="true" />
            <span className="font-medium">{article.author.name}</span>
            <span className="basis-full pl-6 text-muted sm:basis-auto sm:pl-0">
              {article.author.expertise.slice(0, 2).join(", ")}
            </span>
          </p>
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-subtle px-2.5 py-0.5 text-xs text-muted">
                {tag}
              </li>
            ))}
          </ul>
        </header>
        {/* Our own Markdown, rendered at build time from content/blog. */}
        <div
          className="prose-ks mt-8 border-t border-border pt-2"
          dangerouslySetInnerHTML={{ __html: article.html }}
        />
        <footer className="mt-10 space-y-6 border-t border-border pt-6">
          <p className="text-sm text-muted">
            Last updated{" "}
            <time dateTime={article.lastUpdated}>{formatLongDate(article.lastUpdated)}</time>
          </p>
          <section
            aria-label="About the author"
            className="rounded-ks border border-border bg-surface p-5"
          >
            <p className="font-semibold">{article.author.name}</p>
            <p className="mt-1 text-sm text-muted">{article.author.bio}</p>
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Expertise">
              {article.author.expertise.map((item) => (
                <li key={item} className="rounded-full bg-subtle px-2.5 py-0.5 text-xs text-muted">
                  {item}
                </li>
              ))}
            </ul>
          </section>
          <section
            aria-label="Generate a password"
            className="flex flex-col items-start gap-4 rounded-ks bg-accent-soft p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="font-medium">Put it into practice: create a strong password now.</p>
            <Button asChild>
              <Link to="/">
                <KeyRound aria-hidden="true" />
                Generate Password
              </Link>
            </Button>
          </section>
        </footer>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="text-xl font-semibold tracking-tight">
            Related Articles
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug} className="flex">
                <ArticleCard article={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
