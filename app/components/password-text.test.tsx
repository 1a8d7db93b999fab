// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { splitPasswordRuns } from "~/lib/password-runs";
import { PassphraseText, splitAtWordStarts } from "./passphrase-text";
import { PasswordText } from "./password-text";

afterEach(cleanup);

// docs/decisions/visible-passwords.md: a space in a password is shown, and what is shown is what is
// copied.

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

describe("splitAtWordStarts", () => {
  it("cuts a passphrase into its words, each with the separator after it", () => {
    expect(splitAtWordStarts("abacus-t-shirt-zoom", [7, 15])).toEqual([
      "abacus-",
      "t-shirt-",
      "zoom",
    ]);
    expect(splitAtWordStarts("abacust-shirtzoom", [6, 13])).toEqual(["abacus", "t-shirt", "zoom"]);
  });

  it("skips offsets that would make an empty piece or lie outside the text", () => {
    expect(splitAtWordStarts("ab-cd", [0, 3, 3, 2, 5, 9, Number.NaN])).toEqual(["ab-", "cd"]);
    expect(splitAtWordStarts("", [])).toEqual([""]);
  });
});

describe("PassphraseText", () => {
  it("puts each word and its separator in one unbreakable piece, a break opportunity between", () => {
    const { container } = render(
      <PassphraseText value="Abacus7.t-shirt.zoom!" wordStarts={[8, 16]} />,
    );
    const text = container.firstElementChild;
    expect(text?.textContent).toBe("Abacus7.t-shirt.zoom!");
    const words = [...(text?.children ?? [])].filter((child) => child.tagName === "SPAN");
    expect(words.map((word) => word.textContent)).toEqual(["Abacus7.", "t-shirt.", "zoom!"]);
    for (const word of words) expect(word.className).toContain("inline-block");
    expect([...(text?.children ?? [])].map((child) => child.tagName)).toEqual([
      "SPAN",
      "WBR",
      "SPAN",
      "WBR",
      "SPAN",
    ]);
    // Digits and symbols are still told apart inside each word.
    expect(container.querySelector('[data-kind="digit"]')?.textContent).toBe("7");
    expect(container.querySelector('[data-kind="symbol"]')?.textContent).toBe(".");
  });

  it("keeps a space separator, marked, inside the word before it", () => {
    const { container } = render(<PassphraseText value="ab cd" wordStarts={[3]} />);
    expect(container.firstElementChild?.textContent).toBe("ab cd");
    expect(container.querySelector('[data-kind="space"]')?.parentElement?.textContent).toBe("ab ");
  });
});
