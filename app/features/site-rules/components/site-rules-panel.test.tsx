// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "#core";
import {
  generatePasswordsFromRules,
  parseKnownSites,
  parsePasswordRules,
} from "#core/password-rules";
import { formatEntropy } from "~/lib/format-entropy";
import { KNOWN_SITES, KNOWN_SITES_LICENCE } from "#core/password-rules/known-sites-data";
import { loadKnownSites, type KnownSitesLoader } from "../hooks/use-known-sites";
import type { SiteRulesSelection } from "../lib/resolve-site-rules";
import { SiteRulesPanel } from "./site-rules-panel";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(cleanup);

function setup({
  loadSites = vi.fn(() => Promise.resolve({ sites: KNOWN_SITES, licence: KNOWN_SITES_LICENCE })),
  options = DEFAULT_PASSWORD_OPTIONS,
}: { loadSites?: KnownSitesLoader; options?: typeof DEFAULT_PASSWORD_OPTIONS } = {}) {
  const user = userEvent.setup();
  const onRulesChange = vi.fn<(selection: SiteRulesSelection | null) => void>();
  const view = render(
    <SiteRulesPanel currentOptions={options} onRulesChange={onRulesChange} loadSites={loadSites} />,
  );
  return {
    user,
    view,
    loadSites,
    onRulesChange,
    field: screen.getByLabelText("Site or password rule"),
  };
}

/** The panel's sentence on what Generate now makes, with its entropy. */
function rulesSentence(): string {
  return screen.getByText(/^Generate now follows these rules/).textContent ?? "";
}

describe("SiteRulesPanel with a listed site", () => {
  it("shows the site's rule in plain words and gives it to the card, which makes the passwords", async () => {
    const { user, field, onRulesChange } = setup();
    await user.type(field, "https://WWW.AcmeMarkets.com/login");
    expect(await screen.findByText("Rules for acmemarkets.com")).toBeTruthy();
    expect(
      screen.getByText(
        "8 to 40 characters; at least one uppercase letter; at least one of ! # $ % & * @ ^; lowercase letters and digits allowed",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Length 16 (8 to 40 allowed here)")).toBeTruthy();
    expect(onRulesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        domain: "acmemarkets.com",
        lengthRange: { min: 8, max: 40, warning: null },
      }),
    );
    // Once, not on every keystroke after the site was found, nor on every render.
    expect(
      onRulesChange.mock.calls.filter(([selection]) => selection?.domain === "acmemarkets.com"),
    ).toHaveLength(1);
    // 16 characters over 77, with an uppercase letter and one of 8 symbols: about 97.8 bits.
    expect(rulesSentence()).toBe(
      "Generate now follows these rules: 97.8 bits of entropy, each password drawn evenly from every 16-character password they accept.",
    );
    // The panel draws nothing: the card makes every password.
    expect(screen.queryByRole("button", { name: /Generate/ })).toBeNull();
  });

  it("loads the list only once the field is used", async () => {
    const { user, field, loadSites } = setup();
    expect(loadSites).not.toHaveBeenCalled();
    await user.click(field);
    expect(loadSites).toHaveBeenCalledTimes(1);
    await user.type(field, "163.com");
    expect(loadSites).toHaveBeenCalledTimes(1);
  });

  it("warns, and stays within the site's maximum, when it is below 8", async () => {
    const sites = parseKnownSites({
      "pin.example": { "password-rules": "minlength: 4; maxlength: 6; allowed: digit;" },
    });
    const { user, field } = setup({ loadSites: () => Promise.resolve({ sites, licence: "" }) });
    await user.type(field, "pin.example");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This site accepts at most 6 characters, fewer than Keysmith's minimum of 8",
    );
    expect(screen.getByText("Length 6 (4 to 6 allowed here)")).toBeTruthy();
    expect(rulesSentence()).toContain("19.9 bits of entropy");
  });

  it("says so when the list cannot be loaded", async () => {
    const { user, field, onRulesChange } = setup({
      loadSites: () => Promise.reject(new Error("offline")),
    });
    await user.type(field, "acmemarkets.com");
    expect((await screen.findByRole("alert")).textContent).toContain("could not be loaded");
    expect(onRulesChange).not.toHaveBeenCalledWith(
      expect.objectContaining({ domain: "acmemarkets.com" }),
    );
  });
});

