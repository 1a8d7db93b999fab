// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { PassphraseGenerator } from "../lib/generator-output";
import { useGenerator } from "./use-generator";
import { usePasswordHistory } from "./use-password-history";

// The word list arrives when the test says so.
let arrive: (generator: PassphraseGenerator) => void = () => {};
let fail: (error: Error) => void = () => {};
vi.mock("../lib/load-passphrase-generator", () => ({
  loadPassphraseGenerator: () =>
    new Promise<PassphraseGenerator>((resolve, reject) => {
      arrive = resolve;
      fail = reject;
    }),
}));

const words: PassphraseGenerator = () => ({
  ok: true,
  passphrase: "late-words-arrive",
  entropyBits: 77.5,
});

beforeEach(() => {
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
    act(() => result.current.generator.changeMode("passphrase"));
    expect(result.current.generator.state.output.kind).toBe("loading");
    act(() => result.current.generator.changeMode("password"));
    const shown = result.current.generator.state.output;
    expect(shown).toMatchObject({ kind: "ready", mode: "password" });
    await act(async () => arrive(words));
    expect(result.current.generator.state.mode).toBe("password");
    expect(result.current.generator.state.output).toBe(shown);
  });

  it("shows the passphrase when the list arrives in passphrase mode, and copying records it", async () => {
    const { result } = renderGenerator();
    act(() => result.current.generator.changeMode("passphrase"));
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
    act(() => result.current.generator.changeMode("passphrase"));
    await act(async () => fail(new Error("offline")));
    expect(result.current.generator.state).toMatchObject({
      mode: "password",
      output: { kind: "error" },
    });
  });

  it("says which option the engine changed", () => {
    const { result } = renderGenerator();
    act(() =>
      result.current.generator.changeOptions({
        useCustomCharset: true,
        customCharset: "x".repeat(1200),
      }),
    );
    expect(result.current.generator.adjusted).toEqual(["customCharset"]);
    expect(result.current.generator.state.options.customCharset).toHaveLength(1000);
  });
});
