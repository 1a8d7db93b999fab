// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Field } from "./field";

afterEach(cleanup);

describe("Field", () => {
  it("names the control by its label and describes it by its hint", () => {
    render(
      <Field label="Count" description="1 to 100">
        {(field) => <input {...field} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Count", description: "1 to 100" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
  });

  it("adds the message to the description and marks the control invalid", () => {
    render(
      <Field label="Custom characters" description="hint" message="Cannot be empty" invalid>
        {(field) => <textarea {...field} />}
      </Field>,
    );
    // The description reads the hint, then the message.
    const textarea = screen.getByRole("textbox", {
      name: "Custom characters",
      description: "hint Cannot be empty",
    });
    expect(textarea.getAttribute("aria-invalid")).toBe("true");
  });

  it("leaves aria-describedby off when there is nothing to describe", () => {
    render(
      <Field label="Uppercase" layout="toggle">
        {(field) => <input type="checkbox" {...field} />}
      </Field>,
    );
    expect(
      screen.getByRole("checkbox", { name: "Uppercase" }).hasAttribute("aria-describedby"),
    ).toBe(false);
  });

  it("adds notes from elsewhere on the page after its own description and message", () => {
    render(
      <>
        <Field
          label="Password to check"
          description="Any length"
          message="Changed"
          describedBy="note"
        >
          {(field) => <input {...field} />}
        </Field>
        <p id="note">Checked on this device only</p>
      </>,
    );
    expect(
      screen.getByRole("textbox", {
        name: "Password to check",
        description: "Any length Changed Checked on this device only",
      }),
    ).toBeTruthy();
  });

  it("is described by the notes from elsewhere alone when it has no description", () => {
    render(
      <>
        <Field label="Password to check" describedBy="note">
          {(field) => <input {...field} />}
        </Field>
        <p id="note">Checked on this device only</p>
      </>,
    );
    expect(
      screen.getByRole("textbox", {
        name: "Password to check",
        description: "Checked on this device only",
      }),
    ).toBeTruthy();
  });

  it("puts the label and description before the control in a setting row", () => {
    render(
      <Field label="Analytics" description="Counts visits" layout="setting">
        {(field) => <button type="button" role="switch" aria-checked="false" {...field} />}
      </Field>,
    );
    const control = screen.getByRole("switch", { name: "Analytics", description: "Counts visits" });
    const label = screen.getByText("Analytics");
    expect(label.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
