import { describe, expect, it, vi } from "vitest";

import { shareOrCopy } from "./share-article";

const payload = { title: "T", text: "Excerpt", url: "https://keysmith.example/blog/x" };

describe("shareOrCopy (spec §4 Share)", () => {
  it("uses the device share with title, excerpt and URL when there is one", async () => {
    const share = vi.fn(async () => {});
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(payload, { share, copy })).toBe("shared");
    expect(share).toHaveBeenCalledWith(payload);
    expect(copy).not.toHaveBeenCalled();
  });

  it("copies the URL when there is no device share", async () => {
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(payload, { copy })).toBe("copied");
    expect(copy).toHaveBeenCalledWith(payload.url);
  });

  it("copies the URL when the device share fails", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("denied", "NotAllowedError");
    });
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(payload, { share, copy })).toBe("copied");
  });

  it("does nothing more when the reader cancels the share sheet", async () => {
    const share = vi.fn(async () => {
      throw new DOMException("cancelled", "AbortError");
    });
    const copy = vi.fn(async () => true);
    expect(await shareOrCopy(payload, { share, copy })).toBe("cancelled");
    expect(copy).not.toHaveBeenCalled();
  });

  it("reports when the clipboard refuses too", async () => {
    expect(await shareOrCopy(payload, { copy: async () => false })).toBe("failed");
  });
});
