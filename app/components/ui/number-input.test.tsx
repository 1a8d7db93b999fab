// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Field } from "./field";
import { NumberInput } from "./number-input";

afterEach(cleanup);

/** A field that keeps what is typed, as its callers do. */
function Controlled({
  initial,
  onValueChange,
}: {
  initial: string;
  onValueChange?: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <Field label="Length" layout="inline">
      {(field) => (
        <NumberInput
          {...field}
          min={8}
          max={128}
          value={text}
          onValueChange={(next) => {
            setText(next);
            onValueChange?.(next);
          }}
        />
      )}
    </Field>
  );
}

describe("NumberInput", () => {
  it("is a spin button named and described by its Field, with its range, value and the number keypad", () => {
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
    expect(input.getAttribute("aria-valuemin")).toBe("1");
    expect(input.getAttribute("aria-valuemax")).toBe("1000");
    expect(input.getAttribute("aria-valuenow")).toBe("10");
    expect(input.inputMode).toBe("numeric");
  });

  it("reports every edit as the text typed, letters included, the same in every browser", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="" onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Length" });
    await user.type(input, "12abc");
    expect(onValueChange).toHaveBeenLastCalledWith("12abc");
    expect(input.value).toBe("12abc");
    // Text that is not a whole number in range has no value to announce.
    expect(input.hasAttribute("aria-valuenow")).toBe(false);
  });

  it("steps with the arrow keys, within its range", async () => {
    const user = userEvent.setup();
    render(<Controlled initial="127" />);
    const input = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Length" });
    await user.click(input);
    await user.keyboard("{ArrowUp}");
    expect(input.value).toBe("128");
    await user.keyboard("{ArrowUp}");
    expect(input.value).toBe("128");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(input.value).toBe("126");
    expect(input.getAttribute("aria-valuenow")).toBe("126");
    await user.clear(input);
    await user.keyboard("{ArrowUp}");
    expect(input.value).toBe("8");
  });
});
