import type { ReactNode } from "react";

import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";
import { BREACH_API_URL } from "~/lib/breach-api";
import { CLI_DOWNLOAD, type CliDownload } from "~/lib/cli-download";
import { CONTACT_EMAIL, absoluteUrl } from "~/lib/site";
import { THIRD_PARTIES, type ThirdPartyConfig } from "~/lib/third-parties";
import { formatCount } from "~/lib/facts/product-facts";

/**
 * The parts of the legal pages that depend on how the site was built (its contact address, its
 * third parties, its published command-line tool, its breach check). The Markdown in
 * content/pages names each by a `{{name}}` placeholder: one that stands for HTML alone in its
 * paragraph (or on its line of a table), one that stands for text (a string) where the text
 * goes; the rest of the text is the Markdown's.
 */

/** What the build configured, with the defaults the pages are prerendered with. */
export interface LegalBuild {
  contactEmail?: string | null;
  thirdParties?: ThirdPartyConfig;
  cliDownload?: CliDownload | null;
  /** The checker's breach check (BREACH_API_URL), or null when the build turned it off. */
  breachApiUrl?: string | null;
}

/**
 * What the checker's opt-in breach check sends, and where, on this build
 * (docs/decisions/breach-check.md).
 */
function BreachCheck({ apiUrl }: { apiUrl: string | null }) {
  if (apiUrl === null) {
    return (
      <p>
        <strong>Breach check:</strong> on this site the checker has no breach check, so nothing
        about a password you check is sent anywhere.
      </p>
    );
  }
  const service = <BreachService apiUrl={apiUrl} />;
  return (
    <p>
      <strong>Breach check:</strong> the <a href="/password-checker">Password Strength Checker</a>{" "}
      has a switch, off by default, “Also check known data breaches”. Only while it is on, pressing
      Check password makes your browser compute the password’s SHA-1 hash and send its first 5
      characters, never the password or the rest of the hash, to {service}, in one request with the
      header <code>Add-Padding: true</code> and no cookies. The service answers with the endings of
      hundreds of hashes that start the same way, padded with made-up ones, and the page looks for
      yours among them on your device, so the service does not learn which password you checked.
      Like any web request, it carries your IP address and browser details, which the service
      handles under its own privacy policy. Your choice is kept as <code>breachCheck</code> (see
      above).
    </p>
  );
}

/** Who receives the breach check's request on this build. */
function BreachService({ apiUrl }: { apiUrl: string }) {
  return apiUrl === DEFAULT_BREACH_API_URL ? (
    <>
      Have I Been Pwned’s <a href="https://haveibeenpwned.com/Passwords">Pwned Passwords</a> service
    </>
  ) : (
    <>
      the Pwned Passwords range service at <code>{new URL(apiUrl).origin}</code>
    </>
  );
}

/** Who receives the breach check's request on this build, in plain text. */
function breachServiceText(apiUrl: string): string {
  return apiUrl === DEFAULT_BREACH_API_URL
    ? "Have I Been Pwned’s Pwned Passwords service"
    : `the Pwned Passwords range service at ${new URL(apiUrl).origin}`;
}

/**
 * The sentences about the breach check that sit inside other text, as this build has it: with
 * the check turned off, none mentions a switch the checker does not have
 * (docs/decisions/breach-check.md, "Only where it is used").
 */
export function breachCheckText(apiUrl: string | null) {
  if (apiUrl === null) {
    return {
      privacySummary:
        "The strength checker on this site has no breach check, so nothing about a password you check is sent anywhere.",
      privacyRequests: "the consent-based scripts described above and the newsletter form below",
      aboutLeaves: "",
      aboutRequest: "",
    };
  }
  return {
    privacySummary: `The strength checker’s breach check, where the site offers it, is off until you turn it on. While it is on, the first 5 characters of a checked password’s SHA-1 hash, never the password, go to ${breachServiceText(apiUrl)} (details below).`,
    privacyRequests:
      "the consent-based scripts described above, the newsletter form below and the checker’s breach check while you have it on",
    aboutLeaves:
      ", and, only while you have the checker’s breach check on, the first 5 characters of a checked password’s SHA-1 hash",
    aboutRequest:
      " (with the checker’s breach check on, one request per check carries the first 5 characters of the password’s SHA-1 hash, never the password)",
  };
}

/** The privacy policy's row for the stored choice; none when the build has no breach check. */
function BreachCheckEntry({ apiUrl }: { apiUrl: string | null }) {
  if (apiUrl === null) return null;
  return (
    <tr>
      <th scope="row">
        <code>breachCheck</code>
      </th>
      <td>
        Whether the strength checker’s breach check is on (“on” or “off”; off by default). Nothing
        is saved while incognito mode is on.
      </td>
      <td>Local storage</td>
      <td>Until you change it or clear the site’s data.</td>
    </tr>
  );
}

/**
 * The about page on the breach check, as this build has it, and the credit Pwned Passwords'
 * licence (CC BY 4.0) asks for, which stays: the command-line tool's `check --breached` uses
 * the data whatever the site does (docs/decisions/breach-check.md).
 */
