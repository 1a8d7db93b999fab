import { NOT_FOUND_DESCRIPTION, NOT_FOUND_TITLE, NotFound } from "~/features/not-found/not-found";
import { buildMeta } from "~/lib/seo";

export function meta() {
  return buildMeta({
    title: NOT_FOUND_TITLE,
    description: NOT_FOUND_DESCRIPTION,
    exactTitle: true,
  });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
