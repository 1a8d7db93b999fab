// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Slider } from "./slider";

afterEach(cleanup);

describe("Slider", () => {
  it("is a slider named by its thumb label, saying its value and value text", () => {
    render(
      <Slider
        min={8}
        max={128}
        value={[16]}
        thumbLabel="Length"
        valueText="16 characters"
        onValueChange={() => {}}
      />,
    );
    const slider = screen.getByRole<HTMLInputElement>("slider", { name: "Length" });
    expect(slider.value).toBe("16");
    expect(slider.min).toBe("8");
    expect(slider.max).toBe("128");
    expect(slider.getAttribute("aria-valuetext")).toBe("16 characters");
  });

  it("reports a move as a one-item list of numbers", () => {
    const onValueChange = vi.fn();
    render(
      <Slider
        min={5}
        max={120}
        step={5}
        value={[30]}
        thumbLabel="Auto-cleanup after"
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(screen.getByRole("slider", { name: "Auto-cleanup after" }), {
      target: { value: "45" },
    });
    expect(onValueChange).toHaveBeenCalledWith([45]);
  });

  it("cannot be moved when disabled", () => {
    render(
      <Slider disabled min={0} max={10} value={[5]} thumbLabel="Level" onValueChange={() => {}} />,
    );
    expect(screen.getByRole<HTMLInputElement>("slider", { name: "Level" }).disabled).toBe(true);
  });
});
