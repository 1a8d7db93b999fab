// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { Field } from "./field";
import { NumberInput } from "./number-input";

afterEach(cleanup);

/** A field that keeps what is typed, as its callers do. */
function Controlled({ onValueChange }: { onValueChange: (text: string) => void }) {
  const [text, setText] = useState("");
  return (
    <Field label="Length" layout="inline">
      {(field) => (
        <NumberInput
          {...field}
          value={text}
          onValueChange={(next) => {
            setText(next);
            onValueChange(next);
          }}
        />
      )}
    </Field>
  );
}

describe("NumberInput", () => {
  it("is a text field named and described by its Field, with the number keypad", () => {
    render(
      <Field label="Number of passwords" description="1 to 1000">
        {(field) => <NumberInput {...field} value="10" onValueChange={() => {}} />}
      </Field>,
    );
    const input = screen.getByRole<HTMLInputElement>("textbox", {
      name: "Number of passwords",
      description: "1 to 1000",
    });
    expect(input.value).toBe("10");
    expect(input.type).toBe("text");
    expect(input.inputMode).toBe("numeric");
  });

  it("reports every edit as the text typed, letters included, the same in every browser", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole<HTMLInputElement>("textbox", { name: "Length" });
    await user.type(input, "12abc");
    expect(onValueChange).toHaveBeenLastCalledWith("12abc");
    expect(input.value).toBe("12abc");
  });
});
