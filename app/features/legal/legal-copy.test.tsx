// @vitest-environment happy-dom
import { cleanup, render, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ContactLine } from "./contact";
import { renderLegalPage, type LegalPageName } from "./legal-page.server";
import type { LegalBuild } from "./legal-slots";

afterEach(cleanup);

function textOf(element: ReactElement) {
  const { container } = render(<MemoryRouter>{element}</MemoryRouter>);
  return { container, text: container.textContent ?? "" };
}

/** A page of content/pages as this build would prerender it. */
function pageOf(name: LegalPageName, build: LegalBuild) {
  const container = document.createElement("div");
  container.innerHTML = renderLegalPage(name, build).html;
  return { container, text: container.textContent ?? "" };
}

/** Where the links named by `email` go (none found fails the test). */
function mailLinks(container: HTMLElement, email: string) {
  return new Set(
    within(container)
      .getAllByRole("link", { name: email })
      .map((link) => link.getAttribute("href")),
  );
}

/** A reply time is a promise: "within 24 to 48 hours", "within 30 days", "within 45 days". */
const REPLY_PROMISE = /within (?:24 to 48 hours|\d+ days)/;

describe("contact addresses come from CONTACT_EMAIL", () => {
  it("without one, no page shows an address or promises a reply time", () => {
    for (const { container, text } of [
      textOf(<ContactLine lead="Questions" email={null} />),
      pageOf("privacy", { contactEmail: null }),
      pageOf("california-privacy", { contactEmail: null }),
    ]) {
      expect(within(container).queryByRole("link", { name: /@/ })).toBeNull();
      expect(text).not.toMatch(REPLY_PROMISE);
    }
  });

  it("with one, the pages link to it and keep the reply times they promise", () => {
    const email = "team@example.org";
    const privacy = pageOf("privacy", { contactEmail: email });
    expect(mailLinks(privacy.container, email)).toEqual(new Set([`mailto:${email}`]));
    expect(privacy.text).toContain("within 30 days");
    expect(privacy.text).toContain("within 24 to 48 hours");
    const california = pageOf("california-privacy", { contactEmail: email });
    expect(mailLinks(california.container, email)).toEqual(new Set([`mailto:${email}`]));
    expect(california.text).toContain("within 45 days");
  });
});

describe("the privacy pages say what the code does", () => {
  it("names the newsletter recipient and when history is deleted", () => {
    const { text } = pageOf("privacy", { contactEmail: null });
    expect(text).toContain("newsletter service");
    expect(text).toMatch(
      /deleted when a generator page opens and every\s+minute while one stays open/,
    );
  });

  it("lists this build's third-party origins, or says there are none", () => {
    const none = pageOf("privacy", {
      contactEmail: null,
      thirdParties: { ads: null, analytics: null },
    });
    expect(none.text).toContain("neither analytics nor advertising is enabled");
    const configured = pageOf("privacy", {
      contactEmail: null,
      thirdParties: {
        ads: { publisherId: "pub-1", scriptUrl: "https://ads.example.net/tag.js" },
        analytics: { scriptUrl: "https://stats.example.com/a.js" },
      },
    });
    expect(configured.text).toContain("https://ads.example.net");
    expect(configured.text).toContain("https://stats.example.com");
  });

  it("tells Global Privacy Control users it is honoured by itself", () => {
    const { text } = pageOf("california-privacy", { contactEmail: null });
    expect(text).toContain("treats it as an opt-out by itself");
    expect(text).not.toContain("please also set your choice to Reject All");
  });
});

