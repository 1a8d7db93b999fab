import { Link } from "react-router";

import {
  CLEANUP_DEFAULT_MINUTES,
  CLEANUP_MAX_MINUTES,
  CLEANUP_MIN_MINUTES,
  HISTORY_MAX_ENTRIES,
  SAVED_SETS_MAX,
} from "#core/options/limits";
import { CONTACT_EMAIL } from "~/lib/site";
import { THIRD_PARTIES, type ThirdPartyConfig } from "~/lib/third-parties";

import { ContactLine } from "./contact";

export const privacyPage = {
  title: "Privacy Policy",
  description:
    "Keysmith generates passwords in your browser and never sends them anywhere. What is stored on your device, what leaves it, when third parties are involved, and your rights.",
  intro:
    "Keysmith creates and checks passwords entirely in your browser. This policy explains what that means in practice: what stays on your device, what never leaves it, and the few cases where a third party is involved.",
  lastUpdated: "2026-11-25",
} as const;

/** Where this build's ad and analytics scripts come from, for the visitor to see. */
function ProvidersOnThisSite({ config }: { config: ThirdPartyConfig }) {
  if (config.ads === null && config.analytics === null) {
    return (
      <p>
        <strong>On this site:</strong> neither analytics nor advertising is enabled, so no cookie
        banner appears and no script from another company is loaded.
      </p>
    );
  }
  return (
    <p>
      <strong>On this site:</strong>{" "}
      {config.ads ? (
        <>
          advertising is served from <code>{new URL(config.ads.scriptUrl).origin}</code>
          {config.analytics ? "; " : "."}
        </>
      ) : null}
      {config.analytics ? (
        <>
          analytics is provided from <code>{new URL(config.analytics.scriptUrl).origin}</code>.
        </>
      ) : null}
    </p>
  );
}

