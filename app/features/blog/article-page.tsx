import { ArrowLeft, Clock, KeyRound, UserRound } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";

import { PageIntro } from "~/components/page-intro";
import { buttonVariants } from "~/components/ui/button";
import { CardGrid } from "~/components/ui/card";
import { formatLongDate } from "~/lib/format-date";
import { useTrustedHtml } from "~/lib/trusted-html";

import { type Article, type ArticleSummary } from "./article";
import { ArticleStats } from "./article-stats";
import { ArticleActions } from "./article-actions";
import { ArticleCard } from "./article-card";
import { ArticleSidebar } from "./article-sidebar";
import { CategoryLabel } from "./category-icon";
import { HelpfulFeedback } from "./helpful-feedback";
import { ReadingProgressBar } from "./reading-progress-bar";

/** An article (spec §2 /blog/{slug}). */
export function ArticlePage({
  article,
  related,
  popular,
  newsletterUrl = null,
}: {
  article: Article;
  related: ArticleSummary[];
  /** The sidebar's most read articles (spec §2: top 3 popular). */
  popular: ArticleSummary[];
  /**
   * docs/product-decisions.md, "Blog extras": set when a newsletter endpoint was configured at
   * build time.
   */
  newsletterUrl?: string | null;
}) {
  const articleRef = useRef<HTMLElement>(null);
  const articleHtml = useTrustedHtml(article.html);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <ReadingProgressBar target={articleRef} />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem] xl:gap-16">
        <div className="min-w-0">
          <Link
            to="/blog"
            className={buttonVariants({ variant: "ghost", className: "-ml-3 mb-4" })}
          >
            <ArrowLeft aria-hidden="true" />
            Back to Resources
          </Link>
          <article ref={articleRef}>
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
                <CategoryLabel category={article.category} />
                <span className="flex items-center gap-1">
                  <Clock className="size-4" aria-hidden="true" />
                  {article.readMinutes} min read
                </span>
                <ArticleStats article={article} iconClassName="size-4" />
                <span>
                  Published{" "}
                  <time dateTime={article.publishDate}>{formatLongDate(article.publishDate)}</time>
                </span>
              </p>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <UserRound className="size-4 text-muted" aria-hidden="true" />
                  <span className="font-medium">{article.author.name}</span>
                  <span className="basis-full pl-6 text-muted sm:basis-auto sm:pl-0">
                    {article.author.expertise.slice(0, 2).join(", ")}
                  </span>
                </p>
                <ArticleActions
                  slug={article.slug}
                  title={article.title}
                  excerpt={article.excerpt}
                />
              </div>
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
                {article.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-subtle px-2.5 py-0.5 text-xs text-muted">
                    {tag}
                  </li>
                ))}
              </ul>
            </header>
            {/* Our own Markdown, rendered at build time from content/blog. Headings clear the
                sticky header and the progress bar when reached from the contents. */}
            <div
              className="prose-ks mt-8 border-t border-border pt-2 [&_h2]:scroll-mt-24 [&_h3]:scroll-mt-24 [&_h4]:scroll-mt-24"
              dangerouslySetInnerHTML={{ __html: articleHtml }}
            />
            <footer className="mt-10 space-y-6 border-t border-border pt-6">
              <p className="text-sm text-muted">
                Last updated{" "}
                <time dateTime={article.lastUpdated}>{formatLongDate(article.lastUpdated)}</time>
              </p>
              <HelpfulFeedback slug={article.slug} />
              <section
                aria-label="About the author"
                className="rounded-ks border border-border bg-surface p-5"
              >
                <p className="font-semibold">{article.author.name}</p>
                <p className="mt-1 text-sm text-muted">{article.author.bio}</p>
                <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Expertise">
                  {article.author.expertise.map((item) => (
                    <li
                      key={item}
                      className="rounded-full bg-subtle px-2.5 py-0.5 text-xs text-muted"
                    >
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
                <Link to="/" className={buttonVariants()}>
                  <KeyRound aria-hidden="true" />
                  Generate Password
                </Link>
              </section>
            </footer>
          </article>
        </div>
        <ArticleSidebar
          headings={article.headings}
          popular={popular}
          newsletterUrl={newsletterUrl}
        />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="text-xl font-semibold tracking-tight">
            Related Articles
          </h2>
          <CardGrid className="mt-4">
            {related.map((item) => (
              <li key={item.slug} className="flex">
                <ArticleCard article={item} />
              </li>
            ))}
          </CardGrid>
        </section>
      ) : null}
    </div>
  );
}
