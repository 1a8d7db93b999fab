import { describe, expect, it, vi } from "vitest";

import type { CrackTimeEstimate } from "./crack-time";
import {
  connectEstimator,
  parseEstimatorMessage,
  serveEstimates,
  type EstimateRequest,
  type EstimatorMessage,
  type EstimatorPort,
  type EstimatorScope,
} from "./estimate-protocol";
import { loadEstimateCrackTime } from "./estimator";

const estimateCrackTime = await loadEstimateCrackTime();

/** A stand-in estimate that names the password it is for, in its warning. */
function fakeEstimate(password: string): CrackTimeEstimate {
  return {
    score: 4,
    verdict: "Very unguessable",
    tone: "strong",
    guessesLog10: password.length,
    guessesPowerOfTen: password.length,
    scenarios: [],
    warning: `for ${password}`,
    suggestions: [],
  };
}

/**
 * A worker and the page's handle on it, joined by hand: the test decides when the worker's
 * script has loaded (`start`), when it answers (`answerNext`) or that it fails (`fail`).
 */
function fakeWorker(estimate: (password: string) => CrackTimeEstimate = fakeEstimate) {
  const toPage: Array<(event: MessageEvent<unknown>) => void> = [];
  const toWorker: Array<(event: MessageEvent<unknown>) => void> = [];
  const onError: Array<() => void> = [];
  /** Requests the worker has received and not answered yet, oldest first. */
  const inbox: EstimateRequest[] = [];
  const received: string[] = [];
  const scope: EstimatorScope = {
    postMessage: (message) => {
      for (const listener of toPage) listener(new MessageEvent("message", { data: message }));
    },
    addEventListener: (_type, listener) => toWorker.push(listener),
  };
  const port: EstimatorPort = {
    postMessage: (request) => {
      received.push(request.password);
      inbox.push(request);
    },
    addEventListener: (type: string, listener: (event: MessageEvent<unknown>) => void) => {
      if (type === "message") toPage.push(listener);
      else if (type === "error") onError.push(() => listener(new MessageEvent(type)));
    },
    terminate: vi.fn(),
  };
  return {
    port,
    received,
    /** The worker's script runs: it sets the estimator up and says it is ready. */
    start: () => serveEstimates(scope, estimate),
    /** The worker takes the oldest request and answers it. */
    answerNext: () => {
      const request = inbox.shift();
      if (request === undefined) throw new Error("no request to answer");
      for (const listener of toWorker) listener(new MessageEvent("message", { data: request }));
    },
    /** Sends the page a message as if from the worker. */
    post: (message: EstimatorMessage) => scope.postMessage(message),
    fail: () => {
      for (const listener of onError) listener();
    },
  };
}

