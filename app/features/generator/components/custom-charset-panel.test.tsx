// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "#core";
import { CustomCharsetPanel } from "./custom-charset-panel";

afterEach(cleanup);

function renderPanel(customCharset: string, length = 16) {
  return render(
    <CustomCharsetPanel
      options={{ ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset, length }}
      truncated={false}
      onChange={() => {}}
    />,
  );
}

function field() {
  return screen.getByRole("textbox", { name: "Custom characters" });
}

describe("CustomCharsetPanel and what cannot be seen", () => {
  it("refuses invisible characters by name, beside the field", () => {
    renderPanel("ab\u200B\u202E\uFEFF");
    const message =
      "The custom set contains invisible characters: U+200B ZERO WIDTH SPACE, U+202E RIGHT-TO-LEFT OVERRIDE, U+FEFF ZERO WIDTH NO-BREAK SPACE. Remove them; a password must be readable.";
    expect(screen.getByText(message)).toBeTruthy();
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(field().getAttribute("aria-describedby")).toBeTruthy();
  });

  it("warns, without refusing, that a set of spaces makes one password of 0 bits", () => {
    renderPanel("   ", 20);
    const warning = screen.getByRole("status");
    expect(warning.textContent).toBe(
      "Only one character can be drawn, the space: every password is the same 20 spaces, with 0 bits of entropy. Add other characters to make it hard to guess.",
    );
    expect(field().getAttribute("aria-invalid")).toBeNull();
    expect(field().getAttribute("aria-describedby")).toContain(warning.id);
  });

  it("warns about a set of one letter", () => {
    renderPanel("zzz");
    expect(screen.getByRole("status").textContent).toContain(
      'Only one character can be drawn, "z"',
    );
  });

  it("says nothing more for a set with a real choice", () => {
    renderPanel(" a");
    expect(screen.queryByRole("status")).toBeNull();
    expect(
      screen.getByText("Each character has equal probability; repeats count once."),
    ).toBeTruthy();
  });
});
