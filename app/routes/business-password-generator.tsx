import { BusinessLanding, businessLandingPage } from "~/features/landing/business-landing";
import { GeneratorCard, type GeneratorCardProps } from "~/features/generator/generator-card";
import { breadcrumbJsonLd, buildMeta } from "~/lib/seo";

/** A suggested starting point; the visitor's own saved options are left alone. */
const INITIAL_OPTIONS: GeneratorCardProps["initialOptions"] = { length: 20 };

export function meta() {
  return buildMeta({
    title: businessLandingPage.title,
    description: businessLandingPage.description,
    path: businessLandingPage.path,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: businessLandingPage.title, path: businessLandingPage.path },
      ]),
    ],
  });
}

export default function BusinessLandingRoute() {
  return (
    <BusinessLanding
      generator={
        <GeneratorCard initialOptions={INITIAL_OPTIONS} title="Generate a business password" />
      }
    />
  );
}
