import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HELP_TEXT } from "./help";
import { renderManPage } from "./man-page";

const committed = fileURLToPath(new URL("./keysmith.1", import.meta.url));

describe("keysmith.1", () => {
  // After changing --help: UPDATE_MAN_PAGE=1 npx vitest run src/cli/man-page.test.ts
  it("is the man page of today's --help text", () => {
    if (process.env.UPDATE_MAN_PAGE === "1") writeFileSync(committed, renderManPage());
    expect(readFileSync(committed, "utf8")).toBe(renderManPage(HELP_TEXT));
  });

  it("has a section for every block of the help and every option in it", () => {
    const page = renderManPage();
    for (const section of [
      "NAME",
      "SYNOPSIS",
      "PASSWORD OPTIONS",
      "SITE RULES",
      "PASSPHRASE OPTIONS",
      "EXIT STATUS",
    ]) {
      expect(page).toContain(`.SH ${section}\n`);
    }
    for (const option of HELP_TEXT.match(/--[a-z][a-z-]*/g) ?? []) {
      expect(page).toContain(option.replace(/-/g, "\\-"));
    }
  });

  it("escapes what roff would read as commands or escapes", () => {
    const page = renderManPage("tool: does things\n\nNotes:\n.dot first\nback\\slash\n");
    expect(page).toContain("\\&.dot first\nback\\eslash\n");
  });
});
