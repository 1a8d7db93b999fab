import { t } from "@lingui/core/macro";
import {
  ArrowRight,
  BookOpen,
  Building,
  Dices,
  Gauge,
  Hash,
  Layers,
  LockKeyhole,
  WholeWord,
  Wifi,
  WifiOff,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router";

import { CardGrid, FeatureCard } from "~/components/ui/card";

import { BULK_COUNT_MAX, PASSPHRASE_MAX_WORDS, PASSPHRASE_MIN_WORDS } from "#core/options/limits";

import { cn } from "~/lib/cn";
import { linkInLocale } from "~/lib/i18n/locales";
import { usePageLocale } from "~/lib/i18n/use-page-locale";

import { formatLocalBits as bits, formatLocalCount as count } from "~/lib/i18n/format-number";

import { pageWordListSize, pagePassphraseBits } from "./figures";

interface Highlight {
  title: string;
  text: string;
  icon: LucideIcon;
}

/**
 * What Keysmith does, in claims the code backs (docs/product-decisions.md, "Claims the code
 * backs"), in the language in force (docs/decisions/i18n-library.md).
 */
function highlights(): Highlight[] {
  const minWords = PASSPHRASE_MIN_WORDS;
  const maxWords = PASSPHRASE_MAX_WORDS;
  const listSize = count(pageWordListSize());
  const wordBits = bits(pagePassphraseBits(1), 1);
  const sixWordBits = bits(pagePassphraseBits(6));
  return [
    {
      title: t`Private by design`,
      text: t`Every password is generated on your device and never sent anywhere: not to a server, not into a URL, not to analytics or ads. History stays in this browser, and incognito mode keeps none.`,
      icon: LockKeyhole,
    },
    {
      title: t`Unbiased, cryptographic randomness`,
      text: t`Characters are drawn with the Web Crypto API and rejection sampling, so every character is equally likely. Each character type you select appears at least once, and the entropy is shown in bits.`,
      icon: Dices,
    },
    {
      title: t`Passphrases you can type`,
      text: t`Switch to passphrase mode for ${minWords} to ${maxWords} random words from a word list of ${listSize} words, about ${wordBits} bits each: six words give about ${sixWordBits} bits and are easy to type.`,
      icon: WholeWord,
    },
    {
      title: t`Free, offline, no account`,
      text: t`No sign-up and nothing to pay. After your first visit Keysmith also works offline, and you can install it as an app.`,
      icon: WifiOff,
    },
  ];
}

interface ToolLink {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

function toolLinks(): ToolLink[] {
  const bulkMax = BULK_COUNT_MAX;
  return [
    {
      to: "/password-checker",
      title: t`Password Strength Checker`,
      text: t`Entropy, an estimated crack time and tips to improve a password.`,
      icon: Gauge,
    },
    {
      to: "/bulk-generator",
      title: t`Bulk Password Generator`,
      text: t`Up to ${bulkMax} passwords at once, with .txt or .csv download.`,
      icon: Layers,
    },
    {
      to: "/wifi-password-generator",
      title: t`WiFi Password Generator`,
      text: t`Passwords for WPA2 and WPA3 home and guest networks.`,
      icon: Wifi,
    },
    {
      to: "/business-password-generator",
      title: t`Business Password Generator`,
      text: t`Length and account guidance for teams and company policies.`,
      icon: Building,
    },
    {
      to: "/password-generator-symbols",
      title: t`Password Generator with Symbols`,
      text: t`Which symbols add strength, and which ones systems reject.`,
      icon: Hash,
    },
    {
      to: "/blog",
      title: t`Security Guides`,
      text: t`Practical articles on passwords, managers and breaches.`,
      icon: BookOpen,
    },
  ];
}

/** The home page's promotional section (spec §2 Home), after the generator. */
export function PromoSection({ className }: { className?: string }) {
  const locale = usePageLocale();
  return (
    <section aria-labelledby="why-keysmith-heading" className={cn("below-fold mt-16", className)}>
      <h2 id="why-keysmith-heading" className="text-2xl font-bold tracking-tight">
        {t`Why Keysmith`}
      </h2>
      <p className="mt-2 max-w-[70ch] text-muted">
        {t`A password generator should be simple, honest about how it works and keep your passwords to itself. Keysmith does all three.`}
      </p>
      <CardGrid columns={4} className="mt-6">
        {highlights().map((highlight) => (
          <FeatureCard key={highlight.title} icon={highlight.icon} title={highlight.title}>
            {highlight.text}
          </FeatureCard>
        ))}
      </CardGrid>
      <h3 className="mt-10 text-lg font-semibold">{t`More tools and guides`}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {toolLinks().map((tool) => {
          const link = linkInLocale(locale, tool.to);
          return (
            <li key={tool.to}>
              <Link
                {...link}
                className="group flex h-full min-h-11 items-start gap-3 rounded-ks border border-border bg-surface p-4 transition-colors hover:border-accent"
              >
                <tool.icon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-fg">
                    {tool.title}
                    {link.hrefLang ? (
                      <span className="ml-2 text-xs font-normal whitespace-nowrap text-muted">{t`(in English)`}</span>
                    ) : null}
                  </span>
                  <span className="mt-0.5 block text-sm text-muted">{tool.text}</span>
                </span>
                <ArrowRight
                  className="mt-0.5 size-4 shrink-0 text-muted group-hover:text-accent-text motion-safe:transition-colors"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