export function PrivacyContent({
  thirdParties = THIRD_PARTIES,
  contactEmail = CONTACT_EMAIL,
}: {
  thirdParties?: ThirdPartyConfig;
  contactEmail?: string | null;
}) {
  return (
    <>
      <h2>The short version</h2>
      <ul>
        <li>
          Passwords and passphrases are generated on your device. No password you generate or check
          is sent to any server, including ours.
        </li>
        <li>
          The one thing you can type that leaves your browser is an email address you choose to
          submit to the blog’s newsletter form, where the site has one. It goes to the newsletter
          service, not to us.
        </li>
        <li>There are no accounts. We do not know who you are and do not ask.</li>
        <li>
          Your settings, and your password history if you keep one, are stored in your own browser.
          You can delete them at any time.
        </li>
        <li>
          Analytics and advertising are off unless the site’s operator has switched them on. Even
          then nothing loads until you give consent, and what loads runs in a sealed-off frame that
          cannot read the page, your passwords or what your browser stores for Keysmith.
        </li>
      </ul>

      <h2>What happens to the passwords you generate or check</h2>
      <p>
        The generator, the bulk generator and the strength checker all run as code inside your
        browser. Random values come from your browser’s own cryptographic random source (the Web
        Crypto API). A password you generate, or one you type into the{" "}
        <Link to="/password-checker">Password Strength Checker</Link>, is never placed in a web
        address, a network request, a log, an analytics event or an advertising call. The checker’s
        crack-time estimate is calculated by an open-source library, zxcvbn-ts, running in your
        browser on that page.
      </p>
      <p>
        Copying a password writes it to your device’s clipboard. Downloading from the bulk generator
        builds the <code>.txt</code> or <code>.csv</code> file in your browser and saves it straight
        to your device; the file is not uploaded anywhere.
      </p>

      <h2>What is stored in your browser</h2>
      <p>
        Keysmith keeps a few small entries in your browser’s local storage or session storage so
        that your choices survive a page reload. These are not cookies: they are never sent to us or
        to anyone else with your requests, and only pages of this site can read them.
      </p>
      <table className="wrap-anywhere">
        <caption className="sr-only">Entries Keysmith keeps in your browser</caption>
        <thead>
          <tr>
            <th scope="col">Entry</th>
            <th scope="col">What it holds</th>
            <th scope="col">Where</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <code>passwordOptions</code>
            </th>
            <td>
              Generator settings: length, character types, excluded characters, chosen symbols,
              minimum numbers and symbols, and the other options you chose.
            </td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>passphraseOptions</code>
            </th>
            <td>
              Passphrase settings: language, number of words, separator, capitals and the added
              number and symbol.
            </td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>modeOptions</code>
            </th>
            <td>Memorable and PIN settings: the number of groups and the number of digits.</td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>generatorMode</code>
            </th>
            <td>
              Which kind the generator was last making (password, passphrase, memorable password or
              PIN), so it opens the same way. Not saved while incognito mode is on.
            </td>
            <td>Local storage</td>
            <td>Until you change it or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>savedOptionSets</code>
            </th>
            <td>
              The sets of options you saved under a name in Password Templates (at most{" "}
              {SAVED_SETS_MAX}): each name, the kind of password and its settings. Never a password.
              Nothing is saved while incognito mode is on.
            </td>
            <td>Local storage</td>
            <td>Until you delete a set or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>privacySettings</code>
            </th>
            <td>
              Your privacy controls: session-only storage (on by default), the auto-cleanup time (
              {CLEANUP_MIN_MINUTES} to {CLEANUP_MAX_MINUTES} minutes, {CLEANUP_DEFAULT_MINUTES} by
              default), whether history is switched off, and whether the clipboard is cleared after
              you copy a password (never by default).
            </td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>history</code>
            </th>
            <td>
              The last {HISTORY_MAX_ENTRIES} passwords you generated or copied, each with its time
              and strength label. Nothing is recorded while history is disabled or incognito mode is
              on.
            </td>
            <td>Session storage by default; local storage if you turn session-only storage off.</td>
            <td>
              Entries older than your cleanup time are deleted when a generator page opens and every
              minute while one stays open. Nothing runs while no generator page is open, so in local
              storage an old entry stays until you next open one. In session storage the history is
              also erased whenever you leave or reload the page, and your browser discards it when
              the tab closes. The Clear button removes it at once.
            </td>
          </tr>
          <tr>
            <th scope="row">
              <code>theme</code>
            </th>
            <td>Whether you chose the light or dark theme.</td>
            <td>Local storage</td>
            <td>Until you change it or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>cookie-consent</code>
            </th>
            <td>
              Your analytics and advertising choices and when you made them. Functional storage is
              always on.
            </td>
            <td>Local storage</td>
            <td>Until you press Cookie Settings in the footer or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">Reading list</th>
            <td>The blog articles you marked with Save.</td>
            <td>Local storage</td>
            <td>Until you remove them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">“Was this helpful?” answers</th>
            <td>Your Yes or No for each article you answered.</td>
            <td>Local storage</td>
            <td>Until you clear the site’s data.</td>
          </tr>
        </tbody>
      </table>
      <p>
        The password history is the only entry that holds anything sensitive, which is why it
        defaults to session storage and cleans itself up. If you share a computer, you can switch
        history off entirely or use incognito mode, which stores nothing at all.
      </p>
      <p>
        Because Keysmith works offline, your browser also keeps a copy of the site’s own files (its
        pages, code and word list). That copy contains nothing you typed.
      </p>
      <p>
        To remove everything, use the Clear button in the history panel and Cookie Settings in the
        footer, or clear this site’s data in your browser’s settings.
      </p>

      <h2>Analytics and advertising</h2>
      <p>
        The site’s operator may enable analytics, advertising or both when the site is built. If
        neither is enabled, no script from another company is ever loaded. If they are enabled, a
        cookie banner asks for your choice first. You can choose <strong>Accept All</strong>,{" "}
        <strong>Reject All</strong>, or open <strong>Cookie Preferences</strong> to switch analytics
        and advertising on or off separately and press <strong>Save Preferences</strong>. Until you
        make a choice, no analytics or advertising script loads. Cookie Settings in the footer
        clears your choice so that you can make it again.
      </p>
      <p>
        When advertising is enabled, it is provided by a third-party ad network. Its script loads
        only after you have consented to advertising, and analytics only after you have consented to
        analytics. Neither loads if your browser sends a Do Not Track or Global Privacy Control
        signal, and neither loads or shows while incognito mode is on.
      </p>
      <p>
        Their scripts never run in the page you are using. Each runs inside a sandboxed frame: a
        separate document that your browser gives an anonymous origin of its own. Because of that
        sandbox, the script cannot read or change the page around it (the password on screen, the
        fields you type in), cannot read the storage Keysmith keeps in your browser (your settings
        and history) or this site’s cookies, and is not given access to your clipboard. The pages
        that show or take passwords allow no script from another company at all. Analytics is told
        the path of each page you view, such as <code>/blog</code>, and nothing else: never a
        password, a search, or anything stored in your browser.
      </p>
      <p>
        What a provider does receive is what any web request carries: your IP address, your
        browser’s user agent, the pages you view, and any cookies or similar identifiers of its own
        that your browser lets it use. The providers handle that data under their own privacy
        policies, not this one.
      </p>
      <ProvidersOnThisSite config={thirdParties} />

      <h2>Requests the site makes</h2>
      <p>
        Keysmith is a set of static files. Loading a page means your browser asks the server that
        hosts those files for them, so that server sees the ordinary technical details of each
        request, such as your IP address, your user agent and the page address. Page addresses on
        Keysmith never contain a password. Other than that, the consent-based scripts described
        above and the newsletter form below, the site makes no network requests with your data.
      </p>

      <h2>The newsletter form</h2>
      <p>
        Where the site’s operator has set up a newsletter, each article offers a Stay Updated form;
        otherwise it offers the RSS feed and asks for nothing. When you press Subscribe, your
        browser sends the email address you entered, and nothing else from the page, straight to the
        newsletter service the operator chose, and shows that service’s reply. That service receives
        your address, with the usual details of the request (IP address, user agent), and keeps it
        under its own privacy policy; these pages keep no copy. To have the address removed,
        unsubscribe or ask that service.
      </p>

      <h2>Legal bases (for visitors in the UK and the EU)</h2>
      <ul>
        <li>
          <strong>Storage on your device</strong> for your settings, history, theme, reading list
          and consent record is strictly necessary to provide the features you use, and stays on
          your device.
        </li>
        <li>
          <strong>Analytics and advertising</strong> rely on your consent. You can withdraw it at
          any time with Cookie Settings, and withdrawal takes effect from that point on.
        </li>
        <li>
          <strong>The newsletter</strong>, where offered, relies on your consent, given by
          submitting your address; you withdraw it by unsubscribing.
        </li>
      </ul>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct or delete personal
        data about you, to restrict or object to its use, to receive it in a portable form, to
        withdraw consent, and to complain to your data protection authority. Because Keysmith keeps
        no personal data on a server, most of these rights are in your own hands: the data is in
        your browser and you can view or delete it there. For data held by an analytics, ad or
        newsletter provider, contact that provider directly.
      </p>
      {contactEmail !== null ? (
        <p>
          For anything else, write to the address under Contact below. We answer privacy requests
          within <strong>30 days</strong> under the GDPR.
        </p>
      ) : null}

      <h2>California residents</h2>
      <p>
        California residents have additional rights under the CCPA as amended by the CPRA, including
        the right to opt out of the sale or sharing of personal information. See{" "}
        <Link to="/california-privacy">California Privacy Rights</Link> for details.
      </p>

      <h2>Children</h2>
      <p>
        Keysmith has no accounts or sign-up forms for anyone, and the site collects no personal
        information from children.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how Keysmith handles data, we will update this page and the date at the top.
        Every statement here is meant to be true of the site as it runs; the figures in it come from
        the same constants the generator uses.
      </p>

      <h2>Contact</h2>
      <ContactLine lead="Privacy questions and requests" email={contactEmail} />
    </>
  );
}
