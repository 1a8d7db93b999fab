import { Suspense, lazy } from "react";
import { Link } from "react-router";

import { BULK_COUNT_MAX } from "#core/options/limits";

import { OptionalPart } from "~/components/optional-part";
import { PageIntro } from "~/components/page-intro";
import { AdSlot } from "~/features/ads/ad-slot";
import { LazyGeneratorCard } from "~/features/generator/lazy-generator-card";
import { HOME_FAQ } from "~/features/home/faq";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED, SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { faqJsonLd, webApplicationJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

// Below the generator, prose and links that need no script to be read or followed: their code loads
// after hydration starts and hydrates them in place (docs/decisions/first-view-budget.md), so the
// first view carries only the generator.
const PromoSection = lazy(() =>
  import("~/features/home/promo-section").then((module) => ({ default: module.PromoSection })),
);
const EducationalSection = lazy(() => import("~/features/home/educational-section"));

/**
 * The page's tags, computed when it is prerendered (app/lib/route-meta.ts). No breadcrumb: on
 * the home page it would be a single item.
 */
export function loader() {
  const description =
    "Create secure passwords and passphrases instantly. Generated in your browser with Web Crypto, 8 to 128 characters, never sent anywhere. Free, no account.";
  return {
    meta: buildMeta({
      title: `${SITE_NAME}: Free Secure Password Generator`,
      exactTitle: true,
      description,
      path: "/",
      lastModified: PAGE_UPDATED["/"],
      jsonLd: [
        webApplicationJsonLd({ name: SITE_NAME, description: SITE_TAGLINE, path: "/" }),
        faqJsonLd(HOME_FAQ),
      ],
    }),
  };
}

export const meta = metaFromLoader;

const introLink = "font-medium text-accent-text underline underline-offset-4";

export default function Home() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <PageIntro
        title={SITE_TAGLINE}
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Password Generator" }]}
      >
        <p>
          Strong, random passwords and passphrases, made on your device. Nothing you generate is
          sent anywhere.
        </p>
      </PageIntro>
      <div id="generator" className="mt-6 scroll-mt-20">
        <LazyGeneratorCard />
      </div>
      <div className="mt-8 max-w-[70ch] text-muted">
        <p>
          Test an existing password with the{" "}
          <Link to="/password-checker" className={introLink}>
            password checker
          </Link>
          , make up to {BULK_COUNT_MAX} at once with the{" "}
          <Link to="/bulk-generator" className={introLink}>
            bulk generator
          </Link>
          , or read{" "}
          <Link to="/about" className={introLink}>
            how Keysmith works
          </Link>
          .
        </p>
      </div>
      <OptionalPart>
        <Suspense fallback={null}>
          <PromoSection />
          <EducationalSection />
        </Suspense>
      </OptionalPart>
      <AdSlot zone="banner" />
    </div>
  );
}
