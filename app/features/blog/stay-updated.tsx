import { Mail, Rss } from "lucide-react";
import { useId } from "react";

import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

import { FEED_PATH } from "./feed-link";

/**
 * 'Stay Updated' (spec §2; docs/product-decisions.md, "Blog extras"): an email form posting to the
 * newsletter endpoint when one is configured, otherwise the RSS feed, never a form that goes
 * nowhere.
 */
export function StayUpdated({ newsletterUrl }: { newsletterUrl: string | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-ks border border-border bg-surface p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-semibold">
        <Mail className="size-4 text-accent-text" aria-hidden="true" />
        Stay Updated
      </h2>
      {newsletterUrl ? (
        <form method="post" action={newsletterUrl} className="mt-3 space-y-3">
          <p className="text-sm text-muted">New guides by email, about once a month.</p>
          <Field label="Email address" labelClassName="mb-1.5">
            {(field) => (
              <input
                {...field}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                className="min-h-11 w-full rounded-ks border border-border bg-page px-3 text-base placeholder:text-muted sm:text-sm"
              />
            )}
          </Field>
          <Button type="submit" className="w-full">
            Subscribe
          </Button>
          <p className="text-xs text-muted">
            Subscribing sends this address to {new URL(newsletterUrl).host}, the newsletter service;
            see the{" "}
            <a href="/privacy" className="underline underline-offset-2">
              Privacy Policy
            </a>
            .
          </p>
        </form>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Get new guides as they are published: add our RSS feed to any feed reader. No email
            address needed.
          </p>
          <a
            href={FEED_PATH}
            className={buttonVariants({ variant: "secondary", className: "mt-3 w-full" })}
          >
            <Rss aria-hidden="true" />
            RSS feed
          </a>
        </>
      )}
    </section>
  );
}
