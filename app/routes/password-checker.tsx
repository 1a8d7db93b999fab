import { PageIntro } from "~/components/page-intro";
import { PasswordChecker } from "~/features/checker/password-checker";
import { buildMeta } from "~/lib/seo";
import { PAGE_UPDATED } from "~/lib/site";
import { breadcrumbJsonLd } from "~/lib/structured-data";
import { metaFromLoader } from "~/lib/route-meta";

/** The page's tags, computed when it is prerendered (app/lib/route-meta.ts). */
export function loader() {
  return {
    meta: buildMeta({
      title: "Password Strength Checker",
      description:
        "Check how strong a password is: eight quick checks, entropy in bits and an estimated crack time, all computed in your browser. Nothing you type is sent.",
      path: "/password-checker",
      lastModified: PAGE_UPDATED["/password-checker"],
      jsonLd: [
        breadcrumbJsonLd([{ name: "Password Strength Checker", path: "/password-checker" }]),
      ],
    }),
  };
}

export const meta = metaFromLoader;

export default function PasswordCheckerRoute() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <PageIntro
        title="Password Strength Checker"
        breadcrumb={[{ name: "Home", to: "/" }, { name: "Password Checker" }]}
      >
        <p>
          Type or paste a password to see how it holds up: eight quick checks, tips to improve it,
          and an estimate of how long it would take to crack. The check runs entirely in your
          browser; what you type is never stored or sent.
        </p>
      </PageIntro>
      <PasswordChecker />
    </div>
  );
}
