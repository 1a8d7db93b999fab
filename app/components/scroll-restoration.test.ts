// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { SCROLL_POSITIONS_KEY } from "~/lib/scroll-positions";

import { RESTORE_SCROLL_SCRIPT } from "./scroll-restoration";

/** Runs the inline script as the page does, before hydration; what it throws is uncaught. */
function runScript(): void {
  new Function(RESTORE_SCROLL_SCRIPT)();
}

let scrollTo: ReturnType<typeof vi.spyOn>;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState({ key: "abc" }, "");
  scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  consoleError = vi.spyOn(console, "error");
});

afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled();
});

describe("the scroll restoration script", () => {
  it("puts a reloaded page back where it was", () => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{"abc":1520,"other":3}');
    runScript();
    expect(scrollTo).toHaveBeenCalledWith(0, 1520);
  });

  it("gives the entry a key when history has none, as React Router's does", () => {
    window.history.replaceState(null, "");
    runScript();
    const state: unknown = window.history.state;
    expect(state).toMatchObject({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each(["{bad", "null", "1", '"x"', '{"abc":"1520"}', "[1520]"])(
    "says nothing and stays put with %s stored",
    (raw) => {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, raw);
      expect(runScript).not.toThrow();
      expect(scrollTo).not.toHaveBeenCalled();
    },
  );

  it("says nothing where site data is blocked", () => {
    vi.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(runScript).not.toThrow();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
