import { Link } from "react-router";

export const californiaPrivacyPage = {
  title: "California Privacy Rights",
  description:
    "Your rights under the CCPA and CPRA on Keysmith: we do not sell personal information, and how to opt out of any sharing for advertising.",
  intro:
    "This page explains the rights California residents have under the CCPA, as amended by the CPRA, and how they apply to Keysmith. It is the page the footer’s “Do Not Sell My Personal Information” link opens.",
  lastUpdated: "2026-11-22",
} as const;

export function CaliforniaPrivacyContent() {
  return (
    <>
      <h2>What Keysmith collects</h2>
      <p>
        Very little. Passwords and passphrases are generated in your browser, and nothing you type
        or generate is sent to any server. There are no accounts. Your settings, your optional
        password history, your theme and your consent choice are stored in your own browser, where
        you control them. Our <Link to="/privacy">Privacy Policy</Link> lists every entry and how
        long it lasts.
      </p>
      <p>
        The only personal information that can reach a third party is the ordinary data of a web
        request (IP address, browser user agent and the pages you view), and only if the site’s
        operator has enabled analytics or advertising and you have consented to them.
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
        It never includes a password or anything you typed.
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
          <strong>Browser signals:</strong> if your browser sends Do Not Track, the ad script is not
          loaded at all. Keysmith records an opt-out through the consent choice stored in your
          browser, so if you use Global Privacy Control, please also set your choice to Reject All.
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
          out, and you can ask us for more.
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
      <p>
        Email <a href="mailto:privacy@keysmith.example">privacy@keysmith.example</a> with the
        subject “California privacy request” and say which right you want to use. You may also ask
        an authorised agent to write on your behalf. Because we hold no accounts or profiles, we
        will ask only for what is needed to understand your request, and never for a password. We
        respond within <strong>45 days</strong>, as the CCPA requires. For data an ad network or
        analytics provider holds under its own policy, we will tell you which providers are active
        on the site so that you can also contact them directly.
      </p>

      <h2>More information</h2>
      <p>
        For the full picture of what is stored, for how long, and the rights of visitors elsewhere,
        read the <Link to="/privacy">Privacy Policy</Link>. Questions about this page:{" "}
        <a href="mailto:privacy@keysmith.example">privacy@keysmith.example</a>.
      </p>
    </>
  );
}
