import { Link } from "react-router";

import { ContactLine } from "./contact";

export const termsPage = {
  title: "Terms of Service",
  description:
    "The terms for using Keysmith, a free password generator: acceptable use, no warranty, limits of liability, open-source licences and how these terms change.",
  intro:
    "These terms apply when you use Keysmith, its web pages and its command-line tool. They are short because the service is simple: free, anonymous and run in your browser.",
  lastUpdated: "2026-11-23",
} as const;

export function TermsContent() {
  return (
    <>
      <h2>1. Using Keysmith</h2>
      <p>
        Keysmith is free. You do not need an account, and you may use it for personal or business
        purposes: to create passwords and passphrases, check their strength, generate them in bulk,
        and read the security guides. By using the site you agree to these terms. If you do not
        agree, please do not use it.
      </p>
      <p>
        Generation and checking happen on your device. How we handle data is described in the{" "}
        <Link to="/privacy">Privacy Policy</Link>, which forms part of these terms.
      </p>

      <h2>2. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>
          use Keysmith for anything unlawful, or to gain access to accounts or systems you are not
          authorised to use;
        </li>
        <li>
          disrupt the site or the servers that host it, for example by flooding it with automated
          requests or trying to bypass its security measures;
        </li>
        <li>
          copy the site’s content or design and present it as Keysmith, or suggest that your product
          is endorsed by Keysmith when it is not;
        </li>
        <li>
          interfere with the cookie consent choices or the privacy controls of other visitors.
        </li>
      </ul>

      <h2>3. Your passwords are yours</h2>
      <p>
        Keysmith never sees the passwords it generates or checks, so it claims no rights in them and
        cannot recover them. You are responsible for storing them safely, for example in a password
        manager, and for how you use them. The <Link to="/disclaimer">Disclaimer</Link> explains
        what the strength ratings and advice on this site can and cannot tell you.
      </p>

      <h2>4. Open-source components and licences</h2>
      <ul>
        <li>
          Keysmith is built with open-source components, among them React, React Router, Radix UI,
          lucide icons and zxcvbn-ts, each used under its own licence.
        </li>
        <li>
          Passphrases use the EFF large word list, © Electronic Frontier Foundation, published at{" "}
          <a href="https://www.eff.org/dice">eff.org/dice</a> and licensed under{" "}
          <a href="https://creativecommons.org/licenses/by/3.0/us/">
            Creative Commons Attribution 3.0 United States (CC BY 3.0 US)
          </a>
          .
        </li>
        <li>
          The crack-time estimate on the Password Strength Checker comes from zxcvbn-ts, released
          under the MIT licence.
        </li>
      </ul>
      <p>
        Those licences govern the components they cover, and nothing in these terms limits the
        rights they give you.
      </p>

      <h2>5. No warranty</h2>
      <p>
        Keysmith is provided “as is” and “as available”, without warranties of any kind, express or
        implied, including warranties of merchantability, fitness for a particular purpose, accuracy
        and non-infringement. We do not promise that the site will always be available or free of
        errors, or that any password will resist every attack.
      </p>

      <h2>6. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, the operator of Keysmith is not liable for any
        indirect, incidental, special or consequential loss, or for loss of data, access, profits or
        business, arising from your use of, or inability to use, the site, the command-line tool or
        any password they produce. Our total liability for any claim is limited to the amount you
        paid to use Keysmith, which is nothing, except where the law does not allow liability to be
        limited or excluded, such as for fraud or, in some countries, for death or personal injury
        caused by negligence. Nothing in these terms affects rights you have as a consumer that
        cannot be waived.
      </p>

      <h2>7. Third-party services and links</h2>
      <p>
        If the operator enables analytics or advertising, those services are provided by third
        parties under their own terms and privacy policies, and only after your consent. Links to
        other websites are provided for convenience; we are not responsible for their content.
      </p>

      <h2>8. Changes to the service and to these terms</h2>
      <p>
        We may change or withdraw features at any time. We may also update these terms. For a
        material change, we will post a notice on the site at least <strong>30 days</strong> before
        it takes effect and update the date at the top of this page. Continuing to use Keysmith
        after a change takes effect means you accept the updated terms.
      </p>

      <h2>9. Governing law</h2>
      <p>
        These terms are governed by the laws of the place where the operator of Keysmith is
        established, without affecting any mandatory protection given to you by the laws of the
        country where you live. If any part of these terms is found unenforceable, the rest remains
        in force.
      </p>

      <h2>10. Contact</h2>
      <ContactLine lead="Questions about these terms" />
    </>
  );
}