describe("SiteRulesPanel with an unknown site", () => {
  it("says it knows no rules and offers to paste the site's requirements", async () => {
    const { user, field, onRulesChange } = setup();
    await user.type(field, "example.org");
    expect(await screen.findByText(/Keysmith knows no special rules for example.org/)).toBeTruthy();
    expect(screen.queryByText(/^Generate now follows/)).toBeNull();

    await user.click(screen.getByRole("button", { name: "Paste this site's requirements" }));
    const paste = screen.getByLabelText("Requirements for example.org");
    await user.click(paste);
    await user.paste("minlength: 12; maxlength: 12; required: digit; allowed: lower;");
    expect(
      screen.getByText("exactly 12 characters; at least one digit; lowercase letters allowed"),
    ).toBeTruthy();
    expect(onRulesChange).toHaveBeenLastCalledWith(expect.objectContaining({ domain: null }));
    expect(screen.getByText("Length 12 (exactly 12 allowed here)")).toBeTruthy();
    expect(rulesSentence()).toContain("every 12-character password they accept");
  });
});

describe("SiteRulesPanel with a pasted rule", () => {
  it("gives the rule's entropy as the strength meter does, from the same engine figure", async () => {
    const rule = "minlength: 20; required: lower; required: upper; allowed: digit, [-_];";
    const { user, field } = setup();
    await user.click(field);
    await user.paste(rule);
    expect(screen.getByText("Your rule")).toBeTruthy();
    // What the card's Generate makes for this rule at 20 characters, and its meter shows.
    const parsed = parsePasswordRules(rule);
    if (!parsed.success) throw new Error("the rule should parse");
    const made = generatePasswordsFromRules(parsed.data, { length: 20 });
    if (!made.ok) throw new Error(made.error);
    expect(made.entropyBits).toBeGreaterThan(119.9);
    expect(made.entropyBits).toBeLessThan(120);
    expect(formatEntropy(made.entropyBits)).toBe("120.0 bits");
    expect(rulesSentence()).toBe(
      "Generate now follows these rules: 120.0 bits of entropy, each password drawn evenly from every 20-character password they accept.",
    );
  });

  it("reads a rule typed into the field, without loading the list", async () => {
    const { user, field, loadSites } = setup({
      loadSites: vi.fn(() => new Promise<never>(() => {})),
    });
    await user.click(field);
    await user.paste("minlength: 20; required: upper, lower; max-consecutive: 2;");
    expect(screen.getByText("Your rule")).toBeTruthy();
    expect(
      screen.getByText(
        "at least 20 characters; at least one uppercase letter or lowercase letter; no character more than 2 times in a row",
      ),
    ).toBeTruthy();
    expect(loadSites).toHaveBeenCalledTimes(1); // on focus, as a head start; the rule does not wait
    expect(rulesSentence()).toContain("every 20-character password they accept");
  });

  it("names the position and the problem of a bad rule, and clears the active rules", async () => {
    const { user, field, onRulesChange } = setup();
    await user.click(field);
    await user.paste("minlength: 8; required: uper;");
    expect((await screen.findByRole("alert")).textContent).toContain(
      'Character 25: Unknown character class "uper"',
    );
    await user.clear(field);
    await user.paste("minlength: 8;");
    expect(onRulesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: "minlength: 8;" }),
    );
    await user.clear(field);
    expect(onRulesChange).toHaveBeenLastCalledWith(null);
  });

  it("explains a rule no password can meet", async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.paste("minlength: 20; maxlength: 10;");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "at least 20 and at most 10 characters: no password fits",
    );
    expect(screen.queryByText(/^Generate now follows/)).toBeNull();
  });
});

describe("SiteRulesPanel: the options as a passwordrules string", () => {
  it("shows the options it is given, and follows them", () => {
    const { view } = setup();
    expect(
      screen.getByText(
        "minlength: 16; required: upper; required: lower; required: digit; required: [-!#$%&()*+,.:;<=>?@[^_{|}]];",
      ),
    ).toBeTruthy();
    view.rerender(
      <SiteRulesPanel
        currentOptions={{
          ...DEFAULT_PASSWORD_OPTIONS,
          length: 24,
          includeSpecial: false,
          excludeSimilar: true,
        }}
      />,
    );
    expect(
      screen.getByText(
        "minlength: 24; required: [ABCDEFGHJKLMNPQRSTUVWXYZ]; required: [abcdefghijkmnopqrstuvwxyz]; required: [23456789];",
      ),
    ).toBeTruthy();
  });
});

describe("loadKnownSites", () => {
  it("loads the shipped list on demand", async () => {
    const { sites, licence } = await loadKnownSites();
    expect(sites.size).toBe(434);
    expect(sites.get("acmemarkets.com")).toBeTruthy();
    expect(licence).toContain("Copyright 2020 - 2026 Apple Inc.");
  });
});
