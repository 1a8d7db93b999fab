import { t } from "@lingui/core/macro";
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

const LENGTH_MIN = FACTS.length.min;
const LENGTH_MAX = FACTS.length.max;
const BULK_MAX = FACTS.bulk.max;

/** The page's advice: the least length for each kind of account, and the length it recommends. */
const USER = 16;
const SHARED = 18;
const ADMIN = 20;
const SERVICE = 24;
const RECOMMENDED = 20;

/**
 * NIST SP 800-63B-4's figures for services that check passwords: the least length of a password
 * used alone and of one behind multi-factor authentication, and the length they must allow.
 */
const NIST_ALONE = 15;
const NIST_WITH_MFA = 8;
const NIST_ALLOWED = 64;

/** The schedule some policies and PCI DSS still set for critical accounts, in days. */
const ROTATION_DAYS = 90;

/** What search results and the page's head say of it. */
export const businessDescription = () =>
  t`Generate strong passwords for company accounts in your browser, never sent anywhere. Length guidance by account type, aligned with NIST SP 800-63B.`;

/**
 * Questions the page answers, shown as a list and also emitted as FAQPage data, in the language in
 * force (the texts below are read when the page is prerendered).
 */
export const businessFaq = (): ReadonlyArray<FaqEntry> => [
  {
    question: t`How long should business passwords be?`,
    answer: t`At least ${USER} characters for user accounts, ${SHARED} or more for shared accounts, ${ADMIN} or more for administrator accounts and ${SERVICE} or more for service accounts. Set the generator’s length to at least the figure for the account: it makes passwords of ${LENGTH_MIN} to ${LENGTH_MAX} characters.`,
  },
  {
    question: t`Can I create passwords for a whole team at once?`,
    answer: t`Yes. The bulk generator makes up to ${BULK_MAX} passwords at once from the same Web Crypto source, and lets you copy them or download them as a .txt or .csv file. Hand them out through a password manager, never by email.`,
  },
  {
    question: t`Does Keysmith see or keep the passwords we generate?`,
    answer: t`No. Passwords are generated in your browser with the Web Crypto API and never sent to us or anyone else. There are no accounts and no server-side copy; a password history, if you keep one, stays in your own browser.`,
  },
  {
    question: t`Does using Keysmith make us SOC 2 or HIPAA compliant?`,
    answer: t`No. Keysmith is a password generator, not a certified compliance product. Strong, unique passwords help meet the password requirements of SOC 2 and HIPAA, but those standards apply to your organization’s systems and processes, which your auditors assess.`,
  },
  {
    question: t`Should we make people change their passwords every ${ROTATION_DAYS} days?`,
    answer: t`NIST SP 800-63B advises against scheduled changes and calls for a change on evidence of compromise instead. If a regulation or your policy sets a schedule for critical accounts, follow it, and change any password at once when it may have leaked.`,
  },
];

const cards = (): ReadonlyArray<LandingCard> => [
  {
    title: t`Policy Ready`,
    text: t`Lengths from ${LENGTH_MIN} to ${LENGTH_MAX} characters, and every character type you select appears at least once, so a password passes complexity rules on the first try.`,
    icon: ClipboardCheck,
  },
  {
    title: t`Team Security`,
    text: t`Onboarding a team or resetting service accounts? The bulk generator makes up to ${BULK_MAX} passwords at once, with .txt or .csv download. Hand them out through a password manager, never by email.`,
    icon: Users,
  },
  {
    title: t`Zero Knowledge`,
    text: t`Passwords are generated in your browser with the Web Crypto API and never sent to us or anyone else. There are no accounts and no server-side copy to leak.`,
    icon: LockKeyhole,
  },
];

const requirements = (): ReadonlyArray<LandingPoint> => [
  {
    title: t`At least ${USER} characters, ${RECOMMENDED} or more recommended`,
    text: t`Length is the strongest defense against guessing. NIST SP 800-63B-4 sets the floor at ${NIST_ALONE} characters for a password used on its own and ${NIST_WITH_MFA} when multi-factor authentication protects the account; our ${USER} sits just above it, for passwords a manager fills in. Allow at least ${NIST_ALLOWED} characters and pasting, so people can use a password manager.`,
  },
  {
    title: t`Uppercase, lowercase, numbers and special characters`,
    text: t`This is our generator’s default, not a rule to impose: NIST SP 800-63B-4 says services shall not require mixtures of character types, because people meet such rules predictably. Many company policies still require all four types, and a random password from Keysmith meets them anyway.`,
  },
  {
    title: t`Unique for every account`,
    text: t`Never reuse a password between systems, or between work and personal accounts: one breach must not open the next door.`,
  },
  {
    title: t`Rotate critical accounts when required`,
    text: t`Some policies, and standards such as PCI DSS, still require changing passwords for critical accounts every ${ROTATION_DAYS} days; our ${ROTATION_DAYS}-day suggestion is for those cases and for shared admin accounts several people have seen. NIST SP 800-63B-4 says services shall not require scheduled changes and shall require one on evidence of compromise. Whatever your policy says, change a password at once when it may have leaked.`,
  },
];

interface AccountGuidance {
  title: string;
  length: string;
  pairing: string;
  text: string;
}

