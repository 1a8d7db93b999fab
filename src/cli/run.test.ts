import { afterEach, describe, expect, it, vi } from "vitest";
import { createSeededRandomizer } from "#core/testing/seeded-randomizer";
import { version } from "../../package.json";
import { EXIT, run, type CliIo } from "./run";
import { CLI_OPTIONS } from "./args";
import { CHECK_MAX_BYTES } from "./stdin";
import { captureIo, expectUsageError, runCli } from "./test-harness";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("keysmith (passwords)", () => {
  it("prints one password of 16 by default", async () => {
    const { status, lines, errors } = await runCli([]);
    expect(status).toBe(0);
    expect(errors).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).{16}$/);
  });

  it("prints --count passwords of --length", async () => {
    const { lines } = await runCli(["--count", "5", "--length", "32"]);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toHaveLength(32);
  });

  it("leaves out the types switched off", async () => {
    const { lines } = await runCli(["-n", "50", "--no-uppercase", "--no-symbols"]);
    for (const line of lines) expect(line).toMatch(/^(?=.*[a-z])(?=.*[0-9])[a-z0-9]{16}$/);
  });

  it("leaves out similar characters with --exclude-similar", async () => {
    const { stdout } = await runCli(["--count", "200", "--exclude-similar"]);
    expect(stdout).not.toMatch(/[0O1lI]/);
  });

  it("draws only from --charset", async () => {
    const { lines } = await runCli(["--count", "20", "--charset", "ab👍🏽"]);
    for (const line of lines) expect(line).toMatch(/^(?:a|b|👍🏽){16}$/u);
  });

  it("streams a large count in chunks, every password on its own line", async () => {
    const captured = captureIo();
    expect(await run(["--count", "100000"], captured.io)).toBe(0);
    expect(captured.writes.length).toBeGreaterThan(10);
    for (const chunk of captured.writes) expect(chunk.length).toBeLessThanOrEqual(1 << 16);
    expect(captured.stdout().match(/\n/g)).toHaveLength(100_000);
  });

  it("waits for each write before producing the next chunk (backpressure)", async () => {
    let pending = 0;
    let mostPending = 0;
    const io: CliIo = {
      write: async () => {
        pending++;
        mostPending = Math.max(mostPending, pending);
        await new Promise((resolve) => setTimeout(resolve, 1));
        pending--;
      },
      error: () => {},
      readLine: async () => ({ kind: "empty" }),
      randomizer: createSeededRandomizer(3),
    };
    expect(await run(["--count", "20000"], io)).toBe(0);
    expect(mostPending).toBe(1);
  });
});

