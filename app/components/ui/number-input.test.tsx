// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Field } from "./field";
import { NumberInput } from "./number-input";

afterEach(cleanup);

describe("NumberInput", () => {
  it("is a number box named and described by its Field, with its range and the number keypad", () => {
    render(
      <Field label="Number of passwords" description="1 to 1000">
        {(field) => (
          <NumberInput {...field} min={1} max={1000} value="10" onValueChange={() => {}} />
        )}
      </Field>,
    );
    const input = screen.getByRole<HTMLInputElement>("spinbutton", {
      name: "Number of passwords",
      description: "1 to 1000",
    });
    expect(input.value).toBe("10");
    expect(input.min).toBe("1");
    expect(input.max).toBe("1000");
    expect(input.step).toBe("1");
    expect(input.inputMode).toBe("numeric");
  });

  it("reports every edit as the text typed, in range or not", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Field label="Length" layout="inline">
        {(field) => (
          <NumberInput {...field} min={8} max={128} value="" onValueChange={onValueChange} />
        )}
      </Field>,
    );
    await user.type(screen.getByRole("spinbutton", { name: "Length" }), "3");
    expect(onValueChange).toHaveBeenLastCalledWith("3");
  });
});