describe("the breach check is described as this build has it", () => {
  const hibp = "https://api.pwnedpasswords.com/range";
  const credit =
    "The breach data is Pwned Passwords by Troy Hunt’s Have I Been Pwned, used under the Creative Commons Attribution 4.0 licence (CC BY 4.0).";

  it("with the public service: what is sent, to whom, and the credit", () => {
    const privacy = pageOf("privacy", { breachApiUrl: hibp });
    expect(privacy.text).toContain(
      "send its first 5 characters, never the password or the rest of the hash, to Have I Been Pwned’s Pwned Passwords service",
    );
    const about = pageOf("about", { breachApiUrl: hibp });
    expect(about.text).toContain(
      "it sends the first 5 characters of the password’s SHA-1 hash, never the password, to Have I Been Pwned’s Pwned Passwords service",
    );
    expect(about.text).toContain(credit);
    expect(
      about.container.querySelector('a[href="https://creativecommons.org/licenses/by/4.0/"]'),
    ).not.toBeNull();
  });

  it("with the public service, the short versions say the same", () => {
    const privacy = pageOf("privacy", { breachApiUrl: hibp });
    expect(
      within(privacy.container)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain(
      "The strength checker’s breach check, where the site offers it, is off until you turn it on. While it is on, the first 5 characters of a checked password’s SHA-1 hash, never the password, go to Have I Been Pwned’s Pwned Passwords service (details below).",
    );
    expect(within(privacy.container).getByRole("rowheader", { name: "breachCheck" })).toBeTruthy();
    expect(privacy.text).toContain(
      "Other than that, the consent-based scripts described above, the newsletter form below and the checker’s breach check while you have it on, the site makes no network requests with your data.",
    );
    const about = pageOf("about", { breachApiUrl: hibp });
    expect(about.text).toContain(
      "an email address you submit to the blog’s newsletter form, where there is one, and, only while you have the checker’s breach check on, the first 5 characters of a checked password’s SHA-1 hash.",
    );
    expect(about.text).toContain(
      "none carries what you typed (with the checker’s breach check on, one request per check carries the first 5 characters of the password’s SHA-1 hash, never the password).",
    );
  });

  it("with another range API, names the server the request goes to", () => {
    const build = { breachApiUrl: "https://range.example.org/range" };
    expect(pageOf("privacy", build).text).toContain(
      "to the Pwned Passwords range service at https://range.example.org",
    );
    expect(pageOf("about", build).text).toContain(
      "to the Pwned Passwords range service at https://range.example.org",
    );
  });

  it("with another range API, no sentence of the privacy policy names the public service", () => {
    const privacy = pageOf("privacy", { breachApiUrl: "https://range.example.org/range" });
    expect(
      within(privacy.container)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain(
      "The strength checker’s breach check, where the site offers it, is off until you turn it on. While it is on, the first 5 characters of a checked password’s SHA-1 hash, never the password, go to the Pwned Passwords range service at https://range.example.org (details below).",
    );
    expect(privacy.text).not.toContain("Have I Been Pwned");
    expect(privacy.container.querySelector('a[href^="https://haveibeenpwned.com"]')).toBeNull();
  });

  it("turned off, says the checker sends nothing, and still credits the data the CLI uses", () => {
    const privacy = pageOf("privacy", { breachApiUrl: null });
    expect(privacy.text).toContain("the checker has no breach check");
    const about = pageOf("about", { breachApiUrl: null });
    expect(about.text).toContain("On this site the checker has no breach check");
    expect(about.text).not.toContain("The checker can also ask");
    expect(about.text).toContain("keysmith check --breached");
    expect(about.text).toContain(credit);
  });

  it("turned off, no sentence mentions a switch or a stored choice the checker does not have", () => {
    const privacy = pageOf("privacy", { breachApiUrl: null });
    expect(
      within(privacy.container)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toContain(
      "The strength checker on this site has no breach check, so nothing about a password you check is sent anywhere.",
    );
    expect(within(privacy.container).queryByRole("rowheader", { name: "breachCheck" })).toBeNull();
    expect(within(privacy.container).getByRole("rowheader", { name: "theme" })).toBeTruthy();
    expect(privacy.text).toContain(
      "Other than that, the consent-based scripts described above and the newsletter form below, the site makes no network requests with your data.",
    );
    const about = pageOf("about", { breachApiUrl: null });
    expect(about.text).toContain(
      "what does leave your browser: an email address you submit to the blog’s newsletter form, where there is one.",
    );
    expect(about.text).toContain("no request is made, and none carries what you typed. Switching");
    for (const text of [privacy.text, about.text]) {
      expect(text).not.toMatch(/breach check (?:on|while)|turn it on|Pwned Passwords service \(/);
    }
  });
});

/** The commands to fetch, verify and run the published file. */
const COMMANDS = /^curl /;

describe("the about page publishes the command-line tool", () => {
  const download = { path: "/downloads/keysmith.mjs", sha256: "ab".repeat(32), bytes: 96_786 };

  it("shows the checksum and the commands to verify and run the file", () => {
    const { container, text } = pageOf("about", { cliDownload: download });
    const page = within(container);
    const link = page.getByRole("link", { name: "keysmith.mjs" });
    expect(link.getAttribute("href")).toBe("/downloads/keysmith.mjs");
    expect(link.hasAttribute("download")).toBe(true);
    expect(page.getByText(download.sha256)).toBeTruthy();
    const commands = page.getByText(COMMANDS).textContent ?? "";
    expect(commands).toContain("/downloads/keysmith.mjs");
    expect(commands).toContain(`echo "${download.sha256}  keysmith.mjs" | sha256sum -c -`);
    expect(commands).toContain("node keysmith.mjs --help");
    expect(text).toContain("95 KB");
  });

  it("without a published file, gives no checksum", () => {
    const { container } = pageOf("about", { cliDownload: null });
    expect(within(container).queryByText(/^[0-9a-f]{64}$/)).toBeNull();
    expect(within(container).queryByText(COMMANDS)).toBeNull();
  });
});

describe("the pages in content/pages", () => {
  it.each(["about", "privacy", "terms", "disclaimer", "california-privacy"] as const)(
    "%s renders with every placeholder filled",
    (name) => {
      const { page, html } = renderLegalPage(name);
      expect(page.title.length).toBeGreaterThan(0);
      expect(`${page.description} ${html}`).not.toMatch(/\{\{/);
    },
  );

  it("fail the build on a bad frontmatter field, naming the file and the field", () => {
    const source = "---\ntitle: T\ndescription: D\nintro: I\nlastUpdated: 25 November\n---\nText";
    expect(() => renderLegalPage("terms", {}, source)).toThrow(
      /content\/pages\/terms\.md: "lastUpdated" must be a date written YYYY-MM-DD/,
    );
  });

  it("fail the build on an unknown figure", () => {
    const source =
      "---\ntitle: T\ndescription: D\nintro: I\nlastUpdated: 2026-11-25\n---\nUp to {{bulk.maximum}}.";
    expect(() => renderLegalPage("terms", {}, source)).toThrow(
      'content/pages/terms.md: unknown placeholder "{{bulk.maximum}}"',
    );
  });
});