describe("keysmith passphrase", () => {
  it("prints six lower-case words joined by '-' by default", async () => {
    const { status, lines } = await runCli(["passphrase"]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it("honours --words, --separator, --capitalize, --number and --count", async () => {
    const { lines } = await runCli([
      "passphrase",
      "--words",
      "4",
      "--separator",
      " ",
      "--capitalize",
      "--number",
      "--count",
      "3",
    ]);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      const words = line.split(" ");
      expect(words).toHaveLength(4);
      for (const word of words) expect(word).toMatch(/^[A-Z][a-z-]*\d?$/);
      expect(line.replace(/\D/g, "")).toHaveLength(1);
    }
  });
});

describe("keysmith check", () => {
  it("prints the label, the cap's reason, the estimated entropy and the eight checks", async () => {
    const { status, lines } = await runCli(["check", "Abc1!"]);
    expect(status).toBe(0);
    // 6 of 8 checks would say Strong; zxcvbn finds it easy to guess
    // (docs/decisions/checker-verdict.md).
    expect(lines[0]).toBe("Strength: Weak (6/8)");
    expect(lines[1]).toMatch(/^Capped at Weak: the crack-time estimate finds it easy to guess/);
    expect(lines[2]).toMatch(
      /^Entropy: about \d+ bits \(estimate: log2 of zxcvbn's guess count\)$/,
    );
    expect(lines.slice(3, 11)).toEqual([
      "  ✗ At least 12 characters",
      "  ✗ 16+ characters (recommended)",
      "  ✓ Contains uppercase letters",
      "  ✓ Contains lowercase letters",
      "  ✓ Contains numbers",
      "  ✓ Contains special characters",
      "  ✓ Avoids common passwords",
      "  ✓ No repeated characters",
    ]);
    expect(lines.slice(11, 13)).toEqual([
      "Tips:",
      "  - Make your password at least 16 characters long",
    ]);
    expect(lines[13]).toMatch(/^Time to crack: /);
  });

  it("prints the site's fields first with --json, then the cap and zxcvbn's figures", async () => {
    const { status, stdout } = await runCli(["check", "--json", "password"]);
    expect(status).toBe(0);
    const parsed: unknown = JSON.parse(stdout);
    expect(Object.keys(parsed ?? {})).toEqual([
      "score",
      "label",
      "checks",
      "entropyBits",
      "scoreLabel",
      "cap",
      "blocklisted",
      "guesses",
      "guessesLog10",
      "crackTimes",
      "warning",
      "suggestions",
    ]);
    expect(parsed).toMatchObject({ score: 2, label: "Weak", blocklisted: true, cap: null });
    expect(parsed).toHaveProperty("checks.6", {
      id: "notCommon",
      label: "Avoids common passwords",
      passed: false,
    });
    // zxcvbn's second most common password: 3 guesses, so log2(3) bits.
    expect(parsed).toHaveProperty("guesses", 3);
    expect(parsed).toHaveProperty("entropyBits", expect.closeTo(Math.log2(3), 10));
  });

  it("reads the password from standard input when none is given", async () => {
    const { stdout } = await runCli(["check", "--json"], { stdin: "Xk4!mQz9#vLp7&Rt" });
    expect(JSON.parse(stdout)).toMatchObject({ score: 8, label: "Very Strong", cap: null });
  });

  it.each([
    ["an empty standard input", null],
    ["an empty line", ""],
  ])("refuses %s with exit status 2", async (_, stdin) => {
    const { status, errors, stdout } = await runCli(["check"], { stdin });
    expect(status).toBe(2);
    expect(errors).toHaveLength(1);
    expect(stdout).toBe("");
  });
});

describe("keysmith --help and --version", () => {
  it.each([["--help"], ["-h"], ["passphrase", "--help"], ["check", "--help"]])(
    "%s prints the usage",
    async (...argv) => {
      const { status, stdout } = await runCli(argv);
      expect(status).toBe(0);
      expect(stdout).toContain("Usage:");
      expect(stdout).toContain("keysmith passphrase");
    },
  );

  it("lists every exit status, 74 for output that cannot be written among them", async () => {
    const { stdout } = await runCli(["--help"]);
    const statuses = /^Exit status:\n((?: {2}.*\n)+)/m.exec(stdout)?.[1] ?? "";
    for (const status of Object.values(EXIT))
      expect(statuses).toMatch(new RegExp(`^  ${status} `, "m"));
    expect(statuses).toMatch(/^ {2}74 +standard output cannot be written/m);
  });

  it("prints the package version", async () => {
    const { status, stdout } = await runCli(["--version"]);
    expect(status).toBe(0);
    expect(stdout).toBe(`keysmith ${version}\n`);
  });
});

describe("bad arguments: one line on standard error, exit status 2", () => {
  it.each([
    [["--length", "7"], '--length must be a whole number from 8 to 128, not "7"'],
    [["--length", "129"], "--length must be a whole number from 8 to 128"],
    [["--length", "abc"], "--length must be a whole number"],
    [["--length", "12.5"], "--length must be a whole number"],
    [["--length"], "--length needs a value"],
    [["--length", "-5"], "--length needs a value"],
    [["--count", "0"], "--count must be a whole number from 1 to 1,000,000"],
    [["--count", "1000001"], "--count must be a whole number from 1 to 1,000,000"],
    [["--bogus"], "unknown option --bogus"],
    [["-z"], "unknown option -z"],
    [["extra"], "unexpected argument extra"],
    [["--charset", "abc", "--no-numbers"], "--charset replaces the character types"],
    [["--charset", ""], "Custom charset cannot be empty"],
    [
      ["--no-uppercase", "--no-lowercase", "--no-numbers", "--no-symbols"],
      "Please select at least one character type or provide a custom charset",
    ],
    [["passphrase", "--words", "2"], "--words must be a whole number from 3 to 20"],
    [["passphrase", "--capitalize=yes"], "--capitalize takes no value"],
    [["passphrase", "--length", "9"], "unknown option --length"],
    [["check", "one", "two"], "check takes one password"],
    [["check", "--words", "3"], "unknown option --words"],
  ])("%j", async (argv, message) => {
    expectUsageError(await runCli(argv), message);
  });
});

describe("without Web Crypto", () => {
  it.each([[[]], [["passphrase"]]])("%j exits with status 1 and says why", async (argv) => {
    vi.stubGlobal("crypto", undefined);
    vi.resetModules();
    const fresh = await import("./run");
    const captured = captureIo({ seed: null });
    expect(await fresh.run(argv, captured.io)).toBe(1);
    expect(captured.errors).toEqual([
      "keysmith: Secure random numbers are not available in this browser, so no password was generated.",
    ]);
  });
});

describe("keysmith: every mode and option of the page", () => {
  it("--symbols, --min-digits and --min-symbols shape every password, as on the page", async () => {
    const { status, lines } = await runCli([
      "-n",
      "200",
      "-l",
      "14",
      // A value starting with "-" is written --symbols=VALUE, as the usage error says.
      "--symbols=-_",
      "--min-digits",
      "4",
      "--min-symbols",
      "3",
      "-r",
      "aeiou",
    ]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(200);
    for (const line of lines) {
      expect(line).toHaveLength(14);
      expect(line).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(line).not.toMatch(/[aeiou]/);
      expect(line.replace(/[^0-9]/g, "").length).toBeGreaterThanOrEqual(4);
      expect(line.replace(/[^_-]/g, "").length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives the page's result for the same options and random numbers", async () => {
    const { generatePasswords } = await import("#core/generate/password");
    const { DEFAULT_PASSWORD_OPTIONS } = await import("#core/options/password-options");
    const options = {
      ...DEFAULT_PASSWORD_OPTIONS,
      length: 20,
      symbols: "!#",
      minNumbers: 5,
      excludeCharacters: "xyz",
    };
    const page = generatePasswords(options, 3, createSeededRandomizer(7));
    const cli = await runCli(
      ["-n", "3", "-l", "20", "--symbols", "#!", "--min-digits", "5", "-r", "xyz"],
      { seed: 7 },
    );
    expect(page.ok && page.passwords).toEqual(cli.lines);
  });

  it("--memorable prints syllable groups; --groups sets how many", async () => {
    const { status, lines } = await runCli(["--memorable", "--groups", "4", "-n", "20"]);
    expect(status).toBe(0);
    for (const line of lines) {
      expect(line.split("-")).toHaveLength(4);
      expect(line.replace(/[^A-Z]/g, "")).toHaveLength(1);
      expect(line.replace(/[^0-9]/g, "")).toHaveLength(1);
    }
  });

  it("--pin N prints N digits", async () => {
    const { status, lines } = await runCli(["--pin", "8", "-n", "30"]);
    expect(status).toBe(0);
    for (const line of lines) expect(line).toMatch(/^[0-9]{8}$/);
  });

  it("passphrase --lang reads the language's list, with --symbol and --random-separator", async () => {
    const { wordlist } = await import("@scure/bip39/wordlists/spanish.js");
    const spanish = new Set(wordlist.map((word) => word.normalize("NFC")));
    const { status, lines } = await runCli([
      "passphrase",
      "--lang",
      "es",
      "--symbol",
      "--random-separator",
      "-n",
      "10",
    ]);
    expect(status).toBe(0);
    for (const line of lines) {
      const words = line.split(/[-_.,]/);
      expect(words).toHaveLength(6);
      for (const word of words) expect(spanish.has(word.replace(/[!#$%&*?@]$/, ""))).toBe(true);
    }
  });

  it.each([
    [["--memorable", "--pin", "6"], "give either --memorable or --pin, not both"],
    [["--pin", "3"], "--pin must be a whole number from 4 to 12"],
    [
      ["--pin", "6", "--no-symbols"],
      "--pin draws digits only, so --no-symbols cannot be used with it",
    ],
    [["--memorable", "-l", "20"], "--memorable sets its own length: use --groups N"],
    [["--groups", "3"], "--groups needs --memorable"],
    [["--symbols", "a!"], '--symbols takes characters from !@#$%^&*()_+-=[]{}|;:,.<>?, not "a"'],
    [["--min-digits", "10"], "--min-digits must be a whole number from 0 to 9"],
    [
      ["-l", "8", "--min-digits", "5", "--min-symbols", "5"],
      "The minimum numbers and symbols add up to more than the length",
    ],
    [["passphrase", "--lang", "xx"], '--lang must be one of en, de, es, fr, it, pt, cs, not "xx"'],
    [
      ["passphrase", "-s", ".", "--random-separator"],
      "give either --separator or --random-separator, not both",
    ],
  ])("refuses %j", async (argv, message) => {
    expectUsageError(await runCli(argv), message);
  });
});

describe("options that take a value: -l=20 as the usage errors suggest", () => {
  /** A valid value for every option that takes one, and what must come before it. */
  const VALUE_CASES: Record<
    "generate" | "passphrase",
    Record<string, { value: string; before?: string[] }>
  > = {
    generate: {
      length: { value: "20" },
      count: { value: "3" },
      charset: { value: "abc" },
      "remove-chars": { value: "xyz" },
      symbols: { value: "#!" },
      "min-digits": { value: "3" },
      "min-symbols": { value: "2" },
      site: { value: "www.acmemarkets.com" },
      rules: { value: "minlength: 10; required: upper;" },
      groups: { value: "4", before: ["--memorable"] },
      pin: { value: "6" },
    },
    passphrase: {
      words: { value: "4", before: ["passphrase"] },
      separator: { value: ".", before: ["passphrase"] },
      lang: { value: "de", before: ["passphrase"] },
      count: { value: "3", before: ["passphrase"] },
    },
  };

  it("lists every option of the command line that takes a value", () => {
    for (const mode of ["generate", "passphrase", "check"] as const) {
      const taking = Object.entries(CLI_OPTIONS[mode])
        .filter(([, option]) => option.type === "string")
        .map(([name]) => name);
      expect(taking.sort()).toEqual(Object.keys(mode === "check" ? {} : VALUE_CASES[mode]).sort());
    }
  });

  const forms = (["generate", "passphrase"] as const).flatMap((mode) =>
    Object.entries(VALUE_CASES[mode]).map(([name, { value, before = [] }]) => {
      const option: { short?: string } = CLI_OPTIONS[mode][name as never];
      return [[...before, `--${name}`].join(" "), name, value, before, option.short] as const;
    }),
  );

  it.each(forms)("%s VALUE: --OPT=VALUE, -X VALUE, -X=VALUE and -XVALUE agree", async (...form) => {
    const [, name, value, before, short] = form;
    const reference = await runCli([...before, `--${name}`, value]);
    expect(reference.errors).toEqual([]);
    expect(reference.status).toBe(0);
    const spellings = [[`--${name}=${value}`]];
    if (short !== undefined) {
      spellings.push([`-${short}`, value], [`-${short}=${value}`], [`-${short}${value}`]);
    }
    for (const spelling of spellings) {
      expect(await runCli([...before, ...spelling])).toEqual(reference);
    }
  });

  it("reads -l=20 as a length of 20, and the last of several as the length", async () => {
    const { status, lines } = await runCli(["-l=20", "-n", "2"]);
    expect(status).toBe(0);
    for (const line of lines) expect(line).toHaveLength(20);
    const last = await runCli(["-l=20", "--length", "30", "-l=40"]);
    expect(last.lines[0]).toHaveLength(40);
  });

  it("keeps a value that starts with '=': -s== is the separator '='", async () => {
    const { status, lines } = await runCli(["passphrase", "-s==", "-w", "3"]);
    expect(status).toBe(0);
    expect(lines[0]?.split("=")).toHaveLength(3);
  });

  it("takes a value starting with '-' after -X=, as the usage error says", async () => {
    const { status, lines } = await runCli(["-n", "50", "--symbols=-_", "-r=-aeiou"]);
    expect(status).toBe(0);
    for (const line of lines) expect(line).toMatch(/^[A-Zb-df-hj-np-tv-z0-9_]{16}$/);
    expectUsageError(await runCli(["-l", "-5"]), "-l needs a value (write -l=VALUE");
    expectUsageError(
      await runCli(["-l=-5"]),
      '--length must be a whole number from 8 to 128, not "-5"',
    );
  });
});

describe("keysmith check's input: capped, read as bytes, UTF-8 only", () => {
  it("checks the first line of standard input, however it ends", async () => {
    const { status, stdout } = await runCli(["check", "--json"], {
      stdin: "Xk4!mQz9#vLp7&Rt\r\nsecond line\n",
    });
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ score: 8, label: "Very Strong" });
  });

  it.each([
    ["on standard input", ["check"], "a".repeat(CHECK_MAX_BYTES + 1)],
    ["on standard input, in multi-byte characters", ["check"], "é".repeat(2049)],
    ["as an argument", ["check", "a".repeat(CHECK_MAX_BYTES + 1)], null],
  ])("refuses a password over 4,096 bytes %s, checking nothing", async (_, argv, stdin) => {
    expectUsageError(
      await runCli(argv, { stdin }),
      "the password is longer than 4,096 bytes, the most keysmith check reads; nothing was checked",
    );
  });

  it("checks a password of exactly 4,096 bytes", async () => {
    const { status, stdout } = await runCli(["check", "--json"], { stdin: "é".repeat(2048) });
    expect(status).toBe(0);
    expect(JSON.parse(stdout)).toHaveProperty("label");
  });

  it("refuses standard input that is not UTF-8 text, checking nothing", async () => {
    // "pässword" in Latin-1: 0xE4 is not UTF-8 here.
    const latin1 = Uint8Array.from([0x70, 0xe4, 0x73, 0x73, 0x77, 0x6f, 0x72, 0x64, 0x0a]);
    expectUsageError(
      await runCli(["check"], { stdin: latin1 }),
      "standard input is not UTF-8 text, so nothing was checked; pass the password as UTF-8",
    );
  });
});

describe("write errors: one line, exit status 74; a closed pipe ends quietly", () => {
  /** An io whose standard output fails with `code` on the write numbered `failAt` (from 0). */
  function failingIo(code: string, failAt = 0) {
    const captured = captureIo();
    let calls = 0;
    const io: CliIo = {
      ...captured.io,
      write: async (text) => {
        if (calls++ >= failAt) {
          throw Object.assign(new Error(`${code}: system error, write`), { code });
        }
        await captured.io.write(text);
      },
    };
    return { io, errors: captured.errors, calls: () => calls };
  }

  it.each([
    ["ENOSPC", "keysmith: cannot write to standard output: no space left on device (ENOSPC)"],
    ["EBADF", "keysmith: cannot write to standard output: it is closed (EBADF)"],
    ["EIO", "keysmith: cannot write to standard output: input/output error (EIO)"],
    ["EXDEV", "keysmith: cannot write to standard output: system error, write (EXDEV)"],
  ])("%s: one line on standard error, exit status 74, no more writes", async (code, line) => {
    for (const argv of [["-n", "100000"], ["passphrase", "-n", "50000"], ["check", "x"], ["-h"]]) {
      const failing = failingIo(code, argv[0] === "-n" ? 3 : 0);
      expect(await run(argv, failing.io)).toBe(74);
      expect(failing.errors).toEqual([line]);
      expect(failing.calls()).toBe(argv[0] === "-n" ? 4 : 1);
    }
  });

  it("EPIPE (the reader closed the pipe, as head does): exit status 0, nothing said", async () => {
    const failing = failingIo("EPIPE", 2);
    expect(await run(["-n", "100000"], failing.io)).toBe(0);
    expect(failing.errors).toEqual([]);
    expect(failing.calls()).toBe(3);
  });

  it("an error that is not a write error still propagates", async () => {
    const io: CliIo = {
      ...captureIo().io,
      readLine: () => Promise.reject(new Error("stdin broke")),
    };
    await expect(run(["check"], io)).rejects.toThrow("stdin broke");
  });
});
