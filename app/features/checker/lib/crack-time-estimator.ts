/**
 * The crack-time estimator as the page sees it: a worker running zxcvbn (crack-time-worker.ts) and
 * the view of its result, which can only show once the worker is ready. Only ever loaded with
 * `import()` from the checker, so no other page carries it and the checker's first view stays
 * light (docs/decisions/checker-estimator-worker.md).
 */
import type { ComponentType } from "react";

import { startBuildWorker } from "~/lib/trusted-types";

import { CrackTimeEstimateView } from "../components/crack-time-estimate";
import type { CrackTimeEstimate } from "./crack-time";
import { connectEstimator, type EstimatorClient, type EstimatorPort } from "./estimate-protocol";
import { reportMissingScript } from "./missing-script";
import estimatorWorkerUrl from "./crack-time-worker?worker-chunk";

/** What the estimator gives the checker. */
export interface Estimator {
  /** The estimate of one password; only the latest call's promise settles. */
  estimate: (password: string) => Promise<CrackTimeEstimate>;
  View: ComponentType<{ result: CrackTimeEstimate }>;
}

/** The one place the estimator's worker is made. */
export function createEstimatorWorker(): Worker {
  return startBuildWorker(estimatorWorkerUrl, "estimator");
}

/**
 * The estimator, ready: its worker has loaded and set zxcvbn up. Rejects if the worker's script
 * cannot load (offline before the first use). Where workers are missing, or making one throws,
 * zxcvbn runs on the page instead, after the check has painted its provisional result.
 */
export async function loadCrackTimeEstimator(
  createWorker: () => EstimatorPort = createEstimatorWorker,
): Promise<Estimator> {
  let port: EstimatorPort;
  try {
    port = createWorker();
  } catch {
    return loadInPageEstimator();
  }
  let client: EstimatorClient;
  try {
    client = await connectEstimator(port);
  } catch (error) {
    // Unless the page reloads into a new build, Try again stays.
    reportMissingScript(estimatorWorkerUrl);
    throw error;
  }
  let replacing: Promise<EstimatorClient> | null = null;
  return {
    estimate: async (password) => {
      // A worker that crashed is replaced (once, however many ask), so Try again can work.
      if (client.stopped) {
        replacing ??= connectEstimator(createWorker()).finally(() => (replacing = null));
        client = await replacing;
      }
      return client.estimate(password);
    },
    View: CrackTimeEstimateView,
  };
}

/** zxcvbn on the main thread, for browsers that cannot run the worker. */
async function loadInPageEstimator(): Promise<Estimator> {
  const estimateCrackTime = await (await import("./estimator")).loadEstimateCrackTime();
  let latest = 0;
  return {
    estimate: (password) => {
      const call = ++latest;
      return new Promise((resolve, reject) => {
        // A task of its own, so the click that asked has painted first; a later call wins.
        setTimeout(() => {
          if (call !== latest) return;
          try {
            resolve(estimateCrackTime(password));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        }, 0);
      });
    },
    View: CrackTimeEstimateView,
  };
}
