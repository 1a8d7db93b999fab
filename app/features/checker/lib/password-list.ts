/**
 * The blocklist chunk, loaded with `import()` beside the estimator: the list's lookup. The list
 * itself comes from a worker of its own as one sorted text (`blocklist-worker.ts`), so loading it
 * ahead never holds up the page's main thread: parsing zxcvbn's dictionary chunk and building a
 * set of its 49,233 passwords there took about 220 ms of a desktop CPU
 * (docs/decisions/checker-verdict.md, "Loaded ahead of Check"). Neither worker file is named
 * `estimator-…`, so the service worker precaches them and 'Avoids common passwords' works offline
 * after one visit.
 */
import { isBlocklisted } from "#core/strength/blocklist";
import { sortedLines } from "#core/strength/sorted-lines";
import { startBuildWorker } from "~/lib/trusted-types";

import blocklistWorkerUrl from "./blocklist-worker?worker-chunk";
import { reportMissingScript } from "./missing-script";

/** The part of a `Worker` the list's load uses (a stand-in in tests). */
export interface BlocklistPort {
  addEventListener(type: "message", listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: "error" | "messageerror", listener: () => void): void;
  terminate(): void;
}

/** The blocklist's worker. */
export function createBlocklistWorker(): BlocklistPort {
  return startBuildWorker(blocklistWorkerUrl, "blocklist");
}

/** The sorted text the worker sends; rejects if its script cannot load or it sends anything else. */
export function receiveLines(port: BlocklistPort): Promise<string> {
  return new Promise((resolve, reject) => {
    const fail = () => {
      port.terminate();
      reject(new Error("The list of common passwords could not be loaded."));
    };
    port.addEventListener("message", (event) => {
      if (typeof event.data === "string") resolve(event.data);
      else fail();
    });
    port.addEventListener("error", fail);
    port.addEventListener("messageerror", fail);
  });
}

/**
 * The list as sorted text: from its worker, or made on the page where workers are missing or
 * making one throws.
 */
async function loadLines(createWorker: () => BlocklistPort): Promise<string> {
  let port: BlocklistPort;
  try {
    port = createWorker();
  } catch {
    return (await import("./blocklist-lines")).blocklistLines();
  }
  try {
    return await receiveLines(port);
  } catch (error) {
    reportMissingScript(blocklistWorkerUrl);
    throw error;
  }
}

/** Whether a password is on the list, as `keysmith check` finds it, once the list has loaded. */
export async function loadPasswordList(
  createWorker: () => BlocklistPort = createBlocklistWorker,
): Promise<(password: string) => boolean> {
  const list = sortedLines(await loadLines(createWorker));
  return (password) => isBlocklisted(password, list);
}
