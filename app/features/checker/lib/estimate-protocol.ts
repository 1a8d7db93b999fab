/**
 * How the page and the estimator's worker talk (docs/decisions/checker-estimator-worker.md).
 * zxcvbn can take more than a second on one long password, so it runs in a worker and the page
 * only posts the password and waits: typing and the rest of the page never wait for it.
 *
 * Only the latest request counts. The worker answers one request at a time; a request made while
 * it is busy waits, and replaces any that was already waiting, whose promise never settles. An
 * answer to anything but the latest request is dropped.
 */
import type { CrackTimeEstimate } from "./crack-time";

/** The page asks for the estimate of `password`; `id` matches the answer to it. */
export interface EstimateRequest {
  id: number;
  password: string;
}

/** The worker says it has set zxcvbn up, then answers each request. */
export type EstimatorMessage =
  | { type: "ready" }
  | { type: "estimate"; id: number; estimate: CrackTimeEstimate }
  | { type: "failed"; id: number };

/** The worker's side of the channel (its global scope, or a stand-in in tests). */
export interface EstimatorScope {
  postMessage(message: EstimatorMessage): void;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
}

/** The page's side of the channel: the subset of `Worker` it uses. */
export interface EstimatorPort {
  postMessage(request: EstimateRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: () => void): void;
  terminate(): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A request as posted by the page, or null for anything else. */
export function parseEstimateRequest(data: unknown): EstimateRequest | null {
  if (!isRecord(data)) return null;
  const { id, password } = data;
  return typeof id === "number" && typeof password === "string" ? { id, password } : null;
}

/**
 * The worker's message as posted by `serveEstimates`, or null for anything else. The estimate is
 * checked by its kind only: it comes from this site's own worker, built from the same code.
 */
export function parseEstimatorMessage(data: unknown): EstimatorMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === "ready") return { type: "ready" };
  if (typeof data.id !== "number") return null;
  if (data.type === "failed") return { type: "failed", id: data.id };
  if (data.type === "estimate" && isEstimate(data.estimate)) {
    return { type: "estimate", id: data.id, estimate: data.estimate };
  }
  return null;
}

function isEstimate(value: unknown): value is CrackTimeEstimate {
  return (
    isRecord(value) &&
    typeof value.score === "number" &&
    typeof value.guessesLog10 === "number" &&
    Array.isArray(value.scenarios) &&
    Array.isArray(value.suggestions)
  );
}

/**
 * The worker's side: answers each request with `estimate` (zxcvbn, set up when the worker's
 * script ran), then says it is ready. A password that makes zxcvbn throw gets "failed", so the
 * page can say the estimate is missing instead of waiting for ever.
 */
export function serveEstimates(
  scope: EstimatorScope,
  estimate: (password: string) => CrackTimeEstimate,
): void {
  scope.addEventListener("message", (event) => {
    const request = parseEstimateRequest(event.data);
    if (request === null) return;
    try {
      scope.postMessage({ type: "estimate", id: request.id, estimate: estimate(request.password) });
    } catch {
      scope.postMessage({ type: "failed", id: request.id });
    }
  });
  scope.postMessage({ type: "ready" });
}

/** The page's side, once the worker is ready. */
export interface EstimatorClient {
  /** The estimate of `password`; never settles if a later call replaces this one. */
  estimate(password: string): Promise<CrackTimeEstimate>;
  /** Whether the worker has stopped (it crashed): every estimate is refused from then on. */
  readonly stopped: boolean;
}

interface PendingRequest {
  id: number;
  password: string;
  resolve: (estimate: CrackTimeEstimate) => void;
  reject: (error: Error) => void;
}

/**
 * Starts the worker `port` talks to and resolves once it is ready, or rejects if its script
 * cannot load (offline, blocked) or it fails before then. The caller creates the port, so a
 * browser without workers can fall back before this is called.
 */
export function connectEstimator(port: EstimatorPort): Promise<EstimatorClient> {
  let nextId = 1;
  /** The request the worker is working on, if any. */
  let busy: PendingRequest | null = null;
  /** The latest request, waiting for the worker to finish `busy`. */
  let waiting: PendingRequest | null = null;
  let broken = false;

  function send(request: PendingRequest) {
    busy = request;
    port.postMessage({ id: request.id, password: request.password });
  }

  function breakDown(error: Error) {
    if (broken) return;
    broken = true;
    port.terminate();
    busy?.reject(error);
    waiting?.reject(error);
    busy = null;
    waiting = null;
  }

  const client: EstimatorClient = {
    estimate(password) {
      if (broken) return Promise.reject(new Error("The estimator stopped."));
      return new Promise((resolve, reject) => {
        const request = { id: nextId++, password, resolve, reject };
        // The one already waiting is stale now: it is dropped and never answered.
        if (busy === null) send(request);
        else waiting = request;
      });
    },
    get stopped() {
      return broken;
    },
  };

  return new Promise((resolve, reject) => {
    let ready = false;
    port.addEventListener("message", (event) => {
      const message = parseEstimatorMessage(event.data);
      if (message === null) return;
      if (message.type === "ready") {
        ready = true;
        resolve(client);
        return;
      }
      if (busy === null || message.id !== busy.id) return;
      const answered = busy;
      busy = null;
      const next = waiting;
      waiting = null;
      if (next !== null) {
        // A newer request came while this one ran: its answer is stale and nobody sees it.
        send(next);
        return;
      }
      if (message.type === "estimate") answered.resolve(message.estimate);
      else answered.reject(new Error("The estimator could not rate this password."));
    });
    const fail = () => {
      const error = new Error("The estimator's worker could not run.");
      breakDown(error);
      if (!ready) reject(error);
    };
    port.addEventListener("error", fail);
    port.addEventListener("messageerror", fail);
  });
}
