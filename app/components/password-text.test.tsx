// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { splitPasswordRuns } from "~/lib/password-runs";
import { PasswordText } from "./password-text";

afterEach(cleanup);

// Issue 18: a space in a password is shown, and what is shown is what is copied.

describe("splitPasswordRuns", () => {
  it("sets spaces apart in runs of their own, leading and trailing ones included", () => {
    expect(splitPasswordRuns("  aa a1 ").map((run) => [run.kind, run.text])).toEqual([
      ["space", "  "],
      ["letter", "aa"],
      ["space", " "],
      ["letter", "a"],
      ["digit", "1"],
      ["space", " "],
    ]);
  });
});

describe("PasswordText", () => {
  it.each(["      aa a a   aaaaa", "   ", " x ", "a\u05d01\u05d12"])(
    "holds exactly %j as its text, spaces uncollapsed",
    (password) => {
      const { container } = render(<PasswordText value={password} />);
      const text = container.firstElementChild;
      expect(text?.textContent).toBe(password);
    },
  );

  it("marks every run of spaces, and nothing else, as spaces", () => {
    const { container } = render(<PasswordText value=" a  b " />);
    const marked = [...container.querySelectorAll('[data-kind="space"]')].map(
      (span) => span.textContent,
    );
    expect(marked).toEqual([" ", "  ", " "]);
  });

  it.each(["anywhere", "words", "never"] as const)(
    "reads left to right in copy order when wrapping %s",
    (wrap) => {
      const { container } = render(<PasswordText value={"\u05d0\u05d11"} wrap={wrap} />);
      expect(container.firstElementChild?.getAttribute("dir")).toBe("ltr");
    },
  );
});
