import type { MetaDescriptor } from "react-router";

/** What a prerendered route's loader returns so that its `meta` need not be computed again. */
export interface LoaderMeta {
  meta: MetaDescriptor[];
}

/** React Router's name for a JSON-LD script among a route's tags. */
export const JSON_LD = "script:ld+json";

/**
 * A route's `meta`: the tags its loader computed when the page was prerendered (docs/style.md,
 * "Routes"). Loaders run only at build time here and React Router leaves them out of the browser
 * bundle, so the SEO and structured-data helpers, the descriptions and the JSON-LD never ship as
 * JavaScript; client navigations read the same tags from the page's prerendered `.data` file.
 */
export function metaFromLoader({ loaderData }: { loaderData?: LoaderMeta }): MetaDescriptor[] {
  const meta = loaderData?.meta ?? [];
  // In the browser React would create each JSON-LD <script> through innerHTML, which the pages'
  // Trusted Types policy refuses: components/structured-data.tsx keeps them instead. Hydration
  // leaves the prerendered ones in place (React skips unknown tags in <head>).
  return typeof document === "undefined" ? meta : meta.filter((tag) => !(JSON_LD in tag));
}
