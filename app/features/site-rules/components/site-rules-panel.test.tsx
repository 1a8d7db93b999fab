// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "#core";
import {
  checkPasswordAgainstRules,
  parseKnownSites,
  parsePasswordRules,
  type PasswordRules,
} from "#core/password-rules";
import { KNOWN_SITES, KNOWN_SITES_LICENCE } from "#core/password-rules/known-sites-data";
import { createSeededRandomizer } from "#core/testing/seeded-randomizer";
import { loadKnownSites, type KnownSitesLoader } from "../hooks/use-known-sites";
import type { SiteRulesSelection } from "../lib/resolve-site-rules";
import { SiteRulesPanel } from "./site-rules-panel";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(cleanup);

function rulesOf(text: string): PasswordRules {
  const parsed = parsePasswordRules(text);
  if (!parsed.success) throw new Error(text);
  return parsed.data;
}

function setup({
  loadSites = vi.fn(() => Promise.resolve({ sites: KNOWN_SITES, licence: KNOWN_SITES_LICENCE })),
  options = DEFAULT_PASSWORD_OPTIONS,
}: { loadSites?: KnownSitesLoader; options?: typeof DEFAULT_PASSWORD_OPTIONS } = {}) {
  const user = userEvent.setup();
  const onRulesChange = vi.fn<(selection: SiteRulesSelection | null) => void>();
  const onGenerated = vi.fn();
  const view = render(
    <SiteRulesPanel
      currentOptions={options}
      onRulesChange={onRulesChange}
      onGenerated={onGenerated}
      randomizer={createSeededRandomizer(3)}
      loadSites={loadSites}
    />,
  );
  return {
    user,
    view,
    loadSites,
    onRulesChange,
    onGenerated,
    field: screen.getByLabelText("Site or password rule"),
  };
}

function shownPassword(): string {
  return screen.getByLabelText("Password for these rules").textContent ?? "";
}

describe("SiteRulesPanel with a listed site", () => {
  it("shows the site's rule in plain words and generates passwords it accepts", async () => {
    const { user, field, onRulesChange, onGenerated } = setup();
    await user.type(field, "https://WWW.AcmeMarkets.com/login");
    expect(await screen.findByText("Rules for acmemarkets.com")).toBeTruthy();
    expect(screen.getByTestId("rules-description").textContent).toBe(
      "8 to 40 characters; at least one uppercase letter; at least one of ! # $ % & * @ ^; lowercase letters and digits allowed",
    );
    expect(screen.getByText("Length 16 (8 to 40 allowed here)")).toBeTruthy();
    expect(onRulesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        domain: "acmemarkets.com",
        lengthRange: { min: 8, max: 40, warning: null },
      }),
    );

    const rules = rulesOf(
      "minlength: 8; maxlength: 40; required: upper; required: [!#$%&*@^]; allowed: lower,digit;",
    );
    for (let i = 0; i < 20; i++) {
      await user.click(screen.getByRole("button", { name: "Generate with these rules" }));
      const password = shownPassword();
      expect(password).toHaveLength(16);
      expect(checkPasswordAgainstRules(password, rules)).toEqual([]);
    }
    expect(onGenerated).toHaveBeenCalledTimes(20);
    expect(
      screen.getByText(/bits of entropy: drawn evenly from every 16-character password/),
    ).toBeTruthy();
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
    await user.click(screen.getByRole("button", { name: "Generate with these rules" }));
    expect(shownPassword()).toMatch(/^\d{6}$/);
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
    expect(screen.queryByRole("button", { name: "Generate with these rules" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Paste this site's requirements" }));
    const paste = screen.getByLabelText("Requirements for example.org");
    await user.click(paste);
    await user.paste("minlength: 12; maxlength: 12; required: digit; allowed: lower;");
    expect(screen.getByTestId("rules-description").textContent).toBe(
      "exactly 12 characters; at least one digit; lowercase letters allowed",
    );
    expect(onRulesChange).toHaveBeenLastCalledWith(expect.objectContaining({ domain: null }));
    await user.click(screen.getByRole("button", { name: "Generate with these rules" }));
    expect(shownPassword()).toMatch(/^(?=.*\d)[a-z0-9]{12}$/);
    expect(screen.getByText("Length lowered to 12 for these rules")).toBeTruthy();
  });
});

describe("SiteRulesPanel with a pasted rule", () => {
  it("reads a rule typed into the field, without loading the list", async () => {
    const { user, field, loadSites } = setup({
      loadSites: vi.fn(() => new Promise<never>(() => {})),
    });
    await user.click(field);
    await user.paste("minlength: 20; required: upper, lower; max-consecutive: 2;");
    expect(screen.getByText("Your rule")).toBeTruthy();
    expect(screen.getByTestId("rules-description").textContent).toBe(
      "at least 20 characters; at least one uppercase letter or lowercase letter; no character more than 2 times in a row",
    );
    expect(loadSites).toHaveBeenCalledTimes(1); // on focus, as a head start; the rule does not wait
    await user.click(screen.getByRole("button", { name: "Generate with these rules" }));
    expect(shownPassword()).toHaveLength(20);
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
    expect(screen.queryByRole("button", { name: "Generate with these rules" })).toBeNull();
  });
});

describe("SiteRulesPanel: the options as a passwordrules string", () => {
  it("shows the options it is given, and follows them", () => {
    const { view } = setup();
    expect(screen.getByTestId("options-as-rules").textContent).toBe(
      "minlength: 16; required: upper; required: lower; required: digit; required: [-!#$%&()*+,.:;<=>?@[^_{|}]];",
    );
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
    expect(screen.getByTestId("options-as-rules").textContent).toBe(
      "minlength: 24; required: [ABCDEFGHJKLMNPQRSTUVWXYZ]; required: [abcdefghijkmnopqrstuvwxyz]; required: [23456789];",
    );
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
