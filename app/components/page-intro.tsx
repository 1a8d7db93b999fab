import { t } from "@lingui/core/macro";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export interface Crumb {
  name: string;
  /** Omit for the current page. */
  to?: string;
}

/** Breadcrumb, the page's one h1 and its intro: the top of every content page. */
export function PageIntro({
  title,
  breadcrumb,
  children,
}: {
  title: ReactNode;
  breadcrumb?: ReadonlyArray<Crumb>;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-4">
      {breadcrumb ? (
        <nav aria-label={t`Breadcrumb`}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted">
            {breadcrumb.map((crumb, index) => (
              <li key={crumb.name} className="flex min-w-0 items-center gap-1">
                {index > 0 ? <ChevronRight className="size-3.5" aria-hidden="true" /> : null}
                {crumb.to ? (
                  <Link
                    to={crumb.to}
                    className="inline-flex min-h-6 items-center underline-offset-4 hover:text-fg hover:underline"
                  >
                    {crumb.name}
                  </Link>
                ) : (
                  <span aria-current="page" className="line-clamp-1 text-fg">
                    {crumb.name}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {children ? (
        <div className="max-w-[70ch] space-y-3 text-lg text-muted">{children}</div>
      ) : null}
    </div>
  );
}
