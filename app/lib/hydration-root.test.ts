// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

import { findHydrationRoot } from "./hydration-root";

describe("findHydrationRoot", () => {
  it("returns the document when the page is whole", () => {
    expect(findHydrationRoot(document)).toBe(document);
  });

  it("logs an error and returns null when the root element is missing", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const truncated = document.implementation.createHTMLDocument("Keysmith");
    truncated.body.remove();
    expect(findHydrationRoot(truncated)).toBeNull();
    expect(log).toHaveBeenCalledWith(
      "Keysmith could not start: the page is missing its root element.",
    );
  });
});
