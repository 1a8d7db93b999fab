import { BULK_COUNT_MAX, BULK_LENGTH_MAX, BULK_LENGTH_MIN } from "#core/options/limits";

import { PageIntro } from "~/components/page-intro";
import { BulkGenerator } from "~/features/bulk/bulk-generator";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
    meta: buildMeta({
      title: "Bulk Password Generator",
      description:
        "Generate up to 100 random passwords of 8 to 128 characters at once, then copy them or download them as a text or CSV file. Made in your browser.",
      path: "/bulk-generator",
      lastModified: PAGE_UPDATED["/bulk-generator"],
      jsonLd: [breadcrumbJsonLd([{ name: "Bulk Password Generator", path: "/bulk-generator" }])],
    }),
  };
}

export const meta = metaFromLoader;

export default function BulkGeneratorRoute() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageIntro
        title="Bulk Password Generator"
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Bulk Generator" }]}
      >
        <p>
          Need passwords for a team, a batch of accounts or a set of devices? Generate up to{" "}
          {BULK_COUNT_MAX} at once, each from {BULK_LENGTH_MIN} to {BULK_LENGTH_MAX} characters,
          with the same cryptographically secure random source as the main generator, then copy them
          all or download them.
        </p>
      </PageIntro>
      <BulkGenerator />
    </div>
  );
}
