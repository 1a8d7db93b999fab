import { Link } from "react-router";

import { ContactLine } from "./contact";

export const disclaimerPage = {
  title: "Disclaimer",
  description:
    "What Keysmith’s passwords, strength ratings and advice can and cannot promise: provided as is, guidance rather than compliance advice, and storage is up to you.",
  intro:
    "Keysmith is a free tool that does one job carefully. This page sets out the limits of what it, and the advice on this site, can promise.",
  lastUpdated: "2026-11-23",
} as const;

export function DisclaimerContent() {
  return (
    <>
      <h2>Generated passwords are provided as is</h2>
      <p>
        Keysmith draws every character or word from your browser’s cryptographic random source and
        selects it without bias; <Link to="/about">About</Link> explains how. Even so, the passwords
        and passphrases are provided as is, without any warranty. How secure a password is in
        practice also depends on things Keysmith cannot see or control: the device and browser you
        use, browser extensions, anyone watching your screen, how the website or system you use it
        with stores it, and what you do with it afterwards.
      </p>
      <p>
        Some systems reject certain symbols or limit length. Test a new password where you will use
        it, and if it is refused, generate a new one with fewer symbol types or a shorter length
        rather than editing it by hand.
      </p>

      <h2>Strength ratings are a rule of thumb</h2>
      <p>
        The generator’s 0 to 7 score and the checker’s eight checks reward length and variety and
        flag a few well-known weak patterns. They are simple rules, not a measure of how a real
        attacker would fare. The entropy figure in bits is worked out from the length and the kinds
        of characters used, so it is accurate only for a password that really was chosen at random
        and overstates the strength of one a person made up. The checker’s crack-time estimate comes
        from the open-source zxcvbn-ts library and rests on assumptions about attackers’ guessing
        speed; treat it as an order of magnitude, not a guarantee. A password that scores well can
        still be unsafe if it has appeared in a data breach or is reused on several sites.
      </p>

      <h2>Advice and figures are guidance</h2>
      <p>
        The security tips, blog articles and landing pages give figures such as recommended lengths
        for WiFi or business accounts and how often to change certain passwords. These are general
        recommendations, not rules that fit every situation. Follow your organisation’s policy, your
        router or service’s documentation and your own judgement where they differ.
      </p>

      <h2>Not legal or compliance advice</h2>
      <p>
        Passwords from Keysmith can help you meet the password requirements of frameworks such as
        NIST SP 800-63B, SOC 2, HIPAA or the GDPR. Keysmith itself is not certified or audited under
        any of them, and using it does not make you compliant. Nothing on this site is legal,
        regulatory or compliance advice; for that, consult a qualified professional.
      </p>

      <h2>Storing your passwords is up to you</h2>
      <p>
        Keysmith does not keep your passwords for you. The optional history is short-lived by design
        and lives only in your browser; it is not a backup and may be cleared at any time. Save each
        password somewhere safe as soon as you create it, ideally in a reputable password manager.
        If you lose a password, Keysmith cannot recover it: it never had a copy.
      </p>

      <h2>Links to other websites</h2>
      <p>
        Some pages on this site link to other websites, such as the sources credited on the About
        page. We do not control those sites and are not responsible for their content, availability
        or privacy practices. If advertising is enabled, ads come from a third-party ad network, and
        an ad is not an endorsement.
      </p>

      <h2>Questions</h2>
      <p>
        The <Link to="/terms">Terms of Service</Link> set out the full conditions of use.
      </p>
      <ContactLine lead="If you think something on this site is wrong, tell us" />
    </>
  );
}
