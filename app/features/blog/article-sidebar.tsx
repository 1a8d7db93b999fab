import { useId } from "react";

import type { Article, ArticleSummary } from "./article";
import { PopularList } from "./popular-list";
import { StayUpdated } from "./stay-updated";
import { TableOfContents } from "./table-of-contents";

/**
 * The article's sidebar (spec §2): contents, popular articles and 'Stay Updated'. Beside the
 * article on wide screens, where it stays in view and scrolls on its own; below it on phones.
 */
export function ArticleSidebar({
  headings,
  popular,
  newsletterUrl,
}: {
  headings: Article["headings"];
  popular: ReadonlyArray<ArticleSummary>;
  newsletterUrl: string | null;
}) {
  const popularId = useId();
  return (
    <aside
      aria-label="More from Resources"
      className="space-y-8 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:overscroll-contain lg:pr-1 lg:pb-4"
    >
      <TableOfContents headings={headings} />
      {popular.length > 0 ? (
        <section aria-labelledby={popularId}>
          <h2 id={popularId} className="text-sm font-semibold tracking-wide text-muted uppercase">
            Popular Articles
          </h2>
          <div className="mt-3">
            <PopularList articles={popular} />
          </div>
        </section>
      ) : null}
      <StayUpdated newsletterUrl={newsletterUrl} />
    </aside>
  );
}