const accountGuidance = (): ReadonlyArray<AccountGuidance> => [
  {
    title: t`Administrator accounts`,
    length: t`${ADMIN}+ characters`,
    pairing: t`with multi-factor authentication`,
    text: t`Admin access opens everything else. Require a second factor, ideally a security key or passkey, and keep admin accounts separate from everyday ones.`,
  },
  {
    title: t`Service accounts`,
    length: t`${SERVICE}+ characters`,
    pairing: t`or API keys where supported`,
    text: t`No one types these, so make them long. Prefer scoped API keys or tokens where the system supports them, and keep secrets in a vault rather than in code.`,
  },
  {
    title: t`User accounts`,
    length: t`${USER}+ characters`,
    pairing: t`with single sign-on`,
    text: t`Single sign-on leaves people one strong password to protect instead of dozens. Back it with multi-factor authentication.`,
  },
  {
    title: t`Shared accounts`,
    length: t`${SHARED}+ characters`,
    pairing: t`with audit logging`,
    text: t`Share through a password manager, log who used the account and when, and change the password whenever someone with access leaves.`,
  },
];

interface Standard {
  name: string;
  text: string;
  icon: LucideIcon;
}

const standards = (): ReadonlyArray<Standard> => [
  {
    name: "NIST SP 800-63B-4",
    text: t`Aligned with its rules for services that check passwords: at least ${NIST_ALONE} characters for a password used alone (${NIST_WITH_MFA} with multi-factor authentication), at least ${NIST_ALLOWED} allowed, no composition rules, a blocklist of common and breached passwords, password managers and paste allowed, and changes on evidence of compromise rather than on a schedule.`,
    icon: ListChecks,
  },
  {
    name: "SOC 2 Type II",
    text: t`Helps meet SOC 2 password requirements. SOC 2 sets no fixed password rule of its own: auditors test that the access controls in your policy work over time, and strong, unique passwords are part of those controls.`,
    icon: ShieldCheck,
  },
  {
    // The regulation's name in the page's language (DSGVO, RGPD, GDPR, GDPR/RGPD, ...).
    name: t`GDPR`,
    text: t`Article 32 asks for appropriate technical measures to protect personal data, and strong passwords on the systems that hold it are one of them. Keysmith itself sends no passwords or personal data anywhere.`,
    icon: Scale,
  },
  {
    name: "HIPAA",
    text: t`Helps meet HIPAA password requirements: the Security Rule asks covered organizations to have procedures for creating, changing and safeguarding passwords that protect health information.`,
    icon: FileText,
  },
];

interface PracticeGroup {
  title: string;
  icon: LucideIcon;
  items: ReadonlyArray<string>;
}

const practiceGroups = (): ReadonlyArray<PracticeGroup> => [
  {
    title: t`Policy development`,
    icon: ClipboardCheck,
    items: [
      t`Set minimum lengths by account type: ${USER} for users, ${ADMIN} for administrators (NIST’s floor is ${NIST_ALONE}, or ${NIST_WITH_MFA} with multi-factor authentication).`,
      t`Require a unique password for every system, and allow password managers and pasting.`,
      t`Block common, expected and previously breached passwords when they are set, as NIST SP 800-63B-4 requires.`,
      t`Require multi-factor authentication for administrators, remote access and email.`,
      t`Define when passwords change: on evidence of compromise, when people leave, and wherever a regulation sets a schedule.`,
    ],
  },
  {
    title: t`Employee training`,
    icon: GraduationCap,
    items: [
      t`Show people how to spot phishing and how to report it quickly.`,
      t`Give everyone a company password manager and show them how to use it.`,
      t`Never share passwords by email, chat or on paper.`,
      t`Use passphrases for the few passwords people must type, such as a computer login.`,
      t`Report a suspected leak at once: early reports limit the damage.`,
    ],
  },
  {
    title: t`Monitoring and auditing`,
    icon: Activity,
    items: [
      t`Review who has access to what on a regular schedule, and remove it promptly when people change roles or leave.`,
      t`Log sign-ins and alert on repeated failures and unusual locations.`,
      t`Audit the use of shared and service accounts.`,
      t`Watch for company accounts appearing in known breaches and reset them.`,
      t`Test your policy against how people really work, and adjust it.`,
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
      <Section id="business-features" title={t`Built for business use`}>
        <FeatureCards cards={cards()} />
      </Section>

      <Section id="business-requirements" title={t`Business password requirements`}>
        <Card padding="lg" className="max-w-3xl">
          <PointList points={requirements()} icon={ShieldCheck} />
        </Card>
      </Section>

      <Section
        id="account-guidance"
        title={t`Guidance by account type`}
        intro={<p>{t`Set the generator’s length to at least the figure for the account.`}</p>}
      >
        <CardGrid columns={4}>
          {accountGuidance().map((account) => (
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
        title={t`Standards and compliance`}
        intro={
          <p>
            {t`Strong, unique passwords help your organization meet the password requirements of these standards and regulations.`}
          </p>
        }
      >
        <Card padding="lg">
          <ul className="grid gap-6 sm:grid-cols-2">
            {standards().map((standard) => (
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
          <Note icon={Info} title={t`Guidance, not certification`}>
            <p>
              {t`Keysmith is a password generator, not a certified compliance product. Standards such as SOC 2 and HIPAA apply to your organization’s systems and processes, which your auditors assess. Strong passwords are one part of meeting them.`}
            </p>
          </Note>
        </div>
      </Section>

      <Section id="business-best-practices" title={t`Best practices for organizations`}>
        <div className="grid gap-4 lg:grid-cols-3">
          {practiceGroups().map((group) => (
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
        title={t`Business password FAQ`}
        intro={t`Quick answers about length, teams, privacy, compliance and rotation.`}
        items={businessFaq()}
      />
    </>
  );
}
