// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";

// What the checker page, its note and the home page's questions (and their structured data)
// say about the breach check, on each kind of build BREACH_API_URL makes
// (docs/decisions/breach-check.md, "Only where it is used"). The legal pages' sentences are
// tested in app/features/legal/legal-copy.test.tsx.

afterEach(() => {
  cleanup();
  vi.doUnmock("~/lib/breach-api");
  vi.resetModules();
});

/** The checker page, the home page's questions and their FAQPage data, as a build would have them. */
async function buildWith(apiUrl: string | null) {
  vi.resetModules();
  vi.doMock("~/lib/breach-api", async (importOriginal) => ({
    ...(await importOriginal<typeof import("~/lib/breach-api")>()),
    BREACH_API_URL: apiUrl,
  }));
  const { default: PasswordCheckerRoute } = await import("~/routes/password-checker");
  const { homeFaq } = await import("~/features/home/faq");
  const HOME_FAQ = homeFaq();
  const { faqJsonLd } = await import("~/lib/structured-data");
  render(
    <MemoryRouter>
      <PasswordCheckerRoute />
    </MemoryRouter>,
  );
  const safety = HOME_FAQ.find((entry) => entry.question.startsWith("Is Keysmith safe"));
  if (safety === undefined) throw new Error("no question about safety on the home page");
  return {
    intro: screen.getByText(/^Type or paste a password/).textContent ?? "",
    note: screen.getByText(/^That is why the label can be lower/).textContent ?? "",
    switch: screen.queryByRole("switch", { name: "Also check known data breaches" }),
    faq: safety.answer,
    faqData: JSON.stringify(faqJsonLd(HOME_FAQ)),
  };
}

const INTRO =
  "Type or paste a password to see how it holds up: eight quick checks, tips to improve it, and an estimate of how long it would take to crack. The check runs entirely in your browser; what you type is never stored or sent.";
const NOTE =
  "That is why the label can be lower than the score. NIST requires checking a password against a list of common, expected or breached ones, so a password on our list of 49,000 is at most Weak, whatever its score. One the crack-time estimate finds easy to guess is at most Weak too, and one it finds somewhat easy at most Fair.";
const FAQ =
  "Passwords are generated in your browser with the Web Crypto API (crypto.getRandomValues) and never leave it: not sent to a server, put in a URL or logged, and any analytics or ads run in a sandboxed frame that cannot read the page. To check, watch the Network tab of your browser’s developer tools while you generate: no request carries a password.";

// Each test imports the page afresh, with its build's setting: the first one transforms it.
describe(
  "the checker page and the home page's questions, on each kind of build",
  { timeout: 30_000 },
  () => {
    it("with the public service, name Have I Been Pwned", async () => {
      const page = await buildWith(DEFAULT_BREACH_API_URL);
      expect(page.intro).toBe(
        `${INTRO} Only if you turn on the breach check does anything leave it: the first 5 characters of the password’s SHA-1 hash, sent to Have I Been Pwned.`,
      );
      expect(page.note).toBe(
        `${NOTE} With the breach check on, one found in known data breaches is Very Weak, the lowest label; that check sends only the first 5 characters of the password’s SHA-1 hash, to Have I Been Pwned. The result then says why.`,
      );
      expect(page.switch).not.toBeNull();
      const exception =
        " The one exception is opt-in: with the Password Checker’s breach check turned on, the first 5 characters of a checked password’s SHA-1 hash (never the password) are sent to Have I Been Pwned’s Pwned Passwords service.";
      expect(page.faq).toBe(`${FAQ}${exception}`);
      expect(page.faqData).toContain(exception);
    });

    it("with another range API, name the origin the request goes to and not the public service", async () => {
      const page = await buildWith("http://127.0.0.1:4404/range");
      const service = "the Pwned Passwords range service at http://127.0.0.1:4404";
      expect(page.intro).toBe(
        `${INTRO} Only if you turn on the breach check does anything leave it: the first 5 characters of the password’s SHA-1 hash, sent to ${service}.`,
      );
      expect(page.note).toBe(
        `${NOTE} With the breach check on, one found in known data breaches is Very Weak, the lowest label; that check sends only the first 5 characters of the password’s SHA-1 hash, to ${service}. The result then says why.`,
      );
      expect(page.switch).not.toBeNull();
      expect(page.faq).toBe(
        `${FAQ} The one exception is opt-in: with the Password Checker’s breach check turned on, the first 5 characters of a checked password’s SHA-1 hash (never the password) are sent to ${service}.`,
      );
      for (const text of [page.intro, page.note, page.faq, page.faqData]) {
        expect(text).not.toContain("Have I Been Pwned");
      }
    });

    it("with the check turned off, mention no breach check and show no switch", async () => {
      const page = await buildWith(null);
      expect(page.intro).toBe(INTRO);
      expect(page.note).toBe(`${NOTE} The result then says why.`);
      expect(page.switch).toBeNull();
      expect(page.faq).toBe(FAQ);
      expect(page.faqData).not.toMatch(/breach|SHA-1/);
    });
  },
);
