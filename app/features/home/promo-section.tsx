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

import { EFF_LARGE_WORDLIST_SIZE } from "#core/generate/eff-large-wordlist-size";
import { BULK_COUNT_MAX, PASSPHRASE_MAX_WORDS, PASSPHRASE_MIN_WORDS } from "#core/options/limits";

import { formatBits, formatCount, passphraseBits } from "~/lib/facts/derive";
import { cn } from "~/lib/cn";

interface Highlight {
  title: string;
  text: string;
  icon: LucideIcon;
}

/**
 * What Keysmith does, in claims the code backs (docs/product-decisions.md, "Claims the code
 * backs").
 */
const HIGHLIGHTS: ReadonlyArray<Highlight> = [
  {
    title: "Private by design",
    text: "Every password is generated on your device and never sent anywhere: not to a server, not into a URL, not to analytics or ads. History stays in this browser, and incognito mode keeps none.",
    icon: LockKeyhole,
  },
  {
    title: "Unbiased, cryptographic randomness",
    text: "Characters are drawn with the Web Crypto API and rejection sampling, so every character is equally likely. Each character type you select appears at least once, and the entropy is shown in bits.",
    icon: Dices,
  },
  {
    title: "Passphrases you can type",
    text: `Switch to passphrase mode for ${PASSPHRASE_MIN_WORDS} to ${PASSPHRASE_MAX_WORDS} random words from the EFF large word list of ${formatCount(EFF_LARGE_WORDLIST_SIZE)} words, about ${formatBits(passphraseBits(1), 1)} bits each: six words give about ${formatBits(passphraseBits(6))} bits and are easy to type.`,
    icon: WholeWord,
  },
  {
    title: "Free, offline, no account",
    text: "No sign-up and nothing to pay. After your first visit Keysmith also works offline, and you can install it as an app.",
    icon: WifiOff,
  },
];

interface ToolLink {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

const TOOL_LINKS: ReadonlyArray<ToolLink> = [
  {
    to: "/password-checker",
    title: "Password Strength Checker",
    text: "Entropy, an estimated crack time and tips to improve a password.",
    icon: Gauge,
  },
  {
    to: "/bulk-generator",
    title: "Bulk Password Generator",
    text: `Up to ${BULK_COUNT_MAX} passwords at once, with .txt or .csv download.`,
    icon: Layers,
  },
  {
    to: "/wifi-password-generator",
    title: "WiFi Password Generator",
    text: "Passwords for WPA2 and WPA3 home and guest networks.",
    icon: Wifi,
  },
  {
    to: "/business-password-generator",
    title: "Business Password Generator",
    text: "Length and account guidance for teams and company policies.",
    icon: Building,
  },
  {
    to: "/password-generator-symbols",
    title: "Password Generator with Symbols",
    text: "Which symbols add strength, and which ones systems reject.",
    icon: Hash,
  },
  {
    to: "/blog",
    title: "Security Guides",
    text: "Practical articles on passwords, managers and breaches.",
    icon: BookOpen,
  },
];

/** The home page's promotional section (spec §2 Home), after the generator. */
export function PromoSection({ className }: { className?: string }) {
  return (
    <section aria-labelledby="why-keysmith-heading" className={cn("below-fold mt-16", className)}>
      <h2 id="why-keysmith-heading" className="text-2xl font-bold tracking-tight">
        Why Keysmith
      </h2>
      <p className="mt-2 max-w-[70ch] text-muted">
        A password generator should be simple, honest about how it works and keep your passwords to
        itself. Keysmith does all three.
      </p>
      <CardGrid columns={4} className="mt-6">
        {HIGHLIGHTS.map((highlight) => (
          <FeatureCard key={highlight.title} icon={highlight.icon} title={highlight.title}>
            {highlight.text}
          </FeatureCard>
        ))}
      </CardGrid>
      <h3 className="mt-10 text-lg font-semibold">More tools and guides</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {TOOL_LINKS.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="group flex h-full min-h-11 items-start gap-3 rounded-ks border border-border bg-surface p-4 transition-colors hover:border-accent"
            >
              <tool.icon className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-fg">{tool.title}</span>
                <span className="mt-0.5 block text-sm text-muted">{tool.text}</span>
              </span>
              <ArrowRight
                className="mt-0.5 size-4 shrink-0 text-muted group-hover:text-accent-text motion-safe:transition-colors"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
