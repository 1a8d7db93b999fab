import { describe, expect, it } from "vitest";

import { clearsInText, onClipboardText } from "./clipboard-wording";

describe("the clipboard status counts what was copied", () => {
  it("says one password, or how many, with English plurals", () => {
    expect(onClipboardText(1)).toBe("A password is on your clipboard.");
    expect(onClipboardText(2)).toBe("2 passwords are on your clipboard.");
    expect(onClipboardText(100)).toBe("100 passwords are on your clipboard.");
  });

  it("counts them in the countdown too", () => {
    expect(clearsInText(1, 30)).toBe("The password on your clipboard will be cleared in 30 s.");
    expect(clearsInText(100, 29)).toBe(
      "The 100 passwords on your clipboard will be cleared in 29 s.",
    );
  });
});
