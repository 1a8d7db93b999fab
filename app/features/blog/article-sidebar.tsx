import { useId } from "react";

import type { Article, ArticleSummary } from "./article";
import { PopularList } from "./popular-list";
import { StayUpdated } from "./stay-updated";
import { TableOfContents } from "./table-of-contents";

/**
 * The article's sidebar (spec §2): contents, popular articles and 'Stay Updated'. Beside the
 * article on wide screens, below it on phones. It scrolls with the page: the contents of a long
 * article are taller than a window, and a sticky panel would cut them off.
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
    <aside aria-label="More from Resources" className="space-y-8 lg:pt-15">
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
