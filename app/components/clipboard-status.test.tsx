// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ClipboardStatus } from "./clipboard-status";
import { CopyButton } from "./copy-button";

beforeEach(() => {
  vi.stubGlobal("navigator", {
    ...navigator,
    clipboard: { writeText: vi.fn(() => Promise.resolve()) },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClipboardStatus after a copy", () => {
  it("counts every password a Copy All put on the clipboard, and one for a single copy", async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 100 }, (_, i) => `password-${i}`);
    render(
      <>
        <CopyButton text={all.join("\n")} secret secretCount={all.length} label="Copy All" />
        <CopyButton text={all[0] ?? ""} secret accessibleLabel="Copy password 1" />
        <ClipboardStatus />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Copy All" }));
    expect(await screen.findByText("100 passwords are on your clipboard.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Copy password 1" }));
    expect(await screen.findByText("A password is on your clipboard.")).toBeTruthy();
  });
});
