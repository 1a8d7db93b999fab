/**
 * The blocklist's worker: it loads zxcvbn's dictionary chunk (the estimator's worker loads the
 * same file, so it costs no more bytes), sends the page the list as one sorted text, and ends.
 * The page then parses nothing and builds no set on its main thread
 * (docs/decisions/checker-verdict.md, "Loaded ahead of Check"). Precached like the list, so the
 * check works offline after one visit.
 */
import { blocklistLines } from "./blocklist-lines";

self.postMessage(blocklistLines());
self.close();
