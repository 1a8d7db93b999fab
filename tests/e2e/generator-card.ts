import { expect, type Locator, type Page } from "@playwright/test";

/** A generator card, found by its heading ("Generate a WiFi password" on that landing page). */
export function card(page: Page, name: string | RegExp = "Password Generator"): Locator {
  return page.getByRole("group", { name });
}

/**
 * The password(s) the card shows: one, or five in multiple mode. The one place a journey uses a
 * test id: a paragraph may not be named (ARIA 1.2), so the card says "Generated password:" in a
 * visually hidden line before it, and naming the password any other way would change what a
 * screen reader says.
 */
export function passwords(scope: Locator): Locator {
  return scope.getByTestId("password");
}

/** The card's (first) password. */
export function password(scope: Locator): Locator {
  return passwords(scope).first();
}

/** The five passwords of multiple mode, one list item each. */
export function passwordList(scope: Locator): Locator {
  return scope.getByRole("list", { name: "Generated passwords" }).getByRole("listitem");
}

/** The strength meter, which reads out the label and the entropy ("Strong, 103.1 bits of entropy"). */
export function strengthMeter(scope: Locator): Locator {
  return scope.getByRole("meter", { name: "Password strength" });
}

/** Asserts the strength label and entropy the meter gives, as shown beside it. */
export async function expectStrength(scope: Locator, label: string, bits: string): Promise<void> {
  await expect(strengthMeter(scope)).toHaveAttribute(
    "aria-valuetext",
    `${label}, ${bits} of entropy`,
  );
}

/**
 * The parts of the card marked busy (`aria-busy="true"`, the state assistive technology reads)
 * while the visitor's stored options replace the prerendered defaults.
 */
export function busyParts(scope: Locator): Locator {
  return scope.locator('[aria-busy="true"]');
}

/** Waits until the card has read the visitor's stored options: no part of it is busy. */
export async function expectSettled(scope: Locator): Promise<void> {
  await expect(busyParts(scope)).toHaveCount(0);
}

/** The first password, once the card has read the visitor's options and answers every control. */
export async function settledPassword(page: Page): Promise<string> {
  await expect(password(card(page))).toBeVisible();
  await expectSettled(card(page));
  return (await password(card(page)).textContent()) ?? "";
}

/** A whole text of exactly `length` characters (code points), for `toHaveText`. */
export function ofLength(length: number): RegExp {
  return new RegExp(`^.{${length}}$`, "u");
}

/** Asserts the entropy the strength meter gives ("73.7 bits"), as shown beside it. */
export async function expectEntropy(scope: Locator, bits: string): Promise<void> {
  await expect(strengthMeter(scope)).toHaveAttribute(
    "aria-valuetext",
    new RegExp(`, ${bits.replace(".", "\\.")} of entropy$`),
  );
}

/** Asserts the strength label the meter gives ("Strong"), as shown beside it. */
export async function expectStrengthLabel(scope: Locator, label: string | RegExp): Promise<void> {
  const pattern = typeof label === "string" ? label : `(?:${label.source.replace(/^\^|\$$/g, "")})`;
  await expect(strengthMeter(scope)).toHaveAttribute(
    "aria-valuetext",
    new RegExp(`^${pattern}, \\d+\\.\\d bits of entropy$`),
  );
}
