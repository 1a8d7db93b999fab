#!/usr/bin/env node
// A stand-in for Have I Been Pwned's Pwned Passwords range API, for the end-to-end and CLI tests
// (docs/decisions/breach-check.md): GET /range/<5 hex> answers as the real service does with
// `Add-Padding: true`, every known suffix with its count plus rows with a count of 0 up to 800
// rows, built from BREACH_FIXTURE. The fixture's other passwords pick a failure mode by their
// prefix: an answer after 7 s (past the 5 s timeout), a 503, or a 200 that is no range list.
// Every request is recorded; GET /requests lists them (method, path, headers, body) so the tests
// can count what a page sent. It answers only on 127.0.0.1.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

/**
 * The passwords the stand-in knows. `count` > 0: listed; `count` 0: its suffix is in the answer
 * as a padding row, which a client must ignore; a `mode`: that prefix fails that way.
 * @type {readonly { password: string, count?: number, mode?: "slow" | "failing" | "malformed" }[]}
 */
export const BREACH_FIXTURE = Object.freeze([
  { password: "Tr0ub4dor&3-listed", count: 31337 },
  { password: "battery staple listed", count: 1 },
  { password: "Zq8!unlisted-but-padded", count: 0 },
  { password: "slow-answer-password", mode: "slow" },
  { password: "failing-answer-password", mode: "failing" },
  { password: "malformed-answer-password", mode: "malformed" },
]);

/** How long the slow mode waits before answering: past the check's 5 s timeout. */
export const SLOW_ANSWER_MS = 7000;
const PADDED_ROWS = 800;

/** @param {string} text */
export function sha1Hex(text) {
  return createHash("sha1").update(text, "utf8").digest("hex").toUpperCase();
}

/** A made-up suffix for padding, the same for the same prefix and row. */
function paddingSuffix(prefix, row) {
  return sha1Hex(`padding ${prefix} ${row}`).slice(5);
}

/**
 * The stand-in's request handler and the requests it saw.
 * @typedef {{ method: string, path: string, headers: Record<string, string | string[] | undefined>, body: string }} SeenRequest
 * @returns {{ handle: import("node:http").RequestListener, requests: SeenRequest[] }}
 */
export function createBreachStandIn() {
  const known = BREACH_FIXTURE.map((entry) => {
    const hash = sha1Hex(entry.password);
    return { ...entry, prefix: hash.slice(0, 5), suffix: hash.slice(5) };
  });
  /** @type {SeenRequest[]} */
  const requests = [];
  /** @type {import("node:http").RequestListener} */
  const handle = (req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    // As the real service: any origin may read the answer, and ask with the padding header.
    const cors = {
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Allow-Headers": "Add-Padding",
      "Access-Control-Allow-Methods": "GET",
    };
    if (path === "/requests") {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8", ...cors });
      res.end(JSON.stringify(requests));
      return;
    }
    if (path === "/") {
      res.writeHead(200, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("stand-in range API for tests\n");
      return;
    }
    const range = /^\/range\/([^/]*)$/.exec(path);
    if (!range) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", ...cors });
      res.end("Not Found");
      return;
    }
    /** @type {SeenRequest} */
    const seen = { method: req.method ?? "", path, headers: { ...req.headers }, body: "" };
    requests.push(seen);
    if (requests.length > 1000) requests.shift();
    // The body, if any (a check sends none), read as it arrives.
    req.on("data", (chunk) => (seen.body += String(chunk)));
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const prefix = range[1] ?? "";
    if (req.method !== "GET" || !/^[0-9A-F]{5}$/.test(prefix)) {
      res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", ...cors });
      res.end("The hash prefix was not in a valid format");
      return;
    }
    const mode = known.find((entry) => entry.prefix === prefix && entry.mode)?.mode;
    if (mode === "failing") {
      res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", ...cors });
      res.end("Service Unavailable");
      return;
    }
    if (mode === "malformed") {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", ...cors });
      res.end("<html><body>Please complete the security check</body></html>");
      return;
    }
    const rows = known
      .filter((entry) => entry.prefix === prefix && !entry.mode)
      .map((entry) => `${entry.suffix}:${entry.count ?? 0}`);
    const padded = req.headers["add-padding"] === "true";
    for (let row = 0; padded && rows.length < PADDED_ROWS; row++) {
      rows.push(`${paddingSuffix(prefix, row)}:0`);
    }
    const send = () => {
      res.writeHead(200, {
        "Content-Type": "text/plain",
        "Cache-Control": "public, max-age=2678400",
        ...cors,
      });
      res.end(rows.sort().join("\r\n"));
    };
    if (mode === "slow") setTimeout(send, SLOW_ANSWER_MS);
    else send();
  };
  return { handle, requests };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4320);
  const { handle } = createBreachStandIn();
  createServer(handle).listen(port, "127.0.0.1", () => {
    console.log(`stand-in range API at http://127.0.0.1:${port}/range`);
  });
}
