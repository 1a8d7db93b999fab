import { Link } from "react-router";

export const privacyPage = {
  title: "Privacy Policy",
  description:
    "Keysmith generates passwords in your browser and never sends them anywhere. What is stored on your device, when third parties are involved, and your rights.",
  intro:
    "Keysmith creates and checks passwords entirely in your browser. This policy explains what that means in practice: what stays on your device, what never leaves it, and the few cases where a third party is involved.",
  lastUpdated: "2026-11-22",
} as const;

export function PrivacyContent() {
  return (
    <>
      <h2>The short version</h2>
      <ul>
        <li>
          Passwords and passphrases are generated on your device. Nothing you type or generate is
          sent to any server, including ours.
        </li>
        <li>There are no accounts. We do not know who you are and do not ask.</li>
        <li>
          Your settings, and your password history if you keep one, are stored in your own browser.
          You can delete them at any time.
        </li>
        <li>
          Analytics and advertising are off unless the site’s operator has switched them on, and
          even then nothing loads until you give consent.
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
            <td>Generator settings: length, character types and the other options you chose.</td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>passphraseOptions</code>
            </th>
            <td>Passphrase settings: number of words, separator, capitals and the added number.</td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>privacySettings</code>
            </th>
            <td>
              Your privacy controls: session-only storage (on by default), the auto-cleanup time (5
              to 120 minutes, 30 by default) and whether history is switched off.
            </td>
            <td>Local storage</td>
            <td>Until you change them or clear the site’s data.</td>
          </tr>
          <tr>
            <th scope="row">
              <code>history</code>
            </th>
            <td>
              The last 10 passwords you generated or copied, each with its time and strength label.
              Nothing is recorded while history is disabled or incognito mode is on.
            </td>
            <td>Session storage by default; local storage if you turn session-only storage off.</td>
            <td>
              Deleted automatically once older than your cleanup time. In session storage it is also
              erased whenever you leave or reload the page. The Clear button removes it at once.
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
        defaults to session storage and deletes itself. If you share a computer, you can switch
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
        only after you have consented to advertising. It does not load if your browser sends a Do
        Not Track or Global Privacy Control signal, and no ad loads or shows while incognito mode is
        on.
      </p>
      <p>
        When analytics or ads are enabled and you have agreed to them, those providers receive the
        usual data that any web request carries: your IP address, your browser’s user agent, and the
        pages you view. They may also set their own cookies or similar identifiers. They handle that
        data under their own privacy policies, not this one. If you would like to know which
        providers are active on the site at a given time, ask us and we will tell you. Keysmith
        itself collects nothing beyond that, and no password is ever part of what they receive.
      </p>

      <h2>Requests the site makes</h2>
      <p>
        Keysmith is a set of static files. Loading a page means your browser asks the server that
        hosts those files for them, so that server sees the ordinary technical details of each
        request, such as your IP address, your user agent and the page address. Page addresses on
        Keysmith never contain a password or anything you typed. Other than that, and the
        consent-based scripts described above, the site makes no network requests with your data.
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
      </ul>

      <h2>Your rights</h2>
      <p>
        Depending on where you live, you may have the right to access, correct or delete personal
        data about you, to restrict or object to its use, to receive it in a portable form, to
        withdraw consent, and to complain to your data protection authority. Because Keysmith keeps
        no personal data on a server, most of these rights are in your own hands: the data is in
        your browser and you can view or delete it there. For anything else, write to{" "}
        <a href="mailto:privacy@keysmith.example">privacy@keysmith.example</a>. We answer privacy
        requests within <strong>30 days</strong> under the GDPR. For data held by an analytics or ad
        provider, you can also contact that provider directly.
      </p>

      <h2>California residents</h2>
      <p>
        California residents have additional rights under the CCPA as amended by the CPRA, including
        the right to opt out of the sale or sharing of personal information. See{" "}
        <Link to="/california-privacy">California Privacy Rights</Link> for details; we answer those
        requests within <strong>45 days</strong>.
      </p>

      <h2>Children</h2>
      <p>
        Keysmith has no accounts or sign-up forms for anyone, and the site collects no personal
        information from children.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how Keysmith handles data, we will update this page and the date at the top.
        The policy cannot describe something the code does not do: every statement here is meant to
        be true of the site as it runs.
      </p>

      <h2>Contact</h2>
      <p>
        Privacy questions and requests:{" "}
        <a href="mailto:privacy@keysmith.example">privacy@keysmith.example</a>. Everything else:{" "}
        <a href="mailto:hello@keysmith.example">hello@keysmith.example</a>. We aim to reply within
        24 to 48 hours.
      </p>
    </>
  );
}
