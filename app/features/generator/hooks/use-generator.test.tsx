// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import * as rulesCode from "#core/password-rules";
import { resolveRuleText, selectionOf } from "../../site-rules/lib/resolve-site-rules";
import type { PassphraseGenerator, UsernameGenerator } from "../lib/generator-output";
import { sayText } from "../lib/ui-text";
import { useGenerator } from "./use-generator";
import { usePasswordHistory } from "./use-password-history";

// The word list arrives when the test says so: one load per test, shared by every request, as
// the real loader caches it.
interface WordListLoad {
  promise: Promise<PassphraseGenerator>;
  resolve: (generator: PassphraseGenerator) => void;
  reject: (error: Error) => void;
}
let wordList: WordListLoad | null = null;
function startLoad(): WordListLoad {
  const load: Partial<WordListLoad> = {};
  load.promise = new Promise((resolve, reject) => Object.assign(load, { resolve, reject }));
  return load as WordListLoad;
}
const usernames: UsernameGenerator = (options) => ({
  ok: true,
  username: `user-${options.style}`,
  entropyBits: 24,
});
vi.mock("../lib/load-mode-code", () => ({
  loadPassphraseGenerator: () => (wordList ??= startLoad()).promise,
  loadUsernameGenerator: () => Promise.resolve(usernames),
}));
const arrive = (generator: PassphraseGenerator) => wordList?.resolve(generator);
const fail = (error: Error) => wordList?.reject(error);

const words: PassphraseGenerator = () => ({
  ok: true,
  passphrase: "late-words-arrive",
  entropyBits: 77.5,
  wordStarts: [5, 11],
});