/** Whether `promise` has settled once pending callbacks have run, and how. */
async function settled<T>(promise: Promise<T>): Promise<"pending" | "resolved" | "rejected"> {
  let state: "pending" | "resolved" | "rejected" = "pending";
  promise.then(
    () => (state = "resolved"),
    () => (state = "rejected"),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return state;
}

describe("serveEstimates (the worker)", () => {
  it("says it is ready, then answers a password with zxcvbn's estimate for it", () => {
    const posted: EstimatorMessage[] = [];
    let deliver: (event: MessageEvent<unknown>) => void = () => {};
    serveEstimates(
      { postMessage: (message) => posted.push(message), addEventListener: (_, l) => (deliver = l) },
      estimateCrackTime,
    );
    expect(posted).toEqual([{ type: "ready" }]);
    deliver(new MessageEvent("message", { data: { id: 7, password: "password" } }));
    expect(posted[1]).toEqual({ type: "estimate", id: 7, estimate: estimateCrackTime("password") });
    expect(posted[1]?.type === "estimate" && posted[1].estimate.score).toBe(0);
  });

  it("answers 'failed' when the estimate throws, and ignores what is not a request", () => {
    const posted: EstimatorMessage[] = [];
    let deliver: (event: MessageEvent<unknown>) => void = () => {};
    serveEstimates(
      { postMessage: (message) => posted.push(message), addEventListener: (_, l) => (deliver = l) },
      () => {
        throw new Error("zxcvbn broke");
      },
    );
    deliver(new MessageEvent("message", { data: "password" }));
    deliver(new MessageEvent("message", { data: { id: "1", password: "x" } }));
    deliver(new MessageEvent("message", { data: { id: 2, password: "x" } }));
    expect(posted).toEqual([{ type: "ready" }, { type: "failed", id: 2 }]);
  });
});

describe("connectEstimator (the page)", () => {
  it("is ready only once the worker says so, then gets the estimate of a password", async () => {
    const worker = fakeWorker();
    const connecting = connectEstimator(worker.port);
    expect(await settled(connecting)).toBe("pending");
    worker.start();
    const client = await connecting;
    const estimate = client.estimate("hunter2");
    worker.answerNext();
    expect(await estimate).toEqual(fakeEstimate("hunter2"));
    expect(worker.received).toEqual(["hunter2"]);
  });

  it("sends only the latest of the requests made while the worker is busy, and drops stale answers", async () => {
    const worker = fakeWorker();
    const connecting = connectEstimator(worker.port);
    worker.start();
    const client = await connecting;
    const first = client.estimate("first");
    const second = client.estimate("second");
    const third = client.estimate("third");
    // The worker is busy with "first": the others wait, and "third" replaces "second".
    expect(worker.received).toEqual(["first"]);
    worker.answerNext();
    expect(worker.received).toEqual(["first", "third"]);
    worker.answerNext();
    expect(await third).toEqual(fakeEstimate("third"));
    // The answer to "first" came after "third" was asked: nobody sees it.
    expect(await settled(first)).toBe("pending");
    expect(await settled(second)).toBe("pending");
  });

  it("ignores an answer to a request that is not the one in the worker", async () => {
    const worker = fakeWorker();
    const connecting = connectEstimator(worker.port);
    worker.start();
    const client = await connecting;
    const estimate = client.estimate("current");
    worker.post({ type: "estimate", id: 999, estimate: fakeEstimate("stale") });
    worker.post({ type: "ready" });
    expect(await settled(estimate)).toBe("pending");
    worker.answerNext();
    expect(await estimate).toEqual(fakeEstimate("current"));
  });

  it("rejects, and stops the worker, when its script cannot load", async () => {
    const worker = fakeWorker();
    const connecting = connectEstimator(worker.port);
    worker.fail();
    await expect(connecting).rejects.toThrow("could not run");
    expect(worker.port.terminate).toHaveBeenCalledTimes(1);
  });

  it("rejects the waiting estimate when the worker fails later, and every one after", async () => {
    const worker = fakeWorker();
    const connecting = connectEstimator(worker.port);
    worker.start();
    const client = await connecting;
    const estimate = client.estimate("password");
    worker.fail();
    await expect(estimate).rejects.toThrow("could not run");
    expect(client.stopped).toBe(true);
    await expect(client.estimate("again")).rejects.toThrow("stopped");
  });

  it("rejects an estimate the worker could not make", async () => {
    const worker = fakeWorker(() => {
      throw new Error("zxcvbn broke");
    });
    const connecting = connectEstimator(worker.port);
    worker.start();
    const client = await connecting;
    const estimate = client.estimate("password");
    worker.answerNext();
    await expect(estimate).rejects.toThrow("could not rate");
  });
});

describe("parseEstimatorMessage", () => {
  it("keeps the worker's messages and drops anything else", () => {
    const estimate = fakeEstimate("x");
    expect(parseEstimatorMessage({ type: "ready" })).toEqual({ type: "ready" });
    expect(parseEstimatorMessage({ type: "estimate", id: 1, estimate })).toEqual({
      type: "estimate",
      id: 1,
      estimate,
    });
    expect(parseEstimatorMessage({ type: "failed", id: 1 })).toEqual({ type: "failed", id: 1 });
    for (const junk of [null, "ready", { type: "estimate", id: 1 }, { type: "failed" }, {}]) {
      expect(parseEstimatorMessage(junk)).toBeNull();
    }
  });
});
