import type { ReactNode } from "react";

import { CLI_DOWNLOAD, type CliDownload } from "~/lib/cli-download";
import { CONTACT_EMAIL, absoluteUrl } from "~/lib/site";
import { THIRD_PARTIES, type ThirdPartyConfig } from "~/lib/third-parties";
import { formatCount } from "~/lib/facts/product-facts";

/**
 * The parts of the legal pages that depend on how the site was built (its contact address, its
 * third parties, its published command-line tool). The Markdown in content/pages names each by
 * a `{{name}}` placeholder alone in its paragraph; the rest of the text is the Markdown's.
 */

/** What the build configured, with the defaults the pages are prerendered with. */
export interface LegalBuild {
  contactEmail?: string | null;
  thirdParties?: ThirdPartyConfig;
  cliDownload?: CliDownload | null;
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

/** How to fetch, verify and run the published command (issue 9). */
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

/** The slots every legal page may use, filled for this build. */
export function legalSlots({
  contactEmail = CONTACT_EMAIL,
  thirdParties = THIRD_PARTIES,
  cliDownload = CLI_DOWNLOAD,
}: LegalBuild = {}): Record<string, ReactNode> {
  return {
    providers: <ProvidersOnThisSite config={thirdParties} />,
    privacyRequests: <PrivacyRequests contactEmail={contactEmail} />,
    request: <CaliforniaRequest contactEmail={contactEmail} />,
    cliInstructions: <CliInstructions download={cliDownload} />,
  };
}