beforeEach(() => {
  wordList = null;
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

function renderGenerator() {
  return renderHook(() => {
    const history = usePasswordHistory();
    return { generator: useGenerator(undefined, history), history };
  });
}

describe("useGenerator", () => {
  it("makes the first password once mounted, never before", () => {
    const { result } = renderGenerator();
    expect(result.current.generator.state.output).toMatchObject({
      kind: "ready",
      mode: "password",
    });
  });

  it("ignores a word list that arrives after the visitor went back to Password", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.run({ type: "mode", mode: "passphrase" }));
    expect(result.current.generator.state.output.kind).toBe("loading");
    act(() => result.current.generator.run({ type: "mode", mode: "password" }));
    const shown = result.current.generator.state.output;
    expect(shown).toMatchObject({ kind: "ready", mode: "password" });
    await act(async () => arrive(words));
    expect(result.current.generator.state.mode).toBe("password");
    expect(result.current.generator.state.output).toBe(shown);
  });

  it("shows the passphrase when the list arrives in passphrase mode, and copying records it", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.run({ type: "mode", mode: "passphrase" }));
    await act(async () => arrive(words));
    expect(result.current.generator.state.output).toMatchObject({
      kind: "ready",
      mode: "passphrase",
      values: ["late-words-arrive"],
    });
    act(() => result.current.generator.recordCopied("late-words-arrive"));
    expect(result.current.history.entries[0]?.strength).toMatchObject({ label: "Good", score: 5 });
  });

  it("goes back to passwords with the reason when the list cannot load", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.run({ type: "mode", mode: "passphrase" }));
    await act(async () => fail(new Error("offline")));
    expect(result.current.generator.state).toMatchObject({
      mode: "password",
      output: { kind: "error" },
    });
  });

  it("says which option the engine changed", () => {
    const { result } = renderGenerator();
    act(() =>
      result.current.generator.run({
        type: "passwordOptions",
        patch: { useCustomCharset: true, customCharset: "x".repeat(1200) },
      }),
    );
    expect(result.current.generator.state.adjusted).toEqual(["customCharset"]);
    expect(result.current.generator.state.options.customCharset).toHaveLength(1000);
  });

  it("follows a site rule for Generate, the length and the history, until it is cleared ", async () => {
    const selection = selectionOf(
      resolveRuleText("minlength: 6; maxlength: 6; allowed: digit; max-consecutive: 3;", null),
    );
    if (selection === null) throw new Error("the rule should parse");
    const { result } = renderGenerator();
    const normalLength = result.current.generator.state.options.length;
    act(() => result.current.generator.run({ type: "siteRules", selection, code: rulesCode }));
    expect(result.current.generator.state.siteRules?.length).toBe(6);
    act(() => result.current.generator.run({ type: "generate" }));
    const output = result.current.generator.state.output;
    if (output.kind !== "ready") throw new Error("expected a password");
    expect(output.values[0]).toMatch(/^[0-9]{6}$/);
    // Exact entropy of 6 digits with no run of 4: fewer than 10^6 strings.
    expect(output.entropyBits).toBeLessThan(Math.log2(10 ** 6));
    expect(output.entropyBits).toBeGreaterThan(19.9);
    expect(result.current.history.entries[0]?.password).toBe(output.values[0]);
    // The length stays inside the rule's bounds.
    act(() => result.current.generator.run({ type: "rulesLength", length: 40 }));
    expect(result.current.generator.state.siteRules?.length).toBe(6);
    act(() =>
      result.current.generator.run({ type: "siteRules", selection: null, code: rulesCode }),
    );
    expect(result.current.generator.state.siteRules).toBeNull();
    const normal = result.current.generator.state.output;
    if (normal.kind !== "ready") throw new Error("expected a password");
    expect(normal.values[0]).toHaveLength(normalLength);
  });

  it("makes the passphrase with the options chosen while its list loaded", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.run({ type: "mode", mode: "passphrase" }));
    act(() => result.current.generator.run({ type: "passphraseOptions", patch: { words: 7 } }));
    act(() => result.current.generator.run({ type: "multiple", multiple: true }));
    expect(result.current.generator.state.output.kind).toBe("loading");
    await act(async () =>
      arrive((options) => ({
        ok: true,
        passphrase: `${options.words}-words`,
        entropyBits: 90,
        wordStarts: [2],
      })),
    );
    expect(result.current.generator.state.output).toMatchObject({
      kind: "ready",
      mode: "passphrase",
      values: Array(5).fill("7-words"),
    });
    // Previewed, not asked for: nothing is kept until Generate or a copy.
    expect(result.current.history.entries).toEqual([]);
  });

  it("keeps a saved set's passphrase once its list arrives, unless the visitor moved on", async () => {
    const set = {
      name: "Words",
      mode: "passphrase" as const,
      options: result0().options,
      passphraseOptions: { ...result0().passphraseOptions, words: 6 },
      modeOptions: result0().modeOptions,
    };
    const kept = renderGenerator();
    act(() => kept.result.current.generator.run({ type: "optionSet", set }));
    await act(async () => arrive(words));
    expect(kept.result.current.history.entries.map((entry) => entry.password)).toEqual([
      "late-words-arrive",
    ]);
    cleanup();
    sessionStorage.clear();

    wordList = null;
    const left = renderGenerator();
    act(() => left.result.current.generator.run({ type: "optionSet", set }));
    act(() => left.result.current.generator.run({ type: "mode", mode: "pin" }));
    await act(async () => arrive(words));
    expect(left.result.current.generator.state.mode).toBe("pin");
    expect(left.result.current.history.entries.map((entry) => entry.password)).not.toContain(
      "late-words-arrive",
    );
  });

  it("makes usernames once their words arrive, and remembers the username options", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.run({ type: "mode", mode: "username" }));
    expect(result.current.generator.state.output.kind).toBe("loading");
    await act(async () => {});
    expect(result.current.generator.state.output).toMatchObject({
      kind: "ready",
      mode: "username",
      values: ["user-words"],
    });
    act(() =>
      result.current.generator.run({
        type: "modeOptions",
        patch: { username: { style: "chars" } },
      }),
    );
    expect(result.current.generator.state.output).toMatchObject({ values: ["user-chars"] });
    expect(localStorage.getItem("generatorMode")).toBe("username");
    expect(JSON.parse(localStorage.getItem("modeOptions") ?? "{}")).toMatchObject({
      username: { style: "chars" },
    });
  });

  it("writes nothing to storage until the visitor changes something", () => {
    localStorage.setItem("passwordOptions", "{not json");
    const { result } = renderGenerator();
    expect(sayText(result.current.generator.notice ?? "")).toMatch(/could not be read/);
    // The unreadable entry stays as it was until the visitor chooses something.
    expect(localStorage.getItem("passwordOptions")).toBe("{not json");
    expect(localStorage.getItem("generatorMode")).toBeNull();
    act(() => result.current.generator.run({ type: "passwordOptions", patch: { length: 30 } }));
    expect(JSON.parse(localStorage.getItem("passwordOptions") ?? "{}")).toMatchObject({
      length: 30,
    });
    expect(localStorage.getItem("generatorMode")).toBeNull();
  });

  it("rehearses a Generate once the page is idle, and shows, keeps and stores nothing of it", () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { result, unmount } = renderGenerator();
    try {
      const shown = result.current.generator.state.output;
      const announced = result.current.generator.announcement;
      const stored = { local: { ...localStorage }, session: { ...sessionStorage } };
      expect(idle.length).toBeGreaterThan(0);
      act(() => idle.splice(0).forEach((task) => task()));
      expect(result.current.generator.state.output).toBe(shown);
      expect(result.current.generator.announcement).toBe(announced);
      expect(result.current.history.entries).toEqual([]);
      expect({ local: { ...localStorage }, session: { ...sessionStorage } }).toEqual(stored);
      // Generate still makes a new password, and keeps it.
      act(() => result.current.generator.run({ type: "generate" }));
      expect(result.current.generator.state.output).not.toBe(shown);
      expect(result.current.history.entries).toHaveLength(1);
    } finally {
      unmount();
      vi.unstubAllGlobals();
    }
  });
});

/** The generator's state as it starts, for building saved sets. */
function result0() {
  const { result, unmount } = renderGenerator();
  const { state } = result.current.generator;
  unmount();
  return state;
}
