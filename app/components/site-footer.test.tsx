// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CONSENT_STORAGE_KEY } from "~/lib/consent";

import SiteFooter from "./site-footer";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("SiteFooter", () => {
  it("leaves Cookie Settings to the action the layout passes in", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, "stored choice");
    const onCookieSettings = vi.fn();
    render(
      <MemoryRouter>
        <SiteFooter onCookieSettings={onCookieSettings} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cookie Settings" }));
    expect(onCookieSettings).toHaveBeenCalledTimes(1);
    // The choice is the consent store's to forget, not the footer's.
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe("stored choice");
  });

  it("lists the page of every kind of secret", () => {
    render(
      <MemoryRouter>
        <SiteFooter onCookieSettings={() => {}} />
      </MemoryRouter>,
    );
    const tools = screen.getByRole("navigation", { name: "Tools" });
    for (const [name, path] of [
      ["Passphrase Generator", "/passphrase-generator"],
      ["Memorable Password Generator", "/memorable-password-generator"],
      ["PIN Generator", "/pin-generator"],
      ["Username Generator", "/username-generator"],
    ]) {
      expect(within(tools).getByRole("link", { name }).getAttribute("href")).toBe(path);
    }
  });
});
