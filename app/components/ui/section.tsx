import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/**
 * A titled section of a page below the fold: its h2 names it for assistive technology, an
 * optional intro follows, then the content.
 */
export function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn("below-fold scroll-mt-20", className)}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro ? <div className="mt-2 max-w-[70ch] space-y-3 text-muted">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
