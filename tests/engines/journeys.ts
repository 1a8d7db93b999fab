/**
 * The user journeys, written once against the page driver (tests/engines/driver.ts) and run in
 * each engine by its own test file. One browser per engine, the journeys in sequence; each starts
 * from a page it opens itself, so one failing does not break the next.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { BOUNDED_SITE, ruleProblems } from "../e2e/listed-sites";
import { englishPassphraseWords } from "../e2e/passphrase-words";
import { getGermanWordList } from "#core/generate/wordlists/german-7776";
import { ALL_PATHS, STATIC_ROUTES } from "../e2e/site-routes";
import { FORCED_ERROR, serveBrokenCard } from "./broken-build";
import { serveConfiguredWithStandIn } from "./configured-build";
import { graphemes, page, type PageDriver, type Target } from "./driver";
import { startEngine, type EngineName } from "./engines";
import { SiteServer } from "./site-server";
import { CLIENT_DIR } from "../../scripts/build-dir.mjs";
import { BREACH_FIXTURE, sha1Hex } from "../../scripts/fake-breach-api.mjs";
import { createKeysmithServer } from "../../scripts/serve.mjs";

/** Retries `check` until it passes or `timeoutMs` runs out, then throws its last failure. */
async function until(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const card = page.role("group", "Password Generator");
const themeToggle = page.role("banner").role("button", /^Switch to (dark|light) theme$/);

/** The bulk page's passwords, in order; each item reads "1.", then its password. */
const bulkItems = page.role("region", "Generated passwords").role("listitem");

/** The notifications (toasts) on screen. */
const toasts = page.role("region", /^Notifications/).role("listitem");

/** The checker's label and score, as its meter gives them to a screen reader. */
const checkerMeter = page.role("meter", "Checks passed");

/** Spec §9's special set. */
const SPECIAL = "!@#$%^&*()_+-=[]{}|;:,.<>?";

/** Parses RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i++;
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

export function journeys(engine: EngineName, portOffset: number): void {
  const port = Number(process.env.E2E_PORT ?? 4317) + portOffset;
  let site: SiteServer;
  let d: PageDriver;

  /** Opens `path` and waits until React has hydrated it: `toggle` says whether it is pressed. */
  async function hydrated(path: string, toggle: Target = themeToggle): Promise<void> {
    await d.goto(path);
    await until(async () => {
      const toggleState = await d.state(toggle, ["aria-pressed"]);
      expect(toggleState.attributes?.["aria-pressed"]).toMatch(/^(true|false)$/);
    }, 20_000);
  }

  async function text(target: Target): Promise<string> {
    const state = await d.state(target);
    if (state.count === 0) throw new Error(`nothing found for ${target.toString()}`);
    return state.text ?? "";
  }

  async function visible(target: Target, timeoutMs?: number): Promise<void> {
    await until(async () => {
      const state = await d.state(target);
      expect(state.count, target.toString()).toBeGreaterThan(0);
      expect(state.visible, target.toString()).toBe(true);
    }, timeoutMs);
  }

  async function gone(target: Target): Promise<void> {
    await until(async () => {
      const state = await d.state(target);
      expect(state.count === 0 || state.visible === false, target.toString()).toBe(true);
    });
  }

  /** The card's first password, once the card answers every control. */
  async function shownPassword(): Promise<string> {
    await visible(card.testId("password"));
    await until(async () => {
      expect((await d.state(card.busy())).count).toBe(0);
    });
    return text(card.testId("password").nth(0));
  }

  /** Waits for the card to show a password other than `before`, and returns it. */
  async function nextPassword(before: string): Promise<string> {
    let now = "";
    await until(async () => {
      now = await shownPassword();
      expect(now).not.toBe(before);
    });
    return now;
  }

  /**
   * Types a number and confirms it with Enter. (Leaving with Tab would do as well, but headless
   * Firefox under WebDriver BiDi never gives the document the system focus, so it fires no blur.)
   */
  async function setNumber(target: Target, value: string): Promise<void> {
    await d.fill(target, value);
    await d.press("Enter");
  }

  /** The whole text of the toast whose text includes `title`. */
  async function toast(title: string): Promise<string> {
    let found: string | undefined;
    await until(async () => {
      const shown: string[] = [];
      const { count } = await d.state(toasts);
      for (let i = 0; i < count; i++) shown.push(await text(toasts.nth(i)));
      found = shown.find((toast) => toast.includes(title));
      expect(found, `a toast with "${title}" among ${JSON.stringify(shown)}`).toBeDefined();
    });
    return found!;
  }

  /** Opens `path` as a first visit: no stored options, history or theme from other journeys. */
  async function firstVisit(path: string, toggle: Target = themeToggle): Promise<void> {
    await d.goto(path);
    await d.evaluate("(localStorage.clear(), sessionStorage.clear(), true)");
    await hydrated(path, toggle);
  }

  /** Waits for a file whose name matches `name` to be complete in the download folder. */
  async function downloaded(name: RegExp): Promise<{ file: string; content: string }> {
    let result: { file: string; content: string } | null = null;
    await until(async () => {
      const files = readdirSync(d.downloadDir).filter((file) => name.test(file));
      expect(files, `a download named ${name} in ${d.downloadDir}`).toHaveLength(1);
      const file = files[0]!;
      const content = readFileSync(join(d.downloadDir, file), "utf8");
      expect(content).not.toBe("");
      result = { file, content };
    }, 15_000);
    return result!;
  }

  describe.sequential(engine, () => {
    beforeAll(async () => {
      site = new SiteServer(port);
      await site.start();
      d = await startEngine(engine, site.url);
      console.log(`${engine}: ${d.via}`);
    }, 120_000);

    afterAll(async () => {
      await d?.close();
      await site?.stop();
    });

    afterEach(async () => {
      // Each journey ends with no error in the console; one that expects some takes them itself.
      expect(await d.takeErrors()).toEqual([]);
    });

    it("every route loads and hydrates, with its title and heading and no console error", async () => {
      const errors: Record<string, string[]> = {};
      for (const path of ALL_PATHS) {
        await hydrated(path);
        const route = STATIC_ROUTES.find((entry) => entry.path === path);
        if (route) {
          expect(await d.evaluate<string>("document.title"), path).toBe(route.title);
          expect(await text(page.role("heading", undefined, { level: 1 })), path).toBe(
            route.heading,
          );
        } else {
          await visible(page.role("heading", undefined, { level: 1 }));
        }
        const seen = await d.takeErrors();
        if (seen.length > 0) errors[path] = seen;
      }
      if (d.loadErrors) {
        for (const [url, seen] of await d.loadErrors(ALL_PATHS)) {
          if (seen.length > 0) errors[`${url} (while loading)`] = seen;
        }
      }
      expect(errors).toEqual({});
    }, 300_000);

    it("the generator makes a password, follows its options and makes five at once", async () => {
      await firstVisit("/");
      const first = await shownPassword();
      expect(first).toHaveLength(16);
      await d.click(card.role("button", "Generate"));
      await nextPassword(first);

      await setNumber(card.role("textbox", "Length"), "40");
      await until(async () => expect(await shownPassword()).toHaveLength(40));
      await d.click(card.role("checkbox", "Symbols"));
      await until(async () => expect(await shownPassword()).toMatch(/^[A-Za-z0-9]{40}$/));

      // A typed value that is not a whole number is read the same way in every engine.
      await setNumber(card.role("textbox", "Length"), "12abc");
      await visible(card.text("Length must be a whole number from 8 to 128; using 12."));
      expect((await d.state(card.role("textbox", "Length"))).value).toBe("12");
      await until(async () => expect(await shownPassword()).toMatch(/^[A-Za-z0-9]{12}$/));
      await setNumber(card.role("textbox", "Length"), "16");
      await d.click(card.role("checkbox", "Symbols"));

      await d.click(card.role("switch", "Generate 5 at once"));
      const list = card.role("list", "Generated passwords");
      await until(async () => expect((await d.state(list.role("listitem"))).count).toBe(5));
      expect((await d.state(list.role("button", /^Copy password \d$/))).count).toBe(5);
      await d.click(card.role("button", "Generate 5"));
      await visible(card.role("button", /^History \(\d+\)$/));
      await d.click(card.role("switch", "Generate 5 at once"));
      await until(async () => expect((await d.state(card.testId("password"))).count).toBe(1));
    });

    it("a template generates with its length and closes its panel", async () => {
      await firstVisit("/");
      await shownPassword();
      await d.click(card.role("button", "Templates"));
      const panel = card.role("region", "Password Templates");
      await visible(panel);
      await d.click(panel.role("button", /^Mobile Apps/));
      await gone(panel);
      await until(async () => expect(await shownPassword()).toMatch(/^[A-Za-z0-9]{14}$/));
      expect((await d.state(card.role("textbox", "Length"))).value).toBe("14");
    });

    it("a passphrase follows its word count and capitals", async () => {
      await firstVisit("/");
      await shownPassword();
      await d.click(card.role("radio", /passphrase/i));
      await until(async () => {
        const words = englishPassphraseWords(await shownPassword(), 6);
        expect(words).not.toBeNull();
        for (const word of words ?? []) expect(word).toMatch(/^[a-z-]+$/);
      }, 15_000);
      await setNumber(card.role("textbox", "Words"), "8");
      await until(async () =>
        expect(englishPassphraseWords(await shownPassword(), 8)).not.toBeNull(),
      );
      await d.click(card.role("switch", "Capitalize words"));
      await until(async () => {
        const words = englishPassphraseWords(await shownPassword(), 8);
        expect(words).not.toBeNull();
        for (const word of words ?? []) expect(word).toMatch(/^[A-Z]/);
      });
      await d.click(card.role("radio", /^password$/i));
      await until(async () => expect(await shownPassword()).toHaveLength(16));
    });

    it("a long passphrase wraps only after a separator, whatever the separator", async () => {
      // Seen in Firefox and WebKit: a passphrase broke inside a word. The lines of the card's
      // passphrase are measured from its characters' boxes (Range.getClientRects); capitals mark
      // where each German word (letters only) begins.
      const measure = `(() => {
        const root = document.querySelector('[data-testid="password"] > span');
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const starts = [];
        let text = "";
        let lastTop = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.nodeValue || "";
          for (let i = 0; i < value.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getClientRects()[0];
            if (!box) continue;
            if (lastTop !== null && box.top > lastTop + box.height / 2) {
              let piece = node.parentElement;
              while (piece !== root && getComputedStyle(piece).display !== "inline-block") {
                piece = piece.parentElement;
              }
              const wide =
                piece !== root &&
                piece.getBoundingClientRect().width >= root.getBoundingClientRect().width - 1;
              starts.push({ at: text.length + i, wide });
            }
            lastTop = box.top;
          }
          text += value;
        }
        const overflow = document.documentElement.scrollWidth - window.innerWidth;
        return { text, starts, overflow };
      })()`;
      await d.setViewportWidth(390);
      try {
        for (const separator of ["-", ".", "", "7"]) {
          await d.goto("/");
          await d.evaluate(
            `(localStorage.clear(), localStorage.setItem("generatorMode", "passphrase"),
              localStorage.setItem("passphraseOptions", ${JSON.stringify(
                JSON.stringify({ words: 20, separator, capitalize: true, language: "de" }),
              )}), true)`,
          );
          await hydrated("/");
          await until(async () => {
            expect((await shownPassword()).split(/(?=[A-Z])/)).toHaveLength(20);
          }, 15_000);
          const lines = await d.evaluate<{
            text: string;
            starts: { at: number; wide: boolean }[];
            overflow: number;
          }>(measure);
          expect(lines.starts.length, lines.text).toBeGreaterThan(1);
          const misplaced = lines.starts
            .filter((start) => !start.wide && !/[A-Z]/.test(lines.text[start.at] ?? ""))
            .map((start) => `${lines.text.slice(0, start.at)}⏎${lines.text.slice(start.at)}`);
          expect(misplaced, `separator ${JSON.stringify(separator)}`).toEqual([]);
          expect(lines.overflow).toBeLessThanOrEqual(0);
        }
      } finally {
        await d.evaluate("(localStorage.clear(), true)");
        await d.setViewportWidth(1280);
      }
    }, 120_000);

    it("each page made for one kind of secret opens in its mode, and Generate makes another", async () => {
      const doors = [
        ["/passphrase-generator", "Generate a passphrase", "Passphrase", /^[a-z]+(?:-[a-z]+){5,}$/],
        ["/pin-generator", "Generate a PIN", "PIN", /^[0-9]{6}$/],
        [
          "/memorable-password-generator",
          "Generate a memorable password",
          "Memorable",
          /^[2-9]?[a-zA-Z]{6}[2-9]?(-[2-9]?[a-zA-Z]{6}[2-9]?){2}$/,
        ],
        [
          "/username-generator",
          "Generate a username",
          "Username",
          /^[A-Z][a-z]+[A-Z][a-z]+[0-9]{2}$/,
        ],
      ] as const;
      for (const [path, title, mode, shape] of doors) {
        await firstVisit(path);
        const doorCard = page.role("group", title);
        const value = doorCard.testId("password");
        await visible(value);
        await until(async () => expect((await d.state(doorCard.busy())).count).toBe(0));
        expect((await d.state(doorCard.role("radio", mode))).checked, path).toBe(true);
        const first = await text(value);
        expect(first, path).toMatch(shape);
        await d.click(doorCard.role("button", "Generate"));
        await until(async () => {
          const next = await text(value);
          expect(next, path).not.toBe(first);
          expect(next, path).toMatch(shape);
        });
      }
    });

    it("a saved set's name is one name whatever its case, and a set can be renamed", async () => {
      // Seen in WebKit under a POSIX locale: "PHONE" beside "Phone" made a second set.
      await firstVisit("/");
      await shownPassword();
      await d.click(card.role("button", "Templates"));
      const panel = card.role("region", "Password Templates");
      await visible(panel.role("heading", "Your saved sets"));
      const name = panel.role("textbox", "Name for the current options");
      await d.fill(name, "Phone");
      await d.click(panel.role("button", "Save current options"));
      await visible(panel.role("status").text("Saved “Phone”."));
      await d.fill(name, "PHONE");
      await d.click(panel.role("button", "Save current options"));
      await visible(panel.role("status").text("Replaced “PHONE”."));
      const sets = panel.role("list", "Saved sets").role("listitem");
      expect((await d.state(sets)).count).toBe(1);

      await d.click(panel.role("button", "Rename “PHONE”"));
      await d.fill(panel.role("textbox", "New name for “PHONE”"), "Work phone");
      await d.press("Enter");
      await visible(panel.role("status").text("Renamed “PHONE” to “Work phone”."));
      expect(await text(sets.nth(0))).toContain("Work phone");
      expect((await d.state(sets)).count).toBe(1);
    });

    it("a custom set with an emoji makes passwords of exactly those characters", async () => {
      await firstVisit("/");
      await shownPassword();
      await d.click(card.role("button", "Custom Sets"));
      const panel = card.role("region", "Custom Character Sets");
      await d.click(panel.role("switch", "Use custom character set"));
      await d.fill(panel.role("textbox", "Custom characters"), "ab🙂é");
      await visible(panel.text("4/1000 characters"));
      for (let i = 0; i < 3; i++) {
        const password = await shownPassword();
        expect(graphemes(password)).toHaveLength(16);
        expect(graphemes(password).every((c) => ["a", "b", "🙂", "é"].includes(c))).toBe(true);
        await d.click(card.role("button", "Generate"));
        await nextPassword(password);
      }
      await d.click(panel.role("switch", "Use custom character set"));
    });

    it("a site rule bounds what Generate makes", async () => {
      await firstVisit("/");
      await shownPassword();
      await d.click(page.role("button", "Site Rules"));
      // A listed site picked by what its rule does (tests/e2e/listed-sites.ts).
      await d.fill(page.role("textbox", "Site or password rule"), BOUNDED_SITE.domain);
      await visible(page.text(`Rules for ${BOUNDED_SITE.domain}`));
      for (let i = 0; i < 3; i++) {
        await d.click(card.role("button", "Generate"));
        expect(ruleProblems(BOUNDED_SITE, await shownPassword())).toEqual([]);
      }
      await d.fill(page.role("textbox", "Site or password rule"), "");
    });

    it("copy puts the password on the clipboard: pasted, it is the same text", async () => {
      await firstVisit("/");
      const password = await shownPassword();
      await d.click(card.role("button", "Copy password"));
      expect(await toast("Copied!")).toContain("Password copied to clipboard");
      await hydrated("/password-checker");
      await d.click(page.label("Password to check"));
      await d.press("Paste");
      await until(async () =>
        expect((await d.state(page.label("Password to check"))).value).toBe(password),
      );
    });

    it("the clipboard clear: a later copy on the page ends it; at time up one click clears", async () => {
      const statusText = card.role("status");
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      /** What a paste into the checker's field gives now. */
      async function pasted(): Promise<string> {
        await hydrated("/password-checker");
        await d.fill(page.label("Password to check"), "");
        await d.press("Paste");
        await sleep(1_000);
        return (await d.state(page.label("Password to check"))).value ?? "";
      }
      /** The home page with "Clear the clipboard: after 30 seconds" chosen, and focus. */
      async function homeClearingAfter30(): Promise<void> {
        await hydrated("/");
        // Headless Firefox under WebDriver BiDi never gives the document the system focus (see
        // setNumber); a person's browser window in front has it, and the count runs only then.
        if (!(await d.evaluate<boolean>("document.hasFocus()"))) {
          await d.evaluate(
            "(Object.defineProperty(document, 'hasFocus', { value: () => true }), true)",
          );
        }
      }

      await firstVisit("/");
      await d.evaluate(
        `(localStorage.setItem("privacySettings", JSON.stringify({ clipboardClearSeconds: 30 })), true)`,
      );
      await homeClearingAfter30();
      // Said before the option is used: this engine writes the clipboard only just after a click.
      await d.click(card.role("button", "Privacy"));
      await visible(page.text(/This browser lets a page change the clipboard only just after/));
      await d.click(card.role("button", "Privacy"));

      // A copy on the page after the password ends the countdown, and the clipboard keeps it.
      await shownPassword();
      await d.click(card.role("button", "Copy password"));
      await visible(statusText.text(/^The password on your clipboard will be cleared in \d+ s\.$/));
      const heading = await text(page.role("heading", undefined, { level: 1 }));
      await d.evaluate("(getSelection().selectAllChildren(document.querySelector('h1')), true)");
      await d.press("Copy");
      await visible(
        statusText.text("You copied something else since, so Keysmith leaves the clipboard alone."),
      );
      // Past the time, with no script run meanwhile: the driver's own calls count as a click in
      // Firefox, and one would let the page write as if the visitor had clicked.
      await sleep(33_000);
      expect((await d.state(card.role("button", "Clear clipboard now"))).count).toBe(0);
      expect((await pasted()).trim()).toBe(heading.trim());

      // Time up without a click just before: the clear is offered as one click, which clears.
      await homeClearingAfter30();
      const password = await shownPassword();
      await d.click(card.role("button", "Copy password"));
      await visible(statusText.text(/^The password on your clipboard will be cleared in \d+ s\.$/));
      await sleep(33_000);
      await visible(
        statusText.text(
          "Time to clear the clipboard: this browser lets a page do that only when you click.",
        ),
      );
      await d.click(card.role("button", "Clear clipboard now"));
      await visible(statusText.text("Clipboard cleared."));
      const after = await pasted();
      expect(after).not.toContain(password);
      expect(after).toBe("");
    }, 240_000);

    it("history keeps what was made, newest first, and Clear empties it", async () => {
      await firstVisit("/");
      let password = await shownPassword();
      const made: string[] = [];
      for (let i = 0; i < 3; i++) {
        await d.click(card.role("button", "Generate"));
        password = await nextPassword(password);
        made.push(password);
      }
      await d.click(card.role("button", /^History \(\d+\)$/));
      const list = card.role("list", "Password history");
      await visible(list);
      expect(await text(list.role("listitem").nth(0))).toContain(made[2]);
      expect(await text(list)).toContain(made[0]);
      await d.click(card.role("button", "Clear History"));
      expect(await toast("History Cleared")).toContain(
        "Password history has been securely cleared",
      );
      await visible(card.role("button", "History (0)"));
    });

    it("the checker gives its verdict and says why it is capped", async () => {
      await hydrated("/password-checker");
      await d.fill(page.label("Password to check"), "P@ssw0rd2024!");
      await d.click(page.role("button", "Check password"));
      await visible(
        page.text("Capped at Weak: this password is on a list of common and breached passwords."),
        20_000,
      );
      const meter = await d.state(checkerMeter, ["aria-valuetext"]);
      expect(meter.attributes?.["aria-valuetext"]).toBe("6 of 8 checks passed: Weak");
    });

    it("the opt-in breach check: one padded request per check, and what the page says", async () => {
      // The configured build, whose checker may call the stand-in range API
      // (tests/engines/configured-build.ts; docs/decisions/breach-check.md).
      const served = await serveConfiguredWithStandIn();
      const listed = BREACH_FIXTURE.find((entry) => (entry.count ?? 0) > 1)!;
      const onceListed = BREACH_FIXTURE.find((entry) => entry.count === 1)!;
      const padded = BREACH_FIXTURE.find((entry) => entry.count === 0)!;
      const failing = BREACH_FIXTURE.find((entry) => entry.mode === "failing")!;
      const breachSwitch = page.role("switch", "Also check known data breaches");
      const breachNote = page.testId("checker-breach");
      /** Waits for the page to say `says` with its verdict. */
      async function shows(says: string): Promise<void> {
        await visible(page.text(says), 15_000);
        await visible(checkerMeter, 15_000);
        await visible(page.text(/^about \d+ bits$/), 15_000);
      }
      /** Checks `password` and what the stand-in received for it. */
      async function check(password: string, says: string): Promise<void> {
        const before = served.requests.length;
        await d.fill(page.label("Password to check"), password);
        await d.click(page.role("button", "Check password"));
        await shows(says);
        sentOnce(password, before);
      }
      /** What the stand-in received since `before`: one check of `password`, and nothing else. */
      function sentOnce(password: string, before: number): void {
        const received = served.requests.slice(before);
        // One GET for the 5-character prefix, with the padding header and no body; the only
        // other request is the browser's CORS preflight for the same path (Add-Padding is not a
        // safelisted header).
        const gets = received.filter((request) => request.method === "GET");
        expect(gets).toHaveLength(1);
        const get = gets[0]!;
        expect(get.path).toBe(`/range/${sha1Hex(password).slice(0, 5)}`);
        expect(get.path).toMatch(/^\/range\/[0-9A-F]{5}$/);
        expect(get.headers["add-padding"]).toBe("true");
        expect(get.body).toBe("");
        expect(get.headers.cookie).toBeUndefined();
        expect(get.headers.referer).toBeUndefined();
        const others = received.filter((request) => request !== get);
        expect(others.length).toBeLessThanOrEqual(1);
        for (const other of others)
          expect([other.method, other.path]).toEqual(["OPTIONS", get.path]);
        const sent = JSON.stringify(received);
        expect(sent).not.toContain(sha1Hex(password).slice(5));
        expect(sent).not.toContain(password);
        if (password === listed.password) {
          // The exact request, as the stand-in received it, for the run's log.
          const shown = received.map(({ method, path, headers, body }) => ({
            request: `${method} ${path}`,
            headers,
            body,
          }));
          console.log(`${engine}: a breach check sent ${JSON.stringify(shown, null, 1)}`);
        }
      }
      try {
        await d.goto(`${served.url}/about`);
        // Ads and analytics refused, as a visitor would: no consent banner in the way.
        await d.evaluate(`(localStorage.clear(), localStorage.setItem("cookie-consent",
          JSON.stringify({ analytics: false, advertising: false, functional: true, timestamp: 1 })),
          true)`);
        await hydrated(`${served.url}/password-checker`);
        expect((await d.state(breachSwitch)).checked).toBe(false);
        // Off: a check sends nothing.
        await d.fill(page.label("Password to check"), onceListed.password);
        await d.click(page.role("button", "Check password"));
        await visible(page.text(/^about \d+ bits$/), 15_000);
        expect((await d.state(breachNote)).count).toBe(0);
        expect(served.requests).toEqual([]);

        // Turned on after a check, it asks about the password checked.
        const before = served.requests.length;
        await d.click(breachSwitch);
        await until(async () => expect((await d.state(breachSwitch)).checked).toBe(true));
        await shows(
          "Found in known data breaches: this password appears 1 time in Have I Been Pwned's Pwned Passwords. Never use this password.",
        );
        sentOnce(onceListed.password, before);

        await check(
          listed.password,
          "Found in known data breaches: this password appears 31,337 times in Have I Been Pwned's Pwned Passwords. Never use this password.",
        );
        await until(async () => {
          const meter = await d.state(checkerMeter, ["aria-valuetext"]);
          expect(meter.attributes?.["aria-valuetext"]).toMatch(/ checks passed: Very Weak$/);
        });
        // The cap gives the reason; the count is said once, by the sentence above.
        await visible(
          page.text("Capped at Very Weak: this password appears in known data breaches."),
        );
        const said = await text(page.role("region", "Result").role("status"));
        expect(said.split("31,337"), said).toHaveLength(2);
        expect(said.split("Never use this password"), said).toHaveLength(2);
        // Pwned Passwords credited where its result is shown (CC BY 4.0).
        expect(await text(breachNote)).toContain(
          "Breach data: Pwned Passwords by Have I Been Pwned (haveibeenpwned.com), CC BY 4.0.",
        );
        await visible(breachNote.role("link", "CC BY 4.0"));

        await check(
          padded.password,
          "Not found in Have I Been Pwned's Pwned Passwords. That alone does not make it strong: judge it by the rest of this result.",
        );
        expect((await d.state(page.text(/^Capped at Very Weak/))).count).toBe(0);

        await check(
          failing.password,
          "Could not check known data breaches: the service answered with an error (HTTP 503). The rest of this result is judged without breach data.",
        );
        const label = await d.state(checkerMeter, ["aria-valuetext"]);
        expect(label.attributes?.["aria-valuetext"]).toMatch(
          /^\d of 8 checks passed: (?!Provisional)/,
        );
      } finally {
        await served.stop();
      }
      // The browser may log the 503 as a failed load; nothing else is expected.
      const unexpected = (await d.takeErrors()).filter((error) => !/\b503\b/.test(error));
      expect(unexpected).toEqual([]);
    }, 120_000);

    it("bulk: reads the count as typed, generates, copies all and downloads .txt and .csv", async () => {
      await hydrated("/bulk-generator");
      // "5x" is not a whole number: every engine falls back to 1 and says so.
      await d.fill(page.label("Number of passwords"), "5x");
      await d.click(page.role("button", "Generate passwords"));
      await visible(page.text("Count must be a whole number from 1 to 100; using 1."));
      await until(async () => expect((await d.state(bulkItems)).count).toBe(1));
      expect((await d.state(page.label("Number of passwords"))).value).toBe("1");
      expect(await text(page.role("status").text("Generated 1 password."))).toBe(
        "Generated 1 password.",
      );

      await d.fill(page.label("Number of passwords"), "7");
      await d.click(page.role("button", "Generate passwords"));
      await until(async () => expect((await d.state(bulkItems)).count).toBe(7));
      await visible(page.role("status").text("Generated 7 passwords."));
      const passwords: string[] = [];
      for (let i = 0; i < 7; i++) {
        const item = await text(bulkItems.nth(i));
        expect(item.startsWith(`${i + 1}.`), item).toBe(true);
        passwords.push(item.slice(`${i + 1}.`.length));
      }
      expect(passwords).toHaveLength(7);
      for (const password of passwords) {
        expect(password).toHaveLength(16);
        expect([...password].every((c) => /[A-Za-z0-9]/.test(c) || SPECIAL.includes(c))).toBe(true);
      }

      await d.click(page.role("button", "Copy All"));
      expect(await toast("Copied!")).toContain("7 passwords copied to clipboard");
      // A one-line field joins pasted lines; what arrives is every password, in order.
      await d.fill(page.label("Password length"), "");
      await d.press("Paste");
      await until(async () => {
        const pasted = (await d.state(page.label("Password length"))).value ?? "";
        expect(pasted.replace(/\s+/g, "")).toBe(passwords.join(""));
      });

      await d.click(page.role("button", "Download .txt"));
      const txt = await downloaded(/^passwords-\d{13}\.txt$/);
      expect(txt.content.split("\n")).toEqual([...passwords, ""]);

      await d.click(page.role("button", "Download .csv"));
      const csv = await downloaded(/^passwords-\d{13}\.csv$/);
      // A cell a spreadsheet would run as a formula (= + - @) is kept as text with a ' before it.
      const cell = (p: string) => (/^[=+\-@']/.test(p) ? `'${p}` : p);
      expect(parseCsv(csv.content)).toEqual([["password"], ...passwords.map((p) => [cell(p)])]);
    });

    it("the theme toggle switches the theme and the choice survives a reload", async () => {
      await hydrated("/about");
      const dark = () => d.evaluate<boolean>("document.documentElement.classList.contains('dark')");
      const before = await dark();
      await d.click(themeToggle);
      await until(async () => expect(await dark()).toBe(!before));
      await d.reload();
      await until(async () => {
        const toggle = await d.state(themeToggle, ["aria-pressed"]);
        expect(toggle.attributes?.["aria-pressed"]).toBe(String(!before));
      });
      expect(await dark()).toBe(!before);
      await d.click(themeToggle);
      await until(async () => expect(await dark()).toBe(before));
    });

    it("at 390 px the menu button opens the mobile menu, and a link in it navigates", async () => {
      const width = await d.setViewportWidth(390);
      try {
        // MiniBrowser's window is at least 447 px wide: still the phone layout, below the 640 px
        // breakpoint (tests/engines/webdriver-driver.ts).
        if (d.via.includes("MiniBrowser")) expect(width).toBeLessThan(640);
        else expect(width).toBe(390);
        await hydrated("/about");
        const menu = page.role("navigation", "Mobile");
        await gone(menu);
        await d.click(page.role("button", "Open menu"));
        await visible(menu);
        await d.click(menu.role("link", "Password Checker"));
        await visible(page.role("heading", "Password Strength Checker", { level: 1 }));
        await gone(menu);
      } finally {
        await d.setViewportWidth(1280);
      }
    });

    it("in German: the page, its card and its passphrases are German, and the menu leads to English", async () => {
      const germanWords = new Set(getGermanWordList());
      const germanCard = page.role("group", "Passwort-Generator");
      // Hydrated once the theme toggle, named in German, says whether it is pressed.
      await firstVisit(
        "/de",
        page.role("banner").role("button", /^Zum (dunklen|hellen) Design wechseln$/),
      );
      expect(await d.evaluate<string>("document.documentElement.lang")).toBe("de");
      await visible(page.role("heading", /.+/, { level: 1 }));

      await visible(germanCard.testId("password"));
      const first = await text(germanCard.testId("password").nth(0));
      expect(first).toHaveLength(16);
      await d.click(germanCard.role("button", "Erzeugen"));
      await until(async () =>
        expect(await text(germanCard.testId("password").nth(0))).not.toBe(first),
      );

      // A German page makes German passphrases when the visitor chose no language.
      await d.click(germanCard.role("radio", /^Passphrase$/));
      await until(async () => {
        const words = (await text(germanCard.testId("password").nth(0))).split("-");
        expect(words).toHaveLength(6);
        for (const word of words) expect(germanWords.has(word), word).toBe(true);
      }, 15_000);

      await d.click(page.role("banner").role("button", "Sprache: Deutsch"));
      await d.click(page.role("banner").role("link", "English"));
      await visible(page.role("heading", "Create secure passwords instantly", { level: 1 }));
      expect(await d.evaluate<string>("document.documentElement.lang")).toBe("en");
    });

    it("before any script file loads, the card shows the stored mode and options or hides them", async () => {
      // The built site on a port of its own that answers no JavaScript file: only what the HTML
      // carries runs, as before React arrives (docs/decisions/first-paint-password.md).
      const site = createKeysmithServer({ root: fileURLToPath(CLIENT_DIR) });
      const noScripts = createServer((request, response) => {
        if (/^\/assets\/[^?]*\.js(\?|$)/.test(request.url ?? "")) {
          response.writeHead(404).end();
          return;
        }
        site.emit("request", request, response);
      });
      await new Promise<void>((resolve) => noScripts.listen(port + 1, "localhost", resolve));
      const origin = `http://localhost:${port + 1}`;
      const modes = card.role("radiogroup", "What to generate");
      const length = card.role("textbox", "Length");
      async function firstPaintWith(stored: Record<string, string>): Promise<void> {
        await d.goto(`${origin}/about`);
        await d.evaluate(`(localStorage.clear(), Object.entries(${JSON.stringify(stored)})
          .forEach(([key, value]) => localStorage.setItem(key, value)), true)`);
        await d.goto(`${origin}/`);
        await visible(card.role("button", "Generate"));
      }
      /** Shown to nobody: not visible, and out of the accessibility tree. */
      async function hiddenFromAll(target: Target): Promise<void> {
        const state = await d.state(target);
        if (state.count > 0) expect(state.visible, target.toString()).toBe(false);
      }
      try {
        await firstPaintWith({ generatorMode: "passphrase" });
        await hiddenFromAll(modes);
        await hiddenFromAll(card.text("Your password appears here."));
        await hiddenFromAll(length);
        expect(
          await d.evaluate<string>(
            "getComputedStyle(document.querySelector('[role=radiogroup]')).visibility",
          ),
        ).toBe("hidden");

        await firstPaintWith({
          passwordOptions: JSON.stringify({ length: 40, includeSpecial: false }),
        });
        expect(graphemes(await text(card.testId("password")))).toHaveLength(40);
        expect((await d.state(modes.role("radio", "Password"))).checked).toBe(true);
        await hiddenFromAll(length);
        await hiddenFromAll(card.role("checkbox", /^Symbols/));

        await firstPaintWith({ passwordOptions: '{"length":', generatorMode: "pass" });
        expect(graphemes(await text(card.testId("password")))).toHaveLength(16);
        expect((await d.state(modes.role("radio", "Password"))).checked).toBe(true);
        const shown = await d.state(length);
        expect([shown.visible, shown.value]).toEqual([true, "16"]);
      } finally {
        const closed = new Promise<void>((resolve) => noScripts.close(() => resolve()));
        noScripts.closeAllConnections();
        await closed;
      }
      // The files it refused are logged as failed loads; nothing else is expected.
      await d.takeErrors();
    }, 120_000);

    it("an unknown path shows the not-found page and logs only the miss", async () => {
      await hydrated("/definitely/not/here");
      expect(await d.evaluate<string>("document.title")).toBe("404 - Page Not Found");
      await visible(page.role("heading", "Page Not Found", { level: 1 }));
      const unexpected = (await d.takeErrors()).filter(
        (error) => !error.includes("/definitely/not/here") && !/\b404\b/.test(error),
      );
      expect(unexpected).toEqual([]);
    });

    it("after one visit the site and its generator work offline", async () => {
      await hydrated("/");
      await d.evaluate("navigator.serviceWorker.ready.then(() => true)");
      await until(async () => {
        await d.reload();
        expect(await d.evaluate<boolean>("Boolean(navigator.serviceWorker.controller)")).toBe(true);
      }, 20_000);
      await site.stop();
      try {
        await d.goto("/about");
        await visible(page.role("heading", "About Keysmith", { level: 1 }));
        await d.goto("/never-visited");
        await visible(page.role("heading", "Page Not Found", { level: 1 }));
        await hydrated("/");
        const first = await shownPassword();
        await d.click(card.role("button", "Generate"));
        await nextPassword(first);
        await hydrated("/bulk-generator");
        await d.click(page.role("button", "Generate passwords"));
        await until(async () => expect((await d.state(bulkItems)).count).toBe(10));
      } finally {
        await site.start();
      }
      // The not-found page logs the miss, offline too.
      const unexpected = (await d.takeErrors()).filter(
        (error) => !error.includes("/never-visited"),
      );
      expect(unexpected).toEqual([]);
    }, 120_000);

    it("offline before the checker's first use, it says so and logs no error", async () => {
      // Another origin of the same server: its own service worker and caches, so the crack-time
      // estimator, which the worker keeps only once used, is in neither (earlier journeys used it).
      const fresh = site.url.replace("//localhost:", "//127.0.0.1:");
      await d.goto(`${fresh}/`);
      await d.evaluate("navigator.serviceWorker.ready.then(() => true)");
      await until(async () => {
        await d.reload();
        expect(await d.evaluate<boolean>("Boolean(navigator.serviceWorker.controller)")).toBe(true);
      }, 20_000);
      await site.stop();
      try {
        await d.goto(`${fresh}/password-checker`);
        await until(async () => {
          const toggle = await d.state(themeToggle, ["aria-pressed"]);
          expect(toggle.attributes?.["aria-pressed"]).toMatch(/^(true|false)$/);
        }, 20_000);
        await d.fill(page.label("Password to check"), "P@ssw0rd2024!");
        await d.click(page.role("button", "Check password"));
        await visible(page.text(/crack-time estimator could not be loaded/), 20_000);
        await visible(checkerMeter);
      } finally {
        await site.start();
      }
      // afterEach: no console error, in the page or from the service worker's answer.
    }, 120_000);

    it("an error while the page hydrates shows the error screen, not a blank page", async () => {
      // The generator card's code throws as it loads (a copy of the build, served apart).
      const broken = await serveBrokenCard();
      try {
        await d.goto(`${broken.url}/`);
        await visible(
          page.role("heading", "Something went wrong. Please refresh the page.", { level: 1 }),
          30_000,
        );
        await visible(page.role("button", "Refresh the page"));
        await visible(page.role("link", "Back to Password Generator"));
        await visible(page.role("banner").role("link", "Keysmith"));
        // Leave the broken page, so that every error it logs is counted below, none later.
        await d.goto(`${site.url}/about`);
      } finally {
        await broken.stop();
      }
      // Only the forced error, as the engine and React Router report it (Firefox's driver names
      // a logged error object "JSHandle@error"; WebKit fails every module that imports the one
      // that threw with "Importing a module script failed.", naming neither): no Trusted Types
      // refusal, nothing else.
      const unexpected = (await d.takeErrors()).filter(
        (error) =>
          !error.includes(FORCED_ERROR) &&
          !error.includes("JSHandle@error") &&
          !(engine === "webkit" && error.endsWith("TypeError: Importing a module script failed.")),
      );
      expect(unexpected).toEqual([]);
    }, 90_000);
  });
}
