import { useId } from "react";

import { cn } from "~/lib/cn";

import type { Article } from "./article";

const INDENT: Record<2 | 3 | 4, string> = { 2: "", 3: "pl-4", 4: "pl-8" };

/** The article's h2-h4 headings as links to their anchors, indented by level (spec §2). */
export function TableOfContents({ headings }: { headings: Article["headings"] }) {
  const headingId = useId();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        Table of Contents
      </h2>
      <ol className="mt-2 border-l border-border text-sm">
        {headings.map((heading) => (
          <li key={heading.id} className={INDENT[heading.level]}>
            <a
              href={`#${heading.id}`}
              className={cn(
                "-ml-px flex min-h-11 items-center border-l border-transparent py-1 pl-3 leading-snug hover:border-accent hover:text-fg lg:min-h-8",
                heading.level === 2 ? "text-fg" : "text-muted",
              )}
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
