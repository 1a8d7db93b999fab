// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { NotFound } from "./not-found";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("NotFound", () => {
  it("names the tool search box by its (visually hidden) label", () => {
    // The page logs the missed path (spec §2); keep the test output clean.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={["/no-such-page"]}>
        <NotFound />
      </MemoryRouter>,
    );
    const search = screen.getByRole("search");
    const box = within(search).getByRole("searchbox", { name: "Search for a tool" });
    expect(box.getAttribute("placeholder")).toBe("password, check or bulk");
    expect(within(search).getByRole("button", { name: "Search" })).toBeTruthy();
  });
});
