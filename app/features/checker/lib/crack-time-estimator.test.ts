// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";

import { MISSING_SCRIPT_EVENT } from "~/lib/stale-build";

import { loadCrackTimeEstimator } from "./crack-time-estimator";
import { serveEstimates, type EstimatorPort } from "./estimate-protocol";
import { loadEstimateCrackTime } from "./estimator";

const estimateCrackTime = await loadEstimateCrackTime();

/** A worker that runs in this thread: the real protocol and the real zxcvbn, posted at once. */
function inThreadWorker(): EstimatorPort & { started: () => void; crashed: () => void } {
  const toPage: Array<(event: MessageEvent<unknown>) => void> = [];
  const toWorker: Array<(event: MessageEvent<unknown>) => void> = [];
  const onError: Array<() => void> = [];
  return {
    postMessage: (request) =>
      toWorker.forEach((listener) => listener(new MessageEvent("message", { data: request }))),
    addEventListener: (type: string, listener: (event: MessageEvent<unknown>) => void) => {
      if (type === "message") toPage.push(listener);
      if (type === "error") onError.push(() => listener(new MessageEvent(type)));
    },
    terminate: () => {},
    crashed: () => onError.forEach((listener) => listener()),
    started: () =>
      serveEstimates(
        {
          postMessage: (message) =>
            toPage.forEach((listener) => listener(new MessageEvent("message", { data: message }))),
          addEventListener: (_type, listener) => toWorker.push(listener),
        },
        estimateCrackTime,
      ),
  };
}

describe("loadCrackTimeEstimator", () => {
  it("is ready once its worker is, and rates passwords there", async () => {
    const worker = inThreadWorker();
    const loading = loadCrackTimeEstimator(() => worker);
    worker.started();
    const estimator = await loading;
    expect(await estimator.estimate("password")).toEqual(estimateCrackTime("password"));
  });

  it("starts a new worker for the next estimate when its worker has crashed", async () => {
    const workers = [inThreadWorker(), inThreadWorker()];
    let made = 0;
    const createWorker = () => {
      const worker = workers[made++];
      if (!worker) throw new Error("no more workers");
      queueMicrotask(worker.started);
      return worker;
    };
    const estimator = await loadCrackTimeEstimator(createWorker);
    workers[0]?.crashed();
    expect(await estimator.estimate("password")).toEqual(estimateCrackTime("password"));
    expect(made).toBe(2);
  });

  it("fails when its worker's script cannot start, and asks whether a deploy took it away", async () => {
    const missing: unknown[] = [];
    const listener = (event: Event) => missing.push(Reflect.get(event, "detail"));
    window.addEventListener(MISSING_SCRIPT_EVENT, listener);
    const worker = inThreadWorker();
    const loading = loadCrackTimeEstimator(() => worker);
    worker.crashed();
    await expect(loading).rejects.toThrow("The estimator's worker could not run.");
    window.removeEventListener(MISSING_SCRIPT_EVENT, listener);
    // A tab older than the deploy reloads once into the new build (app/lib/stale-build.ts).
    expect(missing).toEqual([expect.stringMatching(/crack-time-worker/)]);
  });

  it("rates passwords on the page where a worker cannot be made", async () => {
    const estimator = await loadCrackTimeEstimator(() => {
      throw new ReferenceError("Worker is not defined");
    });
    expect(await estimator.estimate("password")).toEqual(estimateCrackTime("password"));
  });

  it("answers only the latest request on the page, like the worker", async () => {
    const estimator = await loadCrackTimeEstimator(() => {
      throw new ReferenceError("Worker is not defined");
    });
    let earlierAnswered = false;
    void estimator.estimate("password").then(() => (earlierAnswered = true));
    expect(await estimator.estimate("keysmith")).toEqual(estimateCrackTime("keysmith"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(earlierAnswered).toBe(false);
  });
});
