import { t } from "@lingui/core/macro";
import {
  FishingHook,
  KeyRound,
  MessageSquareOff,
  Ruler,
  SearchCheck,
  Smartphone,
  Vault,
  WholeWord,
  type LucideIcon,
} from "lucide-react";

import { CardGrid, FeatureCard } from "~/components/ui/card";

import { cn } from "~/lib/cn";

interface Tip {
  title: string;
  text: string;
  icon: LucideIcon;
}

/**
 * Current advice, in line with NIST SP 800-63B: length first, unique, managed, second factor; in
 * the language in force (docs/decisions/i18n-library.md).
 */
function tips(): Tip[] {
  return [
    {
      title: t`Length comes first`,
      text: t`Each extra random character multiplies the work of guessing. Use 16 or more characters for everyday accounts and 20 or more for email, banking and admin accounts; length beats clever substitutions like “P@ssw0rd”.`,
      icon: Ruler,
    },
    {
      title: t`One password per account`,
      text: t`Attackers try leaked email and password pairs on other sites automatically. A unique password for every account means one breach stays one breach.`,
      icon: KeyRound,
    },
    {
      title: t`Let a password manager remember`,
      text: t`Nobody can remember dozens of random passwords. A password manager stores them encrypted, fills them in for you and only offers them on the site they belong to.`,
      icon: Vault,
    },
    {
      title: t`Turn on multi-factor authentication`,
      text: t`A second factor stops most account takeovers even when a password leaks. Prefer passkeys, security keys or an authenticator app over codes sent by text message.`,
      icon: Smartphone,
    },
    {
      title: t`Passphrases for what you type`,
      text: t`For the few passwords you must type or remember, such as your password manager or computer login, use a passphrase of six or more random words: strong and far easier to enter.`,
      icon: WholeWord,
    },
    {
      title: t`Never share by email or chat`,
      text: t`Messages are stored, synced and searchable for years. If you must share a password, use your password manager’s sharing feature, and change the password when the person no longer needs it.`,
      icon: MessageSquareOff,
    },
    {
      title: t`Check for breaches`,
      text: t`Sign up for a breach notification service such as Have I Been Pwned. When one of your accounts shows up, change that password at once, and everywhere you reused it.`,
      icon: SearchCheck,
    },
    {
      title: t`Watch out for phishing`,
      text: t`Check the address before you sign in, and open sites yourself rather than through links in emails or messages. If your password manager does not offer to fill in a password, ask yourself why.`,
      icon: FishingHook,
    },
  ];
}

/** The home page's tips (spec §2 Home; the header's #security-tips anchor). */
export function SecurityTips({ className }: { className?: string }) {
  return (
    <section
      id="security-tips"
      aria-labelledby="security-tips-heading"
      className={cn("below-fold mt-16 scroll-mt-20", className)}
    >
      <h2 id="security-tips-heading" className="text-2xl font-bold tracking-tight">
        {t`Password Security Tips`}
      </h2>
      <p className="mt-2 max-w-[70ch] text-muted">
        {t`A strong password is only part of the picture. These habits keep your accounts safe.`}
      </p>
      <CardGrid columns={4} className="mt-6">
        {tips().map((tip) => (
          <FeatureCard key={tip.title} icon={tip.icon} title={tip.title}>
            {tip.text}
          </FeatureCard>
        ))}
      </CardGrid>
    </section>
  );
}
