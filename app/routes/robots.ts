import { buildRobots } from "~/lib/sitemap";
import { SITE_URL } from "~/lib/site";

/** /robots.txt, written by the build (a resource route, prerendered). */
export function loader() {
  return new Response(buildRobots(SITE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
