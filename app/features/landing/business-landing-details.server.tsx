import {
  Activity,
  ClipboardCheck,
  FileText,
  GraduationCap,
  Info,
  ListChecks,
  LockKeyhole,
  Scale,
  ShieldCheck,
  Users,
  type LucideIcon,
} from "lucide-react";

import type { FaqEntry } from "~/components/faq-list";
import { FACTS } from "~/lib/facts/product-facts";

import { Card, CardGrid } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

import { FaqSection } from "./door-parts.server";

import {
  FeatureCards,
  Note,
  PointList,
  type LandingCard,
  type LandingPoint,
} from "./landing-parts";

/** Questions the page answers, shown as a list and also emitted as FAQPage data. */
export const businessFaq: ReadonlyArray<FaqEntry> = [
  {
    question: "How long should business passwords be?",
    answer:
      "At least 16 characters for user accounts, 18 or more for shared accounts, 20 or more for administrator accounts and 24 or more for service accounts. Set the generator’s length to at least the figure for the account: it makes passwords of 8 to 128 characters.",
  },
  {
    question: "Can I create passwords for a whole team at once?",
    answer:
      "Yes. The bulk generator makes up to 100 passwords at once from the same Web Crypto source, and lets you copy them or download them as a .txt or .csv file. Hand them out through a password manager, never by email.",
  },
  {
    question: "Does Keysmith see or keep the passwords we generate?",
    answer:
      "No. Passwords are generated in your browser with the Web Crypto API and never sent to us or anyone else. There are no accounts and no server-side copy; a password history, if you keep one, stays in your own browser.",
  },
  {
    question: "Does using Keysmith make us SOC 2 or HIPAA compliant?",
    answer:
      "No. Keysmith is a password generator, not a certified compliance product. Strong, unique passwords help meet the password requirements of SOC 2 and HIPAA, but those standards apply to your organization’s systems and processes, which your auditors assess.",
  },
  {
    question: "Should we make people change their passwords every 90 days?",
    answer:
      "NIST SP 800-63B advises against scheduled changes and calls for a change on evidence of compromise instead. If a regulation or your policy sets a schedule for critical accounts, follow it, and change any password at once when it may have leaked.",
  },
];

const CARDS: ReadonlyArray<LandingCard> = [
  {
    title: "Policy Ready",
    text: `Lengths from ${FACTS.length.min} to ${FACTS.length.max} characters, and every character type you select appears at least once, so a password passes complexity rules on the first try.`,
    icon: ClipboardCheck,
  },
  {
    title: "Team Security",
    text: `Onboarding a team or resetting service accounts? The bulk generator makes up to ${FACTS.bulk.max} passwords at once, with .txt or .csv download. Hand them out through a password manager, never by email.`,
    icon: Users,
  },
  {
    title: "Zero Knowledge",
    text: "Passwords are generated in your browser with the Web Crypto API and never sent to us or anyone else. There are no accounts and no server-side copy to leak.",
    icon: LockKeyhole,
  },
];

const REQUIREMENTS: ReadonlyArray<LandingPoint> = [
  {
    title: "At least 16 characters, 20 or more recommended",
    text: "Length is the strongest defense against guessing. NIST SP 800-63B-4 sets the floor at 15 characters for a password used on its own and 8 when multi-factor authentication protects the account; our 16 sits just above it, for passwords a manager fills in. Allow at least 64 characters and pasting, so people can use a password manager.",
  },
  {
    title: "Uppercase, lowercase, numbers and special characters",
    text: "This is our generator’s default, not a rule to impose: NIST SP 800-63B-4 says services shall not require mixtures of character types, because people meet such rules predictably. Many company policies still require all four types, and a random password from Keysmith meets them anyway.",
  },
  {
    title: "Unique for every account",
    text: "Never reuse a password between systems, or between work and personal accounts: one breach must not open the next door.",
  },
  {
    title: "Rotate critical accounts when required",
    text: "Some policies, and standards such as PCI DSS, still require changing passwords for critical accounts every 90 days; our 90-day suggestion is for those cases and for shared admin accounts several people have seen. NIST SP 800-63B-4 says services shall not require scheduled changes and shall require one on evidence of compromise. Whatever your policy says, change a password at once when it may have leaked.",
  },
];

interface AccountGuidance {
  title: string;
  length: string;
  pairing: string;
  text: string;
}

const ACCOUNT_GUIDANCE: ReadonlyArray<AccountGuidance> = [
  {
    title: "Administrator accounts",
    length: "20+ characters",
    pairing: "with multi-factor authentication",
    text: "Admin access opens everything else. Require a second factor, ideally a security key or passkey, and keep admin accounts separate from everyday ones.",
  },
  {
    title: "Service accounts",
    length: "24+ characters",
    pairing: "or API keys where supported",
    text: "No one types these, so make them long. Prefer scoped API keys or tokens where the system supports them, and keep secrets in a vault rather than in code.",
  },
  {
    title: "User accounts",
    length: "16+ characters",
    pairing: "with single sign-on",
    text: "Single sign-on leaves people one strong password to protect instead of dozens. Back it with multi-factor authentication.",
  },
  {
    title: "Shared accounts",
    length: "18+ characters",
    pairing: "with audit logging",
    text: "Share through a password manager, log who used the account and when, and change the password whenever someone with access leaves.",
  },
];

