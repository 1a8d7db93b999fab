import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/**
 * Static prose as HTML, made when the page is prerendered (docs/decisions/first-view-budget.md:
 * prose should cost as little hydration as React allows). A loader returns it and `StaticProse`
 * shows it: the page's JavaScript carries neither the text nor the components that wrote it, and
 * React does not hydrate it. Links render as they would in the app (`<Link>` needs a router to
 * render).
 */
export function renderProse(prose: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{prose}</MemoryRouter>);
}
