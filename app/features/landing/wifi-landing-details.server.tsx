import { t } from "@lingui/core/macro";
import { Info, Lightbulb, Router, ShieldCheck, Share2, WifiLock } from "lucide-react";

import { WIFI_PASSWORD_MAX_LENGTH, WIFI_PASSWORD_MIN_LENGTH } from "#core/wifi/wifi-network";

import type { FaqEntry } from "~/components/faq-list";
import { FACTS } from "~/lib/facts/product-facts";

import { Card } from "~/components/ui/card";
import { Section } from "~/components/ui/section";

import { FaqSection } from "./door-parts.server";

import {
  FeatureCards,
  Note,
  PointList,
  type LandingCard,
  type LandingPoint,
} from "./landing-parts";

const MIN = WIFI_PASSWORD_MIN_LENGTH;
const MAX = WIFI_PASSWORD_MAX_LENGTH;

/** What search results and the page's head say of it. */
export const wifiDescription = () =>
  t`Create a strong WPA2 or WPA3 WiFi password in your browser: random, ${MIN} to ${MAX} characters, never sent anywhere. Free, with router tips and a WiFi FAQ.`;

/**
 * The WiFi FAQ (spec §2: length, spaces, change frequency, WPA2 vs WPA3), also as FAQPage data,
 * in the language in force (the texts below are read when the page is prerendered).
 */
export const wifiFaq = (): ReadonlyArray<FaqEntry> => [
  {
    question: t`How long should my WiFi password be?`,
    answer: t`WPA2 and WPA3 passphrases must be ${MIN} to ${MAX} printable ASCII characters. Use 15 to 20 random characters for a home network and 20 or more for a business network. Length matters most on WPA2, where anyone who captures a connection handshake can try guesses offline at high speed.`,
  },
  {
    question: t`Can I use spaces in a WiFi password?`,
    answer: t`The standard allows them, but some routers, devices and setup apps trim or mishandle spaces, and a space is easy to miss when someone reads the password out. Dashes or underscores are a better choice: they separate groups of characters just as well and work everywhere.`,
  },
  {
    question: t`How often should I change my WiFi password?`,
    answer: t`We suggest every 6 to 12 months, and straight away when someone who knew it should no longer have access: a former tenant or employee, a lost device, or a guest you shared it with. This is our advice, not a NIST rule: NIST SP 800-63B-4 tells services not to force people to change their own passwords on a schedule, only on evidence of compromise. A WiFi password is different because it is shared, and it spreads to every person and device over time; a periodic change is a backstop for the exposures you never hear about. Each change means reconnecting your devices, so choose a password you are happy to keep.`,
  },
  {
    question: t`What is the difference between WPA2 and WPA3?`,
    answer: t`WPA2-Personal derives its encryption keys from the password, so an attacker who records a device connecting can guess passwords offline, as fast as their hardware allows. WPA3-Personal uses a handshake called SAE that stops offline guessing (each guess needs a live exchange with the router) and protects past traffic even if the password later leaks. Use WPA3 when all your devices support it, WPA2/WPA3 mixed mode when some do not, and WPA2 with AES at the very least; avoid WEP, WPA and TKIP. A long random password protects you under either.`,
  },
];

const cards = (): ReadonlyArray<LandingCard> => [
  {
    title: t`WPA3 Security`,
    text: t`WPA3 stops offline guessing, but many networks still run WPA2 or a mixed mode for older devices. A long random password is what keeps those WPA2 connections safe.`,
    icon: WifiLock,
  },
  {
    title: t`All Router Brands`,
    text: t`Every router that follows the standard accepts ${MIN} to ${MAX} printable ASCII characters. Passwords made with the standard character types fit, as long as you keep the length at ${MAX} or less.`,
    icon: Router,
  },
  {
    title: t`Easy Sharing`,
    text: t`Turn on Exclude similar characters so 0 and O, or 1, l and I, cannot be confused when a guest types the password from a card. Many phones can also share a saved network by QR code.`,
    icon: Share2,
  },
];

const bestPractices = (): ReadonlyArray<LandingPoint> => [
  {
    title: t`15–20 characters for a home network`,
    text: t`Use 20 or more for a business network. The limit is ${MAX} characters, so there is plenty of room.`,
  },
  {
    title: t`Mix letters, numbers and symbols`,
    text: t`Keep all four character types on. Random characters are far stronger than a word with a number on the end.`,
  },
  {
    title: t`WPA3 when available, WPA2 at minimum`,
    text: t`Choose WPA3 (or WPA2/WPA3 mixed mode) in your router’s wireless security settings. Never use WEP or the original WPA.`,
  },
  {
    title: t`Change it every 6–12 months`,
    text: t`Change it sooner when someone who knew it should no longer have access, or when a device that stored it is lost. NIST advises against scheduled changes of personal passwords; a shared network password is a different case, explained in the FAQ below.`,
  },
];

const routerTips = (): ReadonlyArray<LandingPoint> => [
  {
    title: t`Never keep the default password`,
    text: t`Replace the WiFi password printed on the router’s label: anyone who has seen the router, or its box, may know it.`,
  },
  {
    title: t`Give guests their own network`,
    text: t`Use a separate guest network with its own password, so visitors and smart devices never get the password to your main network.`,
  },
  {
    title: t`Leave out personal information`,
    text: t`No names, addresses, phone numbers or birthdays, in the password or in the network name: they are the first things an attacker tries.`,
  },
  {
    title: t`Protect the router’s admin page`,
    text: t`Change the admin password from its default to a different strong password, and turn off remote administration if you do not need it.`,
  },
];

/**
 * What the page shows below the generator: rendered to HTML by the route's loader when the page
 * is prerendered, and shown without hydrating it (docs/decisions/first-view-budget.md).
 */
export function WifiLandingDetails() {
  const lengthMax = FACTS.length.max;
  return (
    <>
      <Section id="wifi-features" title={t`Made for wireless networks`}>
        <FeatureCards cards={cards()} />
        <div className="mt-6">
          <Note icon={Info} title={t`Settings that work on every router`}>
            <p>
              {t`WPA2 and WPA3 passphrases must be ${MIN} to ${MAX} printable ASCII characters. Pick a length of 15–20 for home or 20 or more for business, but no more than ${MAX} (the generator goes up to ${lengthMax}). Keep to the standard character types: a custom set with emoji or accented letters will not be accepted.`}
            </p>
            <p>
              {t`Keysmith makes the password; you set it in your router’s admin page, usually under wireless or WiFi security.`}
            </p>
          </Note>
        </div>
      </Section>

      <div className="grid gap-16 lg:grid-cols-2 lg:gap-8">
        <Section id="wifi-best-practices" title={t`WiFi password best practices`}>
          <Card padding="lg">
            <PointList points={bestPractices()} icon={ShieldCheck} />
          </Card>
        </Section>
        <Section id="router-tips" title={t`Router security tips`}>
          <Card padding="lg">
            <PointList points={routerTips()} icon={Lightbulb} />
          </Card>
        </Section>
      </div>

      <FaqSection
        id="wifi-faq"
        title={t`WiFi password FAQ`}
        intro={t`Quick answers about length, spaces, changes and WPA versions.`}
        items={wifiFaq()}
      />
    </>
  );
}