interface Standard {
  name: string;
  text: string;
  icon: LucideIcon;
}

const STANDARDS: ReadonlyArray<Standard> = [
  {
    name: "NIST SP 800-63B-4",
    text: "Aligned with its rules for services that check passwords: at least 15 characters for a password used alone (8 with multi-factor authentication), at least 64 allowed, no composition rules, a blocklist of common and breached passwords, password managers and paste allowed, and changes on evidence of compromise rather than on a schedule.",
    icon: ListChecks,
  },
  {
    name: "SOC 2 Type II",
    text: "Helps meet SOC 2 password requirements. SOC 2 sets no fixed password rule of its own: auditors test that the access controls in your policy work over time, and strong, unique passwords are part of those controls.",
    icon: ShieldCheck,
  },
  {
    name: "GDPR",
    text: "Article 32 asks for appropriate technical measures to protect personal data, and strong passwords on the systems that hold it are one of them. Keysmith itself sends no passwords or personal data anywhere.",
    icon: Scale,
  },
  {
    name: "HIPAA",
    text: "Helps meet HIPAA password requirements: the Security Rule asks covered organizations to have procedures for creating, changing and safeguarding passwords that protect health information.",
    icon: FileText,
  },
];

interface PracticeGroup {
  title: string;
  icon: LucideIcon;
  items: ReadonlyArray<string>;
}

const PRACTICE_GROUPS: ReadonlyArray<PracticeGroup> = [
  {
    title: "Policy development",
    icon: ClipboardCheck,
    items: [
      "Set minimum lengths by account type: 16 for users, 20 for administrators (NIST’s floor is 15, or 8 with multi-factor authentication).",
      "Require a unique password for every system, and allow password managers and pasting.",
      "Block common, expected and previously breached passwords when they are set, as NIST SP 800-63B-4 requires.",
      "Require multi-factor authentication for administrators, remote access and email.",
      "Define when passwords change: on evidence of compromise, when people leave, and wherever a regulation sets a schedule.",
    ],
  },
  {
    title: "Employee training",
    icon: GraduationCap,
    items: [
      "Show people how to spot phishing and how to report it quickly.",
      "Give everyone a company password manager and show them how to use it.",
      "Never share passwords by email, chat or on paper.",
      "Use passphrases for the few passwords people must type, such as a computer login.",
      "Report a suspected leak at once: early reports limit the damage.",
    ],
  },
  {
    title: "Monitoring and auditing",
    icon: Activity,
    items: [
      "Review who has access to what on a regular schedule, and remove it promptly when people change roles or leave.",
      "Log sign-ins and alert on repeated failures and unusual locations.",
      "Audit the use of shared and service accounts.",
      "Watch for company accounts appearing in known breaches and reset them.",
      "Test your policy against how people really work, and adjust it.",
    ],
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function BusinessLandingDetails() {
  return (
    <>
      <Section id="business-features" title="Built for business use">
        <FeatureCards cards={CARDS} />
      </Section>

      <Section id="business-requirements" title="Business password requirements">
        <Card padding="lg" className="max-w-3xl">
          <PointList points={REQUIREMENTS} icon={ShieldCheck} />
        </Card>
      </Section>

      <Section
        id="account-guidance"
        title="Guidance by account type"
        intro={<p>Set the generator’s length to at least the figure for the account.</p>}
      >
        <CardGrid columns={4}>
          {ACCOUNT_GUIDANCE.map((account) => (
            <Card as="li" key={account.title}>
              <h3 className="font-semibold text-fg">{account.title}</h3>
              <p className="mt-2 text-2xl font-bold tracking-tight text-accent-text">
                {account.length}
              </p>
              <p className="text-sm font-medium text-fg">{account.pairing}</p>
              <p className="mt-2 text-sm leading-relaxed text-muted">{account.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section
        id="compliance"
        title="Standards and compliance"
        intro={
          <p>
            Strong, unique passwords help your organization meet the password requirements of these
            standards and regulations.
          </p>
        }
      >
        <Card padding="lg">
          <ul className="grid gap-6 sm:grid-cols-2">
            {STANDARDS.map((standard) => (
              <li key={standard.name} className="flex gap-3">
                <standard.icon
                  className="mt-0.5 size-5 shrink-0 text-accent-text"
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <h3 className="font-semibold text-fg">{standard.name}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{standard.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
        <div className="mt-4">
          <Note icon={Info} title="Guidance, not certification">
            <p>
              Keysmith is a password generator, not a certified compliance product. Standards such
              as SOC 2 and HIPAA apply to your organization’s systems and processes, which your
              auditors assess. Strong passwords are one part of meeting them.
            </p>
          </Note>
        </div>
      </Section>

      <Section id="business-best-practices" title="Best practices for organizations">
        <div className="grid gap-4 lg:grid-cols-3">
          {PRACTICE_GROUPS.map((group) => (
            <Card padding="lg" key={group.title}>
              <h3 className="flex items-center gap-2 font-semibold text-fg">
                <group.icon className="size-5 shrink-0 text-accent-text" aria-hidden="true" />
                {group.title}
              </h3>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-fg marker:text-muted">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
      </Section>

      <FaqSection
        id="business-faq"
        title="Business password FAQ"
        intro="Quick answers about length, teams, privacy, compliance and rotation."
        items={businessFaq}
      />
    </>
  );
}
