import { t } from "@lingui/core/macro";

import { BULK_COUNT_MAX, BULK_LENGTH_MAX, BULK_LENGTH_MIN } from "#core/options/limits";

import { PageIntro } from "~/components/page-intro";
import { BulkGenerator } from "~/features/bulk/bulk-generator";
import { alternatesOf } from "~/lib/i18n/alternates";
import { catalogOf } from "~/lib/i18n/catalogs.server";
import { SOURCE_LOCALE, localeOfPath, localizedPath } from "~/lib/i18n/locales";
import { activateLocale, usePageLocale } from "~/lib/i18n/use-page-locale";
import { buildMeta } from "~/lib/seo";
import { OG_LOCALES, PAGE_UPDATED, TRANSLATION_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

const PATH = "/bulk-generator";

/**
 * The page's tags, computed when it is prerendered (app/lib/route-meta.ts), in the page's language
 * (app/lib/i18n/locales.ts).
 */
export function loader({ request }: { request: Request }) {
  const locale = localeOfPath(new URL(request.url).pathname);
  activateLocale(locale, catalogOf(locale));
  const english = locale === SOURCE_LOCALE;
  const path = localizedPath(locale, PATH);
  const count = BULK_COUNT_MAX;
  const min = BULK_LENGTH_MIN;
  const max = BULK_LENGTH_MAX;
  const title = t`Bulk Password Generator`;
  return {
    meta: buildMeta({
      title,
      description: t`Generate up to ${count} random passwords of ${min} to ${max} characters at once, then copy them or download them as a text or CSV file. Made in your browser.`,
      path,
      lastModified: english
        ? PAGE_UPDATED[PATH]
        : (TRANSLATION_UPDATED[PATH] ?? PAGE_UPDATED[PATH]),
      ...(english ? {} : { ogLocale: OG_LOCALES[locale] }),
      alternates: alternatesOf(PATH),
      jsonLd: [
        breadcrumbJsonLd([{ name: title, path }], {
          name: t`Home`,
          path: localizedPath(locale, "/"),
        }),
      ],
    }),
  };
}

export const meta = metaFromLoader;

export default function BulkGeneratorRoute() {
  const locale = usePageLocale();
  const count = BULK_COUNT_MAX;
  const min = BULK_LENGTH_MIN;
  const max = BULK_LENGTH_MAX;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageIntro
        title={t`Bulk Password Generator`}
        breadcrumb={[
          { name: t`Home`, to: localizedPath(locale, "/") },
          { name: t`Bulk Generator` },
        ]}
      >
        <p>
          {t`Need passwords for a team, a batch of accounts or a set of devices? Generate up to ${count} at once, each from ${min} to ${max} characters, with the same cryptographically secure random source as the main generator, then copy them all or download them.`}
        </p>
      </PageIntro>
      <BulkGenerator />
    </div>
  );
}