function AboutBreachCheck({ apiUrl }: { apiUrl: string | null }) {
  const credit = (
    <>
      The breach data is <a href="https://haveibeenpwned.com/Passwords">Pwned Passwords</a> by Troy
      Hunt’s Have I Been Pwned, used under the{" "}
      <a href="https://creativecommons.org/licenses/by/4.0/">
        Creative Commons Attribution 4.0 licence (CC BY 4.0)
      </a>
      .
    </>
  );
  if (apiUrl === null) {
    return (
      <p>
        On this site the checker has no breach check, so nothing about a password you check is sent
        anywhere. The command-line tool can ask whether a password has appeared in known data
        breaches, only when you run <code>keysmith check --breached</code>: it sends the first 5
        characters of the password’s SHA-1 hash, never the password, to Have I Been Pwned’s Pwned
        Passwords service, and compares the rest on your computer. {credit}
      </p>
    );
  }
  return (
    <p>
      The checker can also ask whether a password has appeared in known data breaches, only if you
      turn that on: it sends the first 5 characters of the password’s SHA-1 hash, never the
      password, to <BreachService apiUrl={apiUrl} />, and compares the rest on your device. {credit}
    </p>
  );
}

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

function PrivacyRequests({ contactEmail }: { contactEmail: string | null }) {
  if (contactEmail === null) return null;
  return (
    <p>
      For anything else, write to the address under Contact below. We answer privacy requests within{" "}
      <strong>30 days</strong> under the GDPR.
    </p>
  );
}

function CaliforniaRequest({ contactEmail }: { contactEmail: string | null }) {
  if (contactEmail === null) {
    return (
      <p>
        Keysmith keeps no personal information about you on a server: what it stores is in your own
        browser, where you can see and delete it. This site does not publish a contact address for
        requests.
      </p>
    );
  }
  return (
    <p>
      Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the subject “California
      privacy request” and say which right you want to use. You may also ask an authorised agent to
      write on your behalf. Because we hold no accounts or profiles, we will ask only for what is
      needed to understand your request, and never for a password. We respond within{" "}
      <strong>45 days</strong>, as the CCPA requires.
    </p>
  );
}

/**
 * How to fetch, verify and run the published command (docs/product-decisions.md, "Command-line
 * tool").
 */
function CliInstructions({ download }: { download: CliDownload | null }) {
  if (download === null) {
    return (
      <p>
        The site’s build publishes the tool as a single file at <code>/downloads/keysmith.mjs</code>
        , with its SHA-256 checksum on this page. This copy was built without it.
      </p>
    );
  }
  const url = absoluteUrl(download.path);
  const file = download.path.slice(download.path.lastIndexOf("/") + 1);
  return (
    <>
      <p>
        Download{" "}
        <a href={download.path} download>
          {file}
        </a>{" "}
        ({formatCount(Math.ceil(download.bytes / 1024))} KB), a single JavaScript file that runs on
        Node.js 20 or newer. Its SHA-256 checksum is:
      </p>
      <p>
        <code className="break-all" data-testid="cli-sha256">
          {download.sha256}
        </code>
      </p>
      <p>Check the file against that checksum before you run it, then run it:</p>
      {/* Wrapped rather than scrolled, so the commands read in full at any width. */}
      <pre className="break-all whitespace-pre-wrap">
        <code>{`curl -fLO ${url} && echo "${download.sha256}  ${file}" | sha256sum -c -\nnode ${file} --help`}</code>
      </pre>
      <p>
        On macOS, use <code>shasum -a 256 -c -</code> in place of <code>sha256sum -c -</code>. The
        first command prints <code>{file}: OK</code> only when the file is exactly the one this page
        describes. The file is not minified, so you can also read it before running it.
      </p>
    </>
  );
}

/** The slots every legal page may use, filled for this build: a string is text, the rest HTML. */
export function legalSlots({
  contactEmail = CONTACT_EMAIL,
  thirdParties = THIRD_PARTIES,
  cliDownload = CLI_DOWNLOAD,
  breachApiUrl = BREACH_API_URL,
}: LegalBuild = {}): Record<string, ReactNode> {
  const breachText = breachCheckText(breachApiUrl);
  return {
    breachCheck: <BreachCheck apiUrl={breachApiUrl} />,
    breachCheckSummary: breachText.privacySummary,
    breachCheckEntry: <BreachCheckEntry apiUrl={breachApiUrl} />,
    breachCheckRequests: breachText.privacyRequests,
    aboutBreachCheckLeaves: breachText.aboutLeaves,
    aboutBreachCheckRequest: breachText.aboutRequest,
    aboutBreachCheck: <AboutBreachCheck apiUrl={breachApiUrl} />,
    providers: <ProvidersOnThisSite config={thirdParties} />,
    privacyRequests: <PrivacyRequests contactEmail={contactEmail} />,
    request: <CaliforniaRequest contactEmail={contactEmail} />,
    cliInstructions: <CliInstructions download={cliDownload} />,
  };
}
