import { Link } from "react-router";

import { CONTACT_EMAIL } from "~/lib/site";

import { ContactLine } from "./contact";

export const californiaPrivacyPage = {
  title: "California Privacy Rights",
  description:
    "Your rights under the CCPA and CPRA on Keysmith: we do not sell personal information, and how to opt out of any sharing for advertising.",
  intro:
    "This page explains the rights California residents have under the CCPA, as amended by the CPRA, and how they apply to Keysmith. It is the page the footer’s “Do Not Sell My Personal Information” link opens.",
  lastUpdated: "2026-11-23",
} as const;

export function CaliforniaPrivacyContent({
  contactEmail = CONTACT_EMAIL,
}: {
  contactEmail?: string | null;
}) {
  return (
    <>
      <h2>What Keysmith collects</h2>
      <p>
        Very little. Passwords and passphrases are generated in your browser, and no password you
        generate or check is sent to any server. There are no accounts. Your settings, your optional
        password history, your theme and your consent choice are stored in your own browser, where
        you control them. Our <Link to="/privacy">Privacy Policy</Link> lists every entry and how
        long it lasts.
      </p>
      <p>
        Personal information can reach a third party in two ways only. If the site’s operator has
        enabled analytics or advertising and you have consented, those providers receive the
        ordinary data of a web request (IP address, browser user agent and the pages you view). If
        you submit your email address to the blog’s newsletter form, where there is one, the
        newsletter service receives it.
      </p>

      <h2>Do Not Sell My Personal Information</h2>
      <p>
        <strong>Keysmith does not sell personal information</strong>, and has not done so in the
        past 12 months. We do not exchange anything about you for money.
      </p>
      <p>
        The law also covers “sharing”: making personal information available to a third party for
        cross-context behavioural advertising, that is, ads chosen using what is known about you
        from other websites. If advertising is enabled on Keysmith and you accept it, the
        third-party ad network receives your IP address, user agent and the pages you view, and may
        use them, together with its own cookies, under its own policy. That could count as sharing.
        The ad script runs in a sandboxed frame that cannot read the page or what Keysmith stores in
        your browser, so what it receives never includes a password.
      </p>

      <h3>How to opt out</h3>
      <ul>
        <li>
          <strong>Before you choose:</strong> nothing is shared. No analytics or advertising script
          loads until you make a choice in the cookie banner.
        </li>
        <li>
          <strong>In the banner:</strong> choose <strong>Reject All</strong>, or open Cookie
          Preferences, switch advertising off and press Save Preferences.
        </li>
        <li>
          <strong>If you already accepted:</strong> press <strong>Cookie Settings</strong> in the
          footer. It clears your earlier choice and reloads the page so that you can choose Reject
          All.
        </li>
        <li>
          <strong>Browser signals:</strong> if your browser sends Global Privacy Control or Do Not
          Track, Keysmith treats it as an opt-out by itself: no advertising or analytics script is
          loaded, whatever you chose in the banner, for as long as the signal is on. You do not need
          to do anything else.
        </li>
      </ul>
      <p>
        Your choice is stored in your browser, so it applies to that browser on that device. Make it
        again in each browser you use, and after clearing the site’s data.
      </p>

      <h2>Your rights</h2>
      <ul>
        <li>
          <strong>Right to know:</strong> what personal information is collected about you, where it
          comes from, why it is used and who receives it. This page and the Privacy Policy set that
          out, including which providers are active on this site.
        </li>
        <li>
          <strong>Right to delete:</strong> ask for personal information about you to be deleted.
          What Keysmith stores is in your own browser; you can delete it with the history panel’s
          Clear button, Cookie Settings, or by clearing the site’s data.
        </li>
        <li>
          <strong>Right to correct:</strong> ask for inaccurate personal information to be
          corrected.
        </li>
        <li>
          <strong>Right to opt out of sale or sharing:</strong> described above.
        </li>
        <li>
          <strong>Right to limit the use of sensitive personal information:</strong> Keysmith does
          not collect sensitive personal information. Passwords, which the law treats as sensitive
          when combined with an account name, never leave your device.
        </li>
        <li>
          <strong>Right to non-discrimination:</strong> every feature works the same whatever you
          choose. Rejecting analytics and advertising costs you nothing.
        </li>
      </ul>

      <h2>Making a request</h2>
      {contactEmail !== null ? (
        <p>
          Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the subject “California
          privacy request” and say which right you want to use. You may also ask an authorised agent
          to write on your behalf. Because we hold no accounts or profiles, we will ask only for
          what is needed to understand your request, and never for a password. We respond within{" "}
          <strong>45 days</strong>, as the CCPA requires.
        </p>
      ) : (
        <p>
          Keysmith keeps no personal information about you on a server: what it stores is in your
          own browser, where you can see and delete it. This site does not publish a contact address
          for requests.
        </p>
      )}
      <p>
        For data an ad network, analytics provider or newsletter service holds under its own policy,
        contact that provider directly; the <Link to="/privacy">Privacy Policy</Link> names the ad
        and analytics providers active on this site.
      </p>

      <h2>More information</h2>
      <p>
        For the full picture of what is stored, for how long, and the rights of visitors elsewhere,
        read the <Link to="/privacy">Privacy Policy</Link>.
      </p>
      <ContactLine lead="Questions about this page" email={contactEmail} />
    </>
  );
}
