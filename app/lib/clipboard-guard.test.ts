// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./toast", () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
}));

type Guard = typeof import("./clipboard-guard");
type GuardState = typeof import("./clipboard-guard-state");

/**
 * A clipboard as the three engines give it: reading needs a granted permission (Chromium) or is
 * not offered at all without a prompt (Firefox, WebKit: the permission name is unknown); writing
 * needs focus (Chromium) or a click just before (Firefox, WebKit).
 */
function fakeBrowser({
  read,
  write,
}: {
  read: "granted" | "prompt" | "unknown";
  write: "focus" | "click";
}) {
  const clipboard = { text: "", activation: false, focused: true };
  const writeText = vi.fn(async (text: string) => {
    if (write === "click" ? !clipboard.activation : !clipboard.focused) {
      throw new DOMException("Clipboard write was blocked", "NotAllowedError");
    }
    clipboard.text = text;
  });
  const readText = vi.fn(async () => clipboard.text);
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: { writeText, readText },
  });
  Object.defineProperty(navigator, "permissions", {
    configurable: true,
    value: {
      query: async ({ name }: { name: string }) => {
        if (read === "unknown") throw new TypeError(`'${name}' is not a valid permission name`);
        if (name === "clipboard-read") return { state: read };
        return { state: write === "focus" ? "granted" : "prompt" };
      },
    },
  });
  vi.spyOn(document, "hasFocus").mockImplementation(() => clipboard.focused);
  return { clipboard, writeText, readText };
}

/** What Copy does: the write, then the guard is told. */
async function copy(guard: Guard, browser: ReturnType<typeof fakeBrowser>, text: string, s = 30) {
  browser.clipboard.activation = true;
  await navigator.clipboard.writeText(text);
  browser.clipboard.activation = false;
  guard.noteSecretCopied(text, s);
}

/** A click on a button that clears: the write starts while the click's activation lasts. */
async function click(guard: Guard, browser: ReturnType<typeof fakeBrowser>) {
  browser.clipboard.activation = true;
  const done = guard.clearClipboard();
  browser.clipboard.activation = false;
  return done;
}

/** A toast's action button, as sonner takes it. */
function isAction(value: unknown): value is { label: unknown; onClick: (event: unknown) => void } {
  return typeof value === "object" && value !== null && "label" in value && "onClick" in value;
}

async function seconds(n: number) {
  await vi.advanceTimersByTimeAsync(n * 1000);
}

/** Waits for the guard to settle on `kind` (a fingerprint is computed off the main thread). */
async function settled(guard: Guard, kind: string) {
  await vi.waitFor(() => expect(state.readClipboardGuard().kind).toBe(kind));
}

