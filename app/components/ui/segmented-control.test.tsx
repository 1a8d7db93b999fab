// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SegmentedControl } from "./segmented-control";

afterEach(cleanup);

const OPTIONS = [
  { value: "password", label: "Password" },
  { value: "passphrase", label: "Passphrase" },
] as const;

describe("SegmentedControl", () => {
  it("is a named radio group with the current value checked", () => {
    render(
      <SegmentedControl
        label="What to generate"
        value="password"
        options={OPTIONS}
        onValueChange={() => {}}
      />,
    );
    const group = screen.getByRole("radiogroup", { name: "What to generate" });
    const radios = screen.getAllByRole<HTMLInputElement>("radio");
    expect(radios.map((radio) => group.contains(radio))).toEqual([true, true]);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Password" }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Passphrase" }).checked).toBe(false);
  });

  it("reports the option chosen and leaves the choice to its owner", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="What to generate"
        value="password"
        options={OPTIONS}
        onValueChange={onValueChange}
      />,
    );
    await user.click(screen.getByText("Passphrase"));
    expect(onValueChange).toHaveBeenCalledWith("passphrase");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Password" }).checked).toBe(true);
  });
});
