// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";

import { MISSING_SCRIPT_EVENT } from "~/lib/stale-build";

import { PASSWORD_BLOCKLIST } from "../../../../src/estimator/password-blocklist";
import { blocklistLines } from "./blocklist-lines";
import { loadPasswordList, type BlocklistPort } from "./password-list";

type Listener = (event: MessageEvent<unknown>) => void;

/** A stand-in for the blocklist's worker: the test decides what it sends, or that it fails. */
function fakeWorker() {
  const listeners = new Map<string, Listener[]>();
  const port: BlocklistPort = {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    terminate: vi.fn(),
  };
  const emit = (type: string, data?: unknown) => {
    for (const listener of listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  };
  return { port, emit };
}

describe("the checker's list of common passwords", () => {
  it("is the CLI's list, sorted, a password per line", () => {
    const words = blocklistLines().split("\n");
    expect(new Set(words)).toEqual(PASSWORD_BLOCKLIST);
    expect(words.length).toBe(PASSWORD_BLOCKLIST.size);
    expect(words.every((word, i) => i === 0 || (words[i - 1] ?? "") < word)).toBe(true);
  });

  it("matches what its worker sends, look-alikes and trailing digits included", async () => {
    const worker = fakeWorker();
    const loading = loadPasswordList(() => worker.port);
    worker.emit("message", "dragon\nletmein\npassword");
    const isOnList = await loading;
    expect(isOnList("P@ssw0rd")).toBe(true);
    expect(isOnList("letmein2024!")).toBe(true);
    expect(isOnList("correct horse battery staple")).toBe(false);
  });

  it("fails, stops the worker and says its script is missing when the worker cannot load", async () => {
    const worker = fakeWorker();
    const missing = vi.fn();
    window.addEventListener(MISSING_SCRIPT_EVENT, missing);
    const loading = loadPasswordList(() => worker.port);
    worker.emit("error");
    await expect(loading).rejects.toThrow("could not be loaded");
    expect(worker.port.terminate).toHaveBeenCalled();
    expect(missing).toHaveBeenCalledTimes(1);
    window.removeEventListener(MISSING_SCRIPT_EVENT, missing);
  });

  it("refuses a message that is not the list", async () => {
    const worker = fakeWorker();
    const loading = loadPasswordList(() => worker.port);
    worker.emit("message", { lines: "password" });
    await expect(loading).rejects.toThrow("could not be loaded");
  });

  it("is made on the page where a worker cannot be made", async () => {
    const isOnList = await loadPasswordList(() => {
      throw new Error("Workers are not supported.");
    });
    expect(isOnList("Password123")).toBe(true);
    expect(isOnList("tR7#vq!Lm2$x")).toBe(false);
  }, 30_000);
});
