// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { resolveRuleText, selectionOf } from "../../site-rules/lib/resolve-site-rules";
import { toSiteRules } from "../components/site-rules-bridge";
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

  it("follows a site rule for Generate, the length and the history, until it is cleared (issue 13)", () => {
    const selection = selectionOf(
      resolveRuleText("minlength: 6; maxlength: 6; allowed: digit; max-consecutive: 3;", null),
    );
    if (selection === null) throw new Error("the rule should parse");
    const { result } = renderGenerator();
    const normalLength = result.current.generator.state.options.length;
    act(() => result.current.generator.changeSiteRules(toSiteRules(selection)));
    expect(result.current.generator.state.siteRules?.length).toBe(6);
    act(() => result.current.generator.generate());
    const output = result.current.generator.state.output;
    if (output.kind !== "ready") throw new Error("expected a password");
    expect(output.values[0]).toMatch(/^[0-9]{6}$/);
    // Exact entropy of 6 digits with no run of 4: fewer than 10^6 strings.
    expect(output.entropyBits).toBeLessThan(Math.log2(10 ** 6));
    expect(output.entropyBits).toBeGreaterThan(19.9);
    expect(result.current.history.entries[0]?.password).toBe(output.values[0]);
    // The length stays inside the rule's bounds.
    act(() => result.current.generator.changeRulesLength(40));
    expect(result.current.generator.state.siteRules?.length).toBe(6);
    act(() => result.current.generator.changeSiteRules(null));
    expect(result.current.generator.state.siteRules).toBeNull();
    const normal = result.current.generator.state.output;
    if (normal.kind !== "ready") throw new Error("expected a password");
    expect(normal.values[0]).toHaveLength(normalLength);
  });
});
