import { NotFound, notFoundDescription, notFoundTitle } from "~/features/not-found/not-found";
import { buildMeta } from "~/lib/seo";

/** In the page's language: the layout has made it the one in force (app/root.tsx). */
export function meta() {
  return buildMeta({
    title: notFoundTitle(),
    description: notFoundDescription(),
    exactTitle: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
