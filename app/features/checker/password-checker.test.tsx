// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { CrackTimeEstimateView } from "./components/crack-time-estimate";
import type { LoadBlocklist, LoadEstimator } from "./hooks/use-lazy-evidence";
import type { CrackTimeEstimate } from "./lib/crack-time";
import type { Estimator } from "./lib/crack-time-estimator";
import { PasswordChecker } from "./password-checker";

afterEach(cleanup);
// The result's own chunk, as the page has it by the time Check is pressed: loaded while idle.
beforeAll(() => import("./components/password-result"));

const FAKE_ESTIMATE: CrackTimeEstimate = {
  score: 0,
  verdict: "Too guessable",
  tone: "weak",
  guessesLog10: 1,
  guessesPowerOfTen: 1,
  scenarios: [
    {
      id: "offlineFastHashingXPerSecond",
      label: "Offline attack on a stolen database with a fast hash",
      rate: "10 billion guesses a second",
      time: "less than a second",
    },
  ],
  warning: "This is a heavily used password.",
  suggestions: ["Add more words that are less common."],
};

/** A loader the test resolves or rejects by hand. */
function controlledLoader(result: CrackTimeEstimate = FAKE_ESTIMATE) {
  let resolve: (estimator: Estimator) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const estimate = vi.fn(async (_password: string) => result);
  const load = vi.fn<LoadEstimator>(
    () =>
      new Promise((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return {
    load,
    estimate,
    resolve: () => resolve({ estimate, View: CrackTimeEstimateView }),
    reject: () => reject(new Error("offline")),
  };
}

const meter = () => screen.getByRole("meter", { name: "Checks passed" });
/** The label as the meter tells assistive technology: "2 of 8 checks passed: Weak". */
const shownLabel = () => (meter().getAttribute("aria-valuetext") ?? "").split(": ").at(-1);
/** The score as the meter gives it, written as the page writes it: "2/8". */
const shownScore = () => `${meter().getAttribute("aria-valuenow")}/8`;
/** The note that the label may still go down, not the status line that starts the same way. */
const PROVISIONAL_NOTE = /^Provisional: \D/;
const STALE_NOTE = /^This result is for the password as it was/;

/** A stand-in list: the real one and its matching are tested in core and src/estimator. */
const loadSummerList: LoadBlocklist = () =>
  Promise.resolve((password: string) => password.toLowerCase().startsWith("summer"));

function setup(loader = controlledLoader(), loadBlocklist = loadSummerList) {
  const user = userEvent.setup();
  render(<PasswordChecker loadEstimator={loader.load} loadBlocklist={loadBlocklist} />);
  const input = screen.getByLabelText("Password to check");
  const button = screen.getByRole("button", { name: "Check password" });
  return { user, input, button, loader };
}

/**
 * Shows the password, then finds the field by its name and its whole description, the privacy
 * note: shown as text, the field has the textbox role, so both can be queried.
 */
async function shownField(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Show password" }));
  return screen.getByRole("textbox", {
    name: "Password to check",
    description: "Checked on this device only: what you type is never stored, logged or sent.",
  });
}

/** Whether an element is on screen: there, and neither it nor a parent is display: none. */
function displayed(element: Element | null): boolean {
  for (let at = element; at !== null; at = at.parentElement) {
    if (getComputedStyle(at).display === "none") return false;
  }
  return element !== null;
}

function checkItem(label: string) {
  const list = screen.getByRole("list", { name: "The eight checks" });
  const item = within(list)
    .getAllByRole("listitem")
    .find((li) => li.textContent?.endsWith(label));
  if (!item) throw new Error(`no check ${label}`);
  return item.textContent;
}

describe("PasswordChecker", () => {
  it("names the password field by its label and describes it by the privacy note", async () => {
    const { user, input } = setup();
    expect(input.getAttribute("type")).toBe("password");
    expect(await shownField(user)).toBe(input);
  });

  it("describes the field by the privacy note alone and keeps password managers out", async () => {
    const { user, input } = setup();
    // The description is the note alone: a second note would be read after it.
    expect(await shownField(user)).toBe(input);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.getAttribute("placeholder")).toBe("Type or paste a password");
    expect(input.getAttribute("autocapitalize")).toBe("off");
    expect(input.getAttribute("autocorrect")).toBe("off");
    expect(input.getAttribute("data-1p-ignore")).toBe("");
    expect(input.getAttribute("data-lpignore")).toBe("true");
    expect(input.getAttribute("data-bwignore")).toBe("");
  });

  it("has a toggle that controls the field and keeps its name when pressed", async () => {
    const { user, input } = setup();
    const toggle = screen.getByRole("button", { name: "Show password", pressed: false });
    expect(toggle.getAttribute("aria-controls")).toBe(input.id);
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Show password", pressed: true })).toBe(toggle);
    expect(screen.getByRole("textbox", { name: "Password to check" })).toBe(input);
  });

  it("starts with no result and the check button disabled until something is typed", async () => {
    const { user, input, button } = setup();
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(screen.queryByRole("list", { name: "The eight checks" })).toBeNull();
    await user.type(input, "a");
    expect(button.hasAttribute("disabled")).toBe(false);
    await user.clear(input);
    expect(button.hasAttribute("disabled")).toBe(true);
  });

  it("masks the input and the toggle reports its state with aria-pressed", async () => {
    const { user, input } = setup();
    expect(input.getAttribute("type")).toBe("password");
    expect(input.getAttribute("autocomplete")).toBe("new-password");
    expect(input.getAttribute("spellcheck")).toBe("false");
    expect(input.hasAttribute("name")).toBe(false);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    await user.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    await user.click(toggle);
    expect(input.getAttribute("type")).toBe("password");
  });

  it("checks on Enter and shows the label, score, checks and tips from the engine", async () => {
    const { user, input } = setup();
    // "password": only lower case and no run of three pass (spec §5).
    await user.type(input, "password{Enter}");
    expect(shownLabel()).toBe("Weak");
    expect(shownScore()).toBe("2/8");
    expect(checkItem("Contains lowercase letters")).toBe("Passed: Contains lowercase letters");
    expect(checkItem("Avoids common passwords")).toBe("Failed: Avoids common passwords");
    const tips = within(screen.getByRole("list", { name: "Tips to improve it" }));
    expect(tips.getByText("Make your password at least 16 characters long")).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toContain("Weak: 2 of 8 checks passed."),
    );
  });

  it("shows progress while the estimator loads, then its result for the checked password", async () => {
    const { user, input, button, loader } = setup();
    await user.type(input, "password");
    await user.click(button);
    expect(screen.getByText("Loading the crack-time estimator…")).toBeTruthy();
    loader.resolve();
    expect(await screen.findByText("Too guessable")).toBeTruthy();
    expect(screen.getByText("This is a heavily used password.")).toBeTruthy();
    expect(loader.estimate).toHaveBeenCalledWith("password");
  });

  it("warms the estimator on focus and loads it only once", async () => {
    const { user, input, button, loader } = setup();
    await user.click(input);
    expect(loader.load).toHaveBeenCalledTimes(1);
    await user.type(input, "abc");
    await user.click(button);
    expect(loader.load).toHaveBeenCalledTimes(1);
  });

  it("says so when the estimator cannot load, keeps the checks and can retry", async () => {
    const { user, input, button, loader } = setup();
    await user.type(input, "password");
    await user.click(button);
    loader.reject();
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.getByRole("list", { name: "The eight checks" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(loader.load).toHaveBeenCalledTimes(2);
    loader.resolve();
    expect(await screen.findByText("Too guessable")).toBeTruthy();
  });

  it("keeps the last result after an edit, marked out of date, until Check again", async () => {
    const { user, input, button } = setup();
    await user.type(input, "password{Enter}");
    await user.type(input, "X");
    expect(screen.getByText(STALE_NOTE)).toBeTruthy();
    expect(shownScore()).toBe("2/8");
    await user.click(button);
    expect(screen.queryByText(STALE_NOTE)).toBeNull();
    // "passwordX" adds upper case.
    expect(shownScore()).toBe("3/8");
  });

  it("stores, logs and sends nothing", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const logs = [
      vi.spyOn(console, "log"),
      vi.spyOn(console, "info"),
      vi.spyOn(console, "warn"),
      vi.spyOn(console, "error"),
    ];
    const { user, input } = setup();
    await user.type(input, "hunter2hunter2{Enter}");
    expect(setItem).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const log of logs) expect(log).not.toHaveBeenCalled();
    expect(window.location.href).not.toContain("hunter2");
  });

  describe("the estimate from the worker", () => {
    /** An estimator whose answers the test gives, per password, in any order. */
    function answeringLater() {
      const answers = new Map<string, (estimate: CrackTimeEstimate | Error) => void>();
      const estimate = vi.fn(
        (password: string) =>
          new Promise<CrackTimeEstimate>((resolve, reject) =>
            answers.set(password, (answer) =>
              answer instanceof Error ? reject(answer) : resolve(answer),
            ),
          ),
      );
      const estimator: Estimator = { estimate, View: CrackTimeEstimateView };
      /** Answers, and lets React render what follows from the answer. */
      const answer = async (password: string, result: CrackTimeEstimate | Error) => {
        const give = answers.get(password);
        if (!give) throw new Error(`no estimate asked for ${password}`);
        await act(async () => give(result));
      };
      return { load: () => Promise.resolve(estimator), estimate, answer };
    }

    /** The checker on an estimator that answers later, the user and the password field. */
    function setupAnsweringLater() {
      const estimator = answeringLater();
      const user = userEvent.setup();
      render(<PasswordChecker loadEstimator={estimator.load} loadBlocklist={loadSummerList} />);
      return { estimator, user, input: screen.getByLabelText("Password to check") };
    }

    it("says it is estimating until the answer comes, then shows it", async () => {
      const { estimator, user, input } = setupAnsweringLater();
      // 7 of 8 checks: Very Strong, unless the estimate finds it easy to guess.
      await user.type(input, "Xk4!mQz9#vLp{Enter}");
      expect(await screen.findByText("Estimating the time to crack this password…")).toBeTruthy();
      expect(shownLabel()).toBe("Provisional");
      await estimator.answer("Xk4!mQz9#vLp", FAKE_ESTIMATE);
      expect(await screen.findByText("Too guessable")).toBeTruthy();
      expect(shownLabel()).toBe("Weak");
      expect(screen.queryByText("Estimating the time to crack this password…")).toBeNull();
    });

    it("shows only the latest check's estimate when an earlier one answers last", async () => {
      const { estimator, user, input } = setupAnsweringLater();
      await user.type(input, "password{Enter}");
      await screen.findByText("Estimating the time to crack this password…");
      await user.type(input, "X{Enter}");
      await waitFor(() => expect(estimator.estimate).toHaveBeenCalledWith("passwordX"));
      await estimator.answer("passwordX", {
        ...FAKE_ESTIMATE,
        score: 4,
        verdict: "Very unguessable",
      });
      expect(await screen.findByText("Very unguessable")).toBeTruthy();
      await estimator.answer("password", FAKE_ESTIMATE);
      expect(screen.getByText("Very unguessable")).toBeTruthy();
      expect(screen.queryByText("Too guessable")).toBeNull();
    });

    it("says so when no estimate comes, and asks again on Try again", async () => {
      const { estimator, user, input } = setupAnsweringLater();
      await user.type(input, "password{Enter}");
      // On a slow machine the field may rest mid-word too, and be estimated as it was then.
      await waitFor(() => expect(estimator.estimate).toHaveBeenLastCalledWith("password"));
      const asked = estimator.estimate.mock.calls.length;
      await estimator.answer("password", new Error("The estimator stopped."));
      expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Try again" }));
      expect(estimator.estimate).toHaveBeenCalledTimes(asked + 1);
      expect(estimator.estimate).toHaveBeenLastCalledWith("password");
      await estimator.answer("password", FAKE_ESTIMATE);
      expect(await screen.findByText("Too guessable")).toBeTruthy();
    });
    it("loads the estimator once the page is idle, before any focus or Check", async () => {
      const loader = controlledLoader();
      render(<PasswordChecker loadEstimator={loader.load} loadBlocklist={loadSummerList} />);
      await waitFor(() => expect(loader.load).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole("list", { name: "The eight checks" })).toBeNull();
    });

    it("estimates the resting field ahead, shows nothing, and Check uses that answer", async () => {
      const { estimator, user, input } = setupAnsweringLater();
      await user.type(input, "password");
      await waitFor(() => expect(estimator.estimate).toHaveBeenCalledWith("password"));
      await estimator.answer("password", FAKE_ESTIMATE);
      // Nothing shows before Check (spec §4): the result prepared for the field's text is not
      // displayed, nor in the accessibility tree.
      expect(displayed(screen.queryByTestId("crack-verdict"))).toBe(false);
      expect(screen.queryByRole("list", { name: "The eight checks" })).toBeNull();
      expect(screen.queryByRole("meter", { name: "Checks passed" })).toBeNull();
      const asked = estimator.estimate.mock.calls.length;
      await user.click(screen.getByRole("button", { name: "Check password" }));
      expect(screen.getByTestId("crack-verdict").textContent).toBe("Too guessable");
      expect(displayed(screen.getByTestId("crack-verdict"))).toBe(true);
      expect(shownLabel()).toBe("Weak");
      expect(estimator.estimate).toHaveBeenCalledTimes(asked);
    });

    it("on Check shows the estimate of the text in the field, never one made while typing", async () => {
      const { estimator, user, input } = setupAnsweringLater();
      await user.type(input, "password");
      await waitFor(() => expect(estimator.estimate).toHaveBeenCalledWith("password"));
      await estimator.answer("password", FAKE_ESTIMATE);
      await user.type(input, "X{Enter}");
      await waitFor(() => expect(estimator.estimate).toHaveBeenCalledWith("passwordX"));
      expect(screen.queryByTestId("crack-verdict")).toBeNull();
      expect(screen.getByText("Estimating the time to crack this password…")).toBeTruthy();
      await estimator.answer("passwordX", {
        ...FAKE_ESTIMATE,
        score: 4,
        verdict: "Very unguessable",
      });
      expect((await screen.findByTestId("crack-verdict")).textContent).toBe("Very unguessable");
    });
  });

  describe("the verdict capped by guessability", () => {
    const UNGUESSABLE: CrackTimeEstimate = {
      ...FAKE_ESTIMATE,
      score: 4,
      verdict: "Very unguessable",
      tone: "strong",
      guessesLog10: 15,
      guessesPowerOfTen: 15,
      warning: null,
      suggestions: [],
    };
    // 12 characters, every kind, no run: 7 of 8, Very Strong on the score alone.
    const RANDOM = "Xk4!mQz9#vLp";

    it("says the verdict is provisional until the estimator is ready, then gives the label", async () => {
      const loader = controlledLoader(UNGUESSABLE);
      const { user, input } = setup(loader);
      await user.type(input, `${RANDOM}{Enter}`);
      expect(shownLabel()).toBe("Provisional");
      expect(screen.getByText(PROVISIONAL_NOTE)).toBeTruthy();
      await waitFor(() =>
        expect(screen.getByRole("status").textContent).toBe("Provisional: 7 of 8 checks passed."),
      );
      expect(screen.getByText("estimating…")).toBeTruthy();
      loader.resolve();
      expect(await screen.findByText("Very Strong")).toBeTruthy();
      expect(screen.queryByText(PROVISIONAL_NOTE)).toBeNull();
      expect(screen.getByRole("status").textContent).toBe("Very Strong: 7 of 8 checks passed.");
      // log2(10^15) ≈ 49.8.
      expect(screen.getByText("about 50 bits")).toBeTruthy();
    });

    it("caps the label when zxcvbn finds the password easy to guess, and says why", async () => {
      const loader = controlledLoader(FAKE_ESTIMATE);
      const { user, input } = setup(loader);
      await user.type(input, `${RANDOM}{Enter}`);
      loader.resolve();
      const reason =
        "Capped at Weak: the crack-time estimate finds it easy to guess (zxcvbn score 0 of 4).";
      expect(await screen.findByText(reason)).toBeTruthy();
      expect(shownLabel()).toBe("Weak");
      expect(shownScore()).toBe("7/8");
      expect(screen.getByRole("status").textContent).toBe(`Weak: 7 of 8 checks passed. ${reason}`);
    });

    it("fails 'Avoids common passwords' and caps at Weak for a blocklisted password", async () => {
      const loader = controlledLoader(UNGUESSABLE);
      const { user, input } = setup(loader);
      await user.type(input, "Summer2024!!{Enter}");
      loader.resolve();
      expect(
        await screen.findByText(
          "Capped at Weak: this password is on a list of common and breached passwords.",
        ),
      ).toBeTruthy();
      expect(checkItem("Avoids common passwords")).toBe("Failed: Avoids common passwords");
      expect(shownScore()).toBe("6/8");
      expect(shownLabel()).toBe("Weak");
    });

    it("stays provisional, and says why, when the estimator cannot load", async () => {
      const loader = controlledLoader(UNGUESSABLE);
      const { user, input } = setup(loader);
      await user.type(input, `${RANDOM}{Enter}`);
      loader.reject();
      expect(
        await screen.findByText(
          /^Provisional: .*could not be loaded, so the label may be too high/,
        ),
      ).toBeTruthy();
      expect(shownLabel()).toBe("Provisional");
    });
  });
});