let guard: Guard;
let state: GuardState;
let toast: (typeof import("./toast"))["toast"];

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  guard = await import("./clipboard-guard");
  state = await import("./clipboard-guard-state");
  ({ toast } = await import("./toast"));
  vi.mocked(toast.info).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the clipboard guard", () => {
  it("without an automatic clear, offers Clear clipboard, which empties the clipboard", async () => {
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    await copy(guard, browser, "pw-1", 0);
    expect(state.readClipboardGuard()).toEqual({ kind: "holding", count: 1, remaining: null });
    await seconds(120);
    expect(browser.clipboard.text).toBe("pw-1");
    expect(await click(guard, browser)).toBe(true);
    expect(state.readClipboardGuard()).toEqual({ kind: "cleared" });
    expect(browser.clipboard.text).toBe("");
  });

  it("counts only the seconds the page has focus, then empties the clipboard", async () => {
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    await copy(guard, browser, "pw-1");
    browser.clipboard.focused = false;
    await seconds(50);
    expect(state.readClipboardGuard()).toEqual({ kind: "holding", count: 1, remaining: 30 });
    browser.clipboard.focused = true;
    await seconds(29);
    expect(state.readClipboardGuard()).toEqual({ kind: "holding", count: 1, remaining: 1 });
    expect(browser.clipboard.text).toBe("pw-1");
    await seconds(1);
    await settled(guard, "cleared");
    expect(browser.clipboard.text).toBe("");
  });

  it("a copy or cut on the page afterwards ends the countdown: what was copied stays", async () => {
    for (const event of ["copy", "cut"]) {
      const browser = fakeBrowser({ read: "prompt", write: "focus" });
      await copy(guard, browser, "pw-1");
      await seconds(10);
      browser.clipboard.text = "IBAN DE00 1234";
      document.dispatchEvent(new Event(event));
      expect(state.readClipboardGuard()).toEqual({ kind: "kept", reason: "copied-since" });
      await seconds(60);
      expect(browser.clipboard.text).toBe("IBAN DE00 1234");
      expect(browser.writeText).not.toHaveBeenCalledWith("");
    }
  });

  it("another copy by the page (a link, a rule) ends the countdown too", async () => {
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    await copy(guard, browser, "pw-1");
    browser.clipboard.text = "https://keysmith.example/blog";
    guard.noteOtherCopied();
    await seconds(60);
    expect(state.readClipboardGuard()).toEqual({ kind: "kept", reason: "copied-since" });
    expect(browser.clipboard.text).toBe("https://keysmith.example/blog");
  });

  it("a new password copied restarts the countdown for it", async () => {
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    await copy(guard, browser, "pw-1");
    await seconds(20);
    await copy(guard, browser, "pw-2");
    await seconds(20);
    expect(state.readClipboardGuard()).toEqual({ kind: "holding", count: 1, remaining: 10 });
    expect(browser.clipboard.text).toBe("pw-2");
  });

  it("where reading needs no prompt, leaves a clipboard that no longer holds the password", async () => {
    const browser = fakeBrowser({ read: "granted", write: "focus" });
    await copy(guard, browser, "pw-1");
    // Copied in another app: the page sees no event.
    browser.clipboard.text = "IBAN DE00 1234";
    await seconds(30);
    await settled(guard, "kept");
    expect(state.readClipboardGuard()).toEqual({ kind: "kept", reason: "changed" });
    expect(browser.clipboard.text).toBe("IBAN DE00 1234");
  });

  it("where reading needs no prompt, clears its own password, whatever the line ends", async () => {
    const browser = fakeBrowser({ read: "granted", write: "focus" });
    await copy(guard, browser, "pw-1\npw-2\npw-3");
    // Windows gives line ends back as CR LF.
    browser.clipboard.text = "pw-1\r\npw-2\r\npw-3";
    await seconds(30);
    await settled(guard, "cleared");
    expect(browser.readText).toHaveBeenCalled();
    expect(browser.clipboard.text).toBe("");
  });

  it("where reading would prompt, never reads", async () => {
    for (const read of ["prompt", "unknown"] as const) {
      const browser = fakeBrowser({ read, write: "focus" });
      await copy(guard, browser, "pw-1");
      browser.clipboard.text = "from another app";
      await seconds(30);
      await settled(guard, "cleared");
      expect(browser.readText).not.toHaveBeenCalled();
      // It could not check: what the other app copied is gone too, as the panel says.
      expect(browser.clipboard.text).toBe("");
    }
  });

  it("a write refused for lack of focus is tried again once the page has focus", async () => {
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    await copy(guard, browser, "pw-1");
    await seconds(29);
    const write = browser.writeText.getMockImplementation()!;
    // Focus goes between the last second counted and the write.
    browser.writeText.mockImplementationOnce(async (text) => {
      browser.clipboard.focused = false;
      return write(text);
    });
    await seconds(1);
    await vi.waitFor(() =>
      expect(state.readClipboardGuard()).toEqual({ kind: "holding", count: 1, remaining: 0 }),
    );
    await seconds(10);
    expect(browser.clipboard.text).toBe("pw-1");
    browser.clipboard.focused = true;
    await seconds(1);
    await settled(guard, "cleared");
    expect(browser.clipboard.text).toBe("");
  });

  it("where a write needs a click, time up offers the clear as one click, which clears", async () => {
    const browser = fakeBrowser({ read: "unknown", write: "click" });
    const leave = state.showClipboardNotice();
    await copy(guard, browser, "pw-1");
    await seconds(30);
    await settled(guard, "time-up");
    expect(browser.clipboard.text).toBe("pw-1");
    // The notice on the page shows the offer: no toast as well.
    expect(toast.info).not.toHaveBeenCalled();
    expect(await click(guard, browser)).toBe(true);
    expect(state.readClipboardGuard()).toEqual({ kind: "cleared" });
    expect(browser.clipboard.text).toBe("");
    leave();
  });

  it("with no notice on the page, the time-up offer is a toast with the one click", async () => {
    const browser = fakeBrowser({ read: "unknown", write: "click" });
    await copy(guard, browser, "pw-1");
    await seconds(30);
    await settled(guard, "time-up");
    expect(toast.info).toHaveBeenCalledTimes(1);
    const [title, options] = vi.mocked(toast.info).mock.calls[0]!;
    expect(title).toBe(guard.CLIPBOARD_MESSAGES.timeUp);
    const action = options?.action;
    if (!isAction(action)) throw new Error("the toast offers no action");
    expect(action.label).toBe("Clear clipboard now");
    browser.clipboard.activation = true;
    action.onClick(new MouseEvent("click"));
    browser.clipboard.activation = false;
    await settled(guard, "cleared");
    expect(browser.clipboard.text).toBe("");
    expect(toast.dismiss).toHaveBeenCalled();
  });

  it("once a write needed a click, the page knows for the panel", async () => {
    const { probeClipboardAccess } = await import("./clipboard-access");
    const browser = fakeBrowser({ read: "prompt", write: "focus" });
    expect((await probeClipboardAccess()).writesWithoutClick).toBe(true);
    await copy(guard, browser, "pw-1");
    // A browser that says writing is granted, yet refuses it with focus.
    browser.writeText.mockRejectedValue(new DOMException("no", "NotAllowedError"));
    await seconds(30);
    await settled(guard, "time-up");
    expect((await probeClipboardAccess()).writesWithoutClick).toBe(false);
  });

  it("a clear the visitor asked for that is refused says so", async () => {
    const browser = fakeBrowser({ read: "unknown", write: "click" });
    await copy(guard, browser, "pw-1", 0);
    expect(await guard.clearClipboard()).toBe(false);
    expect(state.readClipboardGuard()).toEqual({ kind: "failed" });
    expect(browser.clipboard.text).toBe("pw-1");
  });
});
