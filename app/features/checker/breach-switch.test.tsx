// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { BreachResult } from "#core/breach/breach-result";
import { publishIncognito } from "~/lib/incognito";

import type { CheckBreach, LoadBreachCheck } from "./hooks/use-breach-check";
import { PasswordChecker } from "./password-checker";

afterEach(() => {
  cleanup();
  publishIncognito(false);
  localStorage.clear();
});

function setup(result: BreachResult | null) {
  const check = vi.fn<CheckBreach>(() =>
    result === null ? new Promise(() => {}) : Promise.resolve(result),
  );
  const load = vi.fn<LoadBreachCheck>(() => Promise.resolve(check));
  const never = () => new Promise<never>(() => {});
  render(<PasswordChecker loadEstimator={never} loadBlocklist={never} loadBreachCheck={load} />);
  return { user: userEvent.setup(), check, load };
}

const breachSwitch = () =>
  screen.getByRole<HTMLInputElement>("switch", { name: "Also check known data breaches" });

async function checkPassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText("Password to check"), password);
  await user.click(screen.getByRole("button", { name: "Check password" }));
}

describe("the breach check switch", () => {
  it("is absent when the build turned the check off", () => {
    render(<PasswordChecker loadBreachCheck={null} />);
    expect(screen.queryByRole("switch", { name: /breaches/ })).toBeNull();
  });

  it("is off by default and loads and asks nothing while off", async () => {
    const { user, check, load } = setup({ kind: "found", count: 3 });
    expect(breachSwitch().checked).toBe(false);
    await checkPassword(user, "hunter2");
    expect(load).not.toHaveBeenCalled();
    expect(check).not.toHaveBeenCalled();
  });

  it("asks once per checked password when on, and shows how many times it was found", async () => {
    const { user, check } = setup({ kind: "found", count: 1234 });
    await user.click(breachSwitch());
    await checkPassword(user, "hunter2");
    await waitFor(() =>
      expect(
        screen.getByText(
          /^Found in known data breaches: this password appears 1,234 times in Have I Been Pwned's Pwned Passwords/,
        ),
      ).toBeTruthy(),
    );
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith("hunter2");
    expect(screen.getByText(/^Capped at Very Weak/)).toBeTruthy();
    expect(localStorage.getItem("breachCheck")).toBe("on");
  });

  it("shows the verdict as provisional while the check runs", async () => {
    const { user } = setup(null);
    await user.click(breachSwitch());
    await checkPassword(user, "Xk4!mQz9#vLp");
    expect(screen.getByText("Checking known data breaches…")).toBeTruthy();
    // The label, as the meter tells assistive technology.
    expect(
      screen.getByRole("meter", { name: "Checks passed" }).getAttribute("aria-valuetext"),
    ).toMatch(/: Provisional$/);
  });

  it("remembers nothing while incognito mode is on", async () => {
    publishIncognito(true);
    const { user } = setup({ kind: "not-found" });
    await user.click(breachSwitch());
    expect(breachSwitch().checked).toBe(true);
    expect(localStorage.getItem("breachCheck")).toBeNull();
    await waitFor(() =>
      expect(
        screen.getByText(/Incognito mode is on, so this choice is not remembered/),
      ).toBeTruthy(),
    );
  });
});
