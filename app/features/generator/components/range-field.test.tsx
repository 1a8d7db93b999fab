// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";

import { RangeField } from "./range-field";

afterEach(cleanup);

const constrain = (value: number) => Math.min(128, Math.max(8, Math.round(value)));

/** The card's Length: a value in use that the field changes. */
function Length({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <RangeField
      label="Length"
      unit="characters"
      value={value}
      min={8}
      max={128}
      constrain={constrain}
      onChange={setValue}
    />
  );
}

function field(): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>("textbox", { name: "Length" });
}

// docs/decisions/number-fields.md: the field is marked invalid only while what it shows cannot be used.
describe("RangeField", () => {
  it("marks text that is not a number invalid, and not once the value in use is put back", async () => {
    const user = userEvent.setup();
    render(<Length initial={20} />);
    await user.clear(field());
    await user.type(field(), "5x");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Length must be a whole number from 8 to 128.")).toBeTruthy();

    await user.tab();
    expect(field().value).toBe("20");
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    // What was done is still said, as a note rather than an error.
    expect(screen.getByText("Length must be a whole number from 8 to 128; using 20.")).toBeTruthy();
  });

  it("loses the error state as soon as the text is corrected by hand", async () => {
    const user = userEvent.setup();
    render(<Length initial={16} />);
    await user.clear(field());
    await user.type(field(), "5x");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    await user.type(field(), "{Backspace}{Backspace}20");
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    expect(screen.queryByText(/must be a whole number/)).toBeNull();
    await user.keyboard("{Enter}");
    expect(field().value).toBe("20");
    expect(field().hasAttribute("aria-invalid")).toBe(false);
  });

  it("does not mark digits on their way to a number in range, nor a clamped number", async () => {
    const user = userEvent.setup();
    render(<Length initial={16} />);
    await user.clear(field());
    await user.type(field(), "1");
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    await user.type(field(), "000{Enter}");
    expect(field().value).toBe("128");
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    expect(screen.getByText("Length must be 8 to 128; using 128.")).toBeTruthy();
  });
});
