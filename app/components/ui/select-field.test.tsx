// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SelectField } from "./select-field";

afterEach(cleanup);

const CHOICES = [
  { value: "words", label: "Words" },
  { value: "chars", label: "Random characters" },
] as const;

describe("SelectField", () => {
  it("names the menu by its label, describes it, and shows the chosen value", () => {
    render(
      <SelectField
        label="Style"
        description="How the username is made"
        value="chars"
        choices={CHOICES}
        onChange={() => {}}
      />,
    );
    const select = screen.getByRole("combobox", {
      name: "Style",
      description: "How the username is made",
    });
    expect((select as HTMLSelectElement).value).toBe("chars");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Words",
      "Random characters",
    ]);
  });

  it("passes on the choice picked, and nothing for a value the list does not hold", () => {
    const onChange = vi.fn();
    render(<SelectField label="Style" value="words" choices={CHOICES} onChange={onChange} />);
    const select = screen.getByRole("combobox", { name: "Style" }) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: "chars" } });
    expect(onChange).toHaveBeenLastCalledWith("chars");

    // A value added to the menu from outside (a tampered page) is not passed on.
    const stray = document.createElement("option");
    stray.value = "plus";
    select.append(stray);
    fireEvent.change(select, { target: { value: "plus" } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("marks a choice in another language with its lang", () => {
    render(
      <SelectField
        label="Language"
        value="de"
        choices={[{ value: "de", label: "Deutsch", lang: "de" }]}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole("option", { name: "Deutsch" }).getAttribute("lang")).toBe("de");
  });
});
