import { createServer, type Server } from "node:http";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { BREACH_FIXTURE, createBreachStandIn, sha1Hex } from "../../scripts/fake-breach-api.mjs";
import { run, EXIT } from "./run";
import { captureIo } from "./test-harness";

// `keysmith check --breached` against the stand-in range API (docs/decisions/breach-check.md).
let server: Server;
let standIn: ReturnType<typeof createBreachStandIn>;
let apiUrl: string;

beforeAll(async () => {
  standIn = createBreachStandIn();
  server = createServer(standIn.handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("no port");
  apiUrl = `http://127.0.0.1:${address.port}/range`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function fixture(mode: string): string {
  const entry = BREACH_FIXTURE.find((item) =>
    mode === "listed"
      ? (item.count ?? 0) > 1
      : mode === "padded"
        ? item.count === 0
        : item.mode === mode,
  );
  if (!entry) throw new Error(`no ${mode} password in the fixture`);
  return entry.password;
}

async function check(argv: string[], breachApiUrl: string | undefined = apiUrl) {
  const captured = captureIo();
  const status = await run(["check", ...argv], { ...captured.io, breachApiUrl });
  return { status, stdout: captured.stdout(), errors: captured.errors };
}

function requestsFor(password: string) {
  const prefix = sha1Hex(password).slice(0, 5);
  return standIn.requests.filter((request) => request.path.endsWith(`/${prefix}`));
}

describe("keysmith check --breached", () => {
  it("sends nothing without --breached", async () => {
    const password = fixture("listed");
    const result = await check([password]);
    expect(result.status).toBe(EXIT.ok);
    expect(result.stdout).not.toContain("Breaches:");
    expect(requestsFor(password)).toEqual([]);
  });

  it("asks once for the 5-character prefix with the padding header, and exits 3 when found", async () => {
    const password = fixture("listed");
    const result = await check([password, "--breached"]);
    expect(result.status).toBe(EXIT.breached);
    expect(result.stdout).toMatch(/^Strength: Very Weak /);
    expect(result.stdout).toContain("appears 31,337 times in Have I Been Pwned's Pwned Passwords");
    expect(result.stdout).toContain(
      "Capped at Very Weak: this password appears in known data breaches.",
    );
    // The count and the advice are said once.
    expect(result.stdout.split("31,337")).toHaveLength(2);
    expect(result.stdout.split("Never use this password")).toHaveLength(2);
    expect(result.stdout).toContain("CC BY 4.0");
    const requests = requestsFor(password);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.path).toMatch(/^\/range\/[0-9A-F]{5}$/);
    expect(requests[0]?.headers["add-padding"]).toBe("true");
    // Nothing of the password, nor the rest of its hash, in what was sent.
    expect(JSON.stringify(requests)).not.toContain(sha1Hex(password).slice(5));
    expect(JSON.stringify(requests)).not.toContain(password);
  });

  it("ignores a padding row (count 0) and says not found without calling it strong for that", async () => {
    const result = await check([fixture("padded"), "--breached", "--json"]);
    expect(result.status).toBe(EXIT.ok);
    const json: unknown = JSON.parse(result.stdout);
    expect(json).toMatchObject({ breach: { kind: "not-found" } });
    const text = await check([fixture("padded"), "--breached"]);
    expect(text.stdout).toContain(
      "Not found in Have I Been Pwned's Pwned Passwords. That alone does not make it strong",
    );
  });

  it.each([
    ["failing", "the service answered with an error (HTTP 503)"],
    ["malformed", "the service's answer could not be read"],
  ])(
    "reports a %s answer in one line, exit 69, and still prints the verdict",
    async (mode, why) => {
      const result = await check([fixture(mode), "--breached"]);
      expect(result.status).toBe(EXIT.breachUnavailable);
      expect(result.errors).toEqual([
        `keysmith: cannot check known data breaches at ${apiUrl}: ${why}`,
      ]);
      expect(result.stdout).toMatch(/^Strength: /);
      expect(result.stdout).not.toContain("Breaches:");
    },
  );

  it("gives up on a slow answer after 5 seconds", { timeout: 15_000 }, async () => {
    const result = await check([fixture("slow"), "--breached"]);
    expect(result.status).toBe(EXIT.breachUnavailable);
    expect(result.errors).toEqual([
      `keysmith: cannot check known data breaches at ${apiUrl}: no answer within 5 seconds`,
    ]);
  });

  it("says in one line when the service cannot be reached", async () => {
    const closed = "http://127.0.0.1:9/range";
    const result = await check(["anything", "--breached"], closed);
    expect(result.status).toBe(EXIT.breachUnavailable);
    expect(result.errors).toEqual([
      `keysmith: cannot check known data breaches at ${closed}: the service could not be reached (offline, or blocked)`,
    ]);
  });

  it("refuses a KEYSMITH_BREACH_API_URL that is no http(s) address, before sending anything", async () => {
    const result = await check(["anything", "--breached"], "ftp://example.org/range");
    expect(result.status).toBe(EXIT.usage);
    expect(result.errors[0]).toContain("KEYSMITH_BREACH_API_URL must be the http(s) address");
  });
});
