import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

import matter from "gray-matter";
import { describe, expect, it } from "vitest";

import { isDateInFuture } from "./article";

/**
 * docs/product-decisions.md, "Blog figures and dates": publish and update dates are the real ones.
 * The record of when an article was written and changed is its git history, so each article's dates
 * are checked against it: published the day its file first appeared, updated no earlier than the
 * last change to its text and no later than its last commit (a commit that only corrects the dates
 * is not an update).
 */

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const BLOG = "content/blog/";

function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch {
    return null;
  }
}

const hasHistory = git(["rev-parse", "--is-shallow-repository"])?.trim() === "false";
const today = new Date().toISOString().slice(0, 10);

function dateOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

function body(source: string): string {
  return matter(source).content.trim();
}

interface History {
  first: string;
  last: string;
  lastBodyChange: string;
}

/** Dates (author dates, YYYY-MM-DD) of the article's commits, with uncommitted edits as today. */
function historyOf(file: string): History | null {
  const log = git(["log", "--follow", "--format=%x00%H %as", "--name-only", "--", file]);
  if (log === null) return null;
  const commits = log
    .split("\0")
    .map((entry) => {
      const lines = entry.split("\n").filter((line) => line.trim() !== "");
      const [hash = "", date = ""] = (lines[0] ?? "").split(" ");
      return { hash, date, path: lines.at(-1) ?? file };
    })
    .filter((commit) => commit.hash !== "");
  const dirty = (git(["status", "--porcelain", "--", file]) ?? "").trim() !== "";
  const current = readFileSync(`${ROOT}${file}`, "utf8");
  if (commits.length === 0) return { first: today, last: today, lastBodyChange: today };
  // Newest first: the last body change is the newest commit whose text differs from its parent's.
  let lastBodyChange = commits.at(-1)?.date ?? today;
  let newer = dirty ? body(current) : null;
  let newerDate = today;
  for (const commit of commits) {
    const text = git(["show", `${commit.hash}:${commit.path}`]);
    const committed = text === null ? "" : body(text);
    if (newer !== null && newer !== committed) {
      lastBodyChange = newerDate;
      break;
    }
    newer = committed;
    newerDate = commit.date;
    lastBodyChange = commit.date;
  }
  return {
    first: commits.at(-1)?.date ?? today,
    last: dirty ? today : (commits[0]?.date ?? today),
    lastBodyChange,
  };
}

const ARTICLES = readdirSync(`${ROOT}${BLOG}`).filter((name) => name.endsWith(".md"));

describe.skipIf(!hasHistory)("article dates are the real ones (from git history)", () => {
  it.each(ARTICLES)("%s", (name) => {
    const file = `${BLOG}${name}`;
    const { data } = matter(readFileSync(`${ROOT}${file}`, "utf8"));
    const history = historyOf(file);
    expect(history).not.toBeNull();
    if (!history) return;
    expect(dateOf(data.publishDate), "publishDate is the day the article first appeared").toBe(
      history.first,
    );
    const updated = dateOf(data.lastUpdated);
    expect(
      updated >= history.lastBodyChange && updated <= history.last,
      `lastUpdated ${updated} must fall between the last change to the text (${history.lastBodyChange}) and the last commit (${history.last})`,
    ).toBe(true);
  });
});

describe("isDateInFuture", () => {
  const now = Date.UTC(2026, 10, 23, 9, 0);
  it("accepts today and earlier, anywhere on Earth", () => {
    expect(isDateInFuture("2026-11-23", now)).toBe(false);
    expect(isDateInFuture("2025-01-01", now)).toBe(false);
    // 09:00 UTC is already 23:00 on the 23rd in UTC+14, not yet the 24th.
    expect(isDateInFuture("2026-11-24", now)).toBe(true);
  });
  it("accepts tomorrow's date once it is tomorrow somewhere", () => {
    expect(isDateInFuture("2026-11-24", Date.UTC(2026, 10, 23, 11, 0))).toBe(false);
  });
});
