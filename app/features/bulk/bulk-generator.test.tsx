// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "~/lib/toast";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SPECIAL } from "#core";
import { BulkGenerator } from "./bulk-generator";

vi.mock("~/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(cleanup);

function setup() {
  const user = userEvent.setup();
  render(<BulkGenerator />);
  return {
    user,
    count: screen.getByLabelText<HTMLInputElement>("Number of passwords"),
    length: screen.getByLabelText<HTMLInputElement>("Password length"),
    generate: screen.getByRole("button", { name: "Generate passwords" }),
  };
}

/** Each item's text after its number ("1."): the password, as a person reads it. */
function listedPasswords(): string[] {
  const list = screen.getByRole("region", { name: "Generated passwords" });
  return within(list)
    .getAllByRole("listitem")
    .map((item, index) => (item.textContent ?? "").slice(`${index + 1}.`.length));
}

describe("BulkGenerator", () => {
  it("starts empty, without Copy All or Download, and with the spec defaults", () => {
    const { count, length } = setup();
    expect(screen.getByText("Generate passwords to see them here")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copy All" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Download/ })).toBeNull();
    expect(count.value).toBe("10");
    expect(length.value).toBe("16");
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Special/]) {
      expect(screen.getByRole<HTMLInputElement>("checkbox", { name }).checked).toBe(true);
    }
    expect(
      screen.getByRole<HTMLInputElement>("checkbox", { name: "Exclude similar characters" })
        .checked,
    ).toBe(false);
  });

  it("generates 10 passwords of 16 with every type, and Generate replaces the list", async () => {
    const { user, generate } = setup();
    await user.click(generate);
    const first = listedPasswords();
    expect(first).toHaveLength(10);
    for (const password of first) {
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect([...password].some((character) => SPECIAL.includes(character))).toBe(true);
    }
    expect(screen.getByRole("button", { name: "Copy All" })).toBeTruthy();
    await user.click(generate);
    const second = listedPasswords();
    expect(second).toHaveLength(10);
    expect(second).not.toEqual(first);
  });

  it("applies the fall-backs on Generate, shows the values used and says why", async () => {
    const { user, count, length, generate } = setup();
    await user.clear(count);
    await user.clear(length);
    await user.type(length, "200");
    await user.click(generate);
    expect(count.value).toBe("1");
    expect(length.value).toBe("128");
    expect(screen.getByText("Count must be a whole number from 1 to 100; using 1.")).toBeTruthy();
    expect(
      screen.getByText("Length must be a whole number from 8 to 128; using 128."),
    ).toBeTruthy();
    expect(count.getAttribute("aria-describedby")).toContain(
      screen.getByText("Count must be a whole number from 1 to 100; using 1.").id,
    );
    expect(listedPasswords()).toHaveLength(1);
    expect(listedPasswords()[0]).toHaveLength(128);
    await user.type(count, "0");
    expect(screen.queryByText(/Count must be/)).toBeNull();
  });

  it("reads a count with a letter in it as typed: not a whole number, so 1, and says so", async () => {
    const { user, count, generate } = setup();
    await user.clear(count);
    await user.type(count, "5x");
    expect(count.value).toBe("5x");
    await user.click(generate);
    expect(count.value).toBe("1");
    expect(screen.getByText("Count must be a whole number from 1 to 100; using 1.")).toBeTruthy();
    expect(listedPasswords()).toHaveLength(1);
  });

  it("announces how many were made, in the singular for one", async () => {
    const { user, count, generate } = setup();
    await user.click(generate);
    expect(screen.getByText("Generated 10 passwords.").getAttribute("role")).toBe("status");
    await user.clear(count);
    await user.type(count, "1");
    await user.click(generate);
    expect(screen.getByText("Generated 1 password.").getAttribute("role")).toBe("status");
  });

  it("shows the spec's error toast with no character type and keeps the list", async () => {
    const { user, generate } = setup();
    await user.click(generate);
    const before = listedPasswords();
    for (const name of [/Uppercase/, /Lowercase/, /Numbers/, /Special/]) {
      await user.click(screen.getByRole("checkbox", { name }));
    }
    expect(screen.getByText("Please select at least one character type")).toBeTruthy();
    await user.click(generate);
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "Please select at least one character type",
    });
    expect(listedPasswords()).toEqual(before);
  });

  it("leaves out similar characters when asked", async () => {
    const { user, count, generate } = setup();
    await user.clear(count);
    await user.type(count, "100");
    await user.click(screen.getByRole("checkbox", { name: "Exclude similar characters" }));
    await user.click(generate);
    expect(listedPasswords().join("")).not.toMatch(/[0O1lI]/);
  });

  it("copies every password, one per line, with the spec's toast", async () => {
    const { user, generate } = setup();
    await user.click(generate);
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    await user.click(screen.getByRole("button", { name: "Copy All" }));
    expect(writeText).toHaveBeenCalledWith(listedPasswords().join("\n"));
    expect(toast.success).toHaveBeenCalledWith("Copied!", {
      description: "10 passwords copied to clipboard",
    });
  });

  it("says 'Failed to copy passwords' when the clipboard refuses", async () => {
    const { user, generate } = setup();
    await user.click(generate);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    await user.click(screen.getByRole("button", { name: "Copy All" }));
    expect(toast.error).toHaveBeenCalledWith("Error", {
      description: "Failed to copy passwords",
    });
  });

  it("downloads passwords-{timestamp}.txt with one password per line", async () => {
    const { user, generate } = setup();
    await user.click(generate);
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    const blobs: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      if (blob instanceof Blob) blobs.push(blob);
      return "blob:test";
    });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await user.click(screen.getByRole("button", { name: "Download .txt" }));
    await user.click(screen.getByRole("button", { name: "Download .csv" }));
    expect(names).toEqual(["passwords-1700000000000.txt", "passwords-1700000000000.csv"]);
    const [text, csv] = blobs;
    expect(await text?.text()).toBe(
      listedPasswords()
        .map((p) => `${p}\n`)
        .join(""),
    );
    // Every field quoted; a password starting with = + - or @ behind a ' (export.test.ts).
    expect((await csv?.text())?.split("\r\n")).toEqual([
      '"password"',
      ...listedPasswords().map((p) => `"${/^[=+\-@]/.test(p) ? "'" : ""}${p}"`),
      "",
    ]);
    expect(csv?.type).toBe("text/csv;charset=utf-8");
  });
});
