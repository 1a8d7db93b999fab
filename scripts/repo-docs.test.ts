import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

/*
 * The repository explains itself (docs/style.md, "Comments"): comments and docs cite files a person
 * who clones it has, docs/product-decisions.md, docs/stack-notes.md, docs/style.md and
 * docs/design.md by section, never the team's notes kept outside it. The patterns are assembled
 * from pieces so this file does not match them.
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** Names and paths of notes that live outside the repository. */
const OUTSIDE_REFERENCES: readonly string[] = [
  ["DECISIONS", "md"].join("."),
  ["STACK", "NOTES"].join("-"),
  ["product-spec", "md"].join("."),
  ["", "work", "shared"].join("/"),
];
/**
 * The style and design notes kept outside, named bare: the same names after a folder (the
 * repository's docs/style.md and docs/design.md) are not them.
 */
const OUTSIDE_BARE_NAMES = new RegExp(
  `(?<![\\w./-])(?:${["STYLE", "DESIGN"].join("|")})\\.md\\b`,
  "gi",
);

/** The docs comments cite by section, and the form of a citation. */
const CITED_DOCS: readonly string[] = [
  "docs/product-decisions.md",
  "docs/stack-notes.md",
  "docs/style.md",
  "docs/design.md",
];
/**
 * `docs/x.md, "Section"`, with more sections after `,` or `and`; the path may be in backticks,
 * and a comment may break the line anywhere between the parts.
 */
const CITATION =
  /(docs\/(?:product-decisions|stack-notes|style|design)\.md)`?((?:(?:,|\s+and)\s*(?:(?:\*|\/\/|#)\s*)?"[^"]{1,80}")+)/g;
const CITED_SECTION = /"([^"]{1,80})"/g;
/** A comment's line break and the marker that continues it. */
const COMMENT_BREAK = /\s*\n\s*(?:(?:\*|\/\/|#)\s*)?/g;

/** Code, where a comment may cite something: everything but Markdown and data. */
const CODE_FILE = /\.(?:[cm]?[jt]sx?|css|html|json)$/;
/**
 * The word issue and a number, also across a comment's line break: a reference to the tracker,
 * which a person who clones the repository cannot look up. Assembled from pieces so this file does not match it.
 */
const ISSUE_NUMBER = new RegExp(
  ["\\b", "issues?", "\\s*(?:\\n\\s*(?:\\*|\\/\\/|#)\\s*)?#?\\d+"].join(""),
  "gi",
);

/** Where `text` cites an issue number, as `path:line` strings. */
function findIssueNumbers(path: string, text: string): string[] {
  return [...text.matchAll(ISSUE_NUMBER)].map(
    (match) => `${path}:${lineOf(text, match.index)} cites ${match[0].replace(/\s+/g, " ")}`,
  );
}

const SKIPPED = /(^|\/)package-lock\.json$|\.(png|jpe?g|ico|webp|gif|woff2?|br|gz)$/;

/** Dependencies, build output and git's own folder: never part of a fallback listing. */
const UNTRACKED_DIRS = new Set([
  ".git",
  ".react-router",
  "node_modules",
  "build",
  "build-configured",
  "dist",
  "test-results",
  "playwright-report",
]);

/** Tracked files, or (outside a git checkout) every file but dependencies and build output. */
function listFiles(): string[] {
  try {
    const out = execFileSync("git", ["ls-files", "-z"], {
      cwd: ROOT,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out.split("\0").filter(Boolean);
  } catch {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory() && !UNTRACKED_DIRS.has(entry.name)) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk("");
    return files;
  }
}

/** Each text file's path and contents; files that cannot be read (deleted, binary) are left out. */
function readTextFiles(): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  for (const path of listFiles()) {
    if (SKIPPED.test(path)) continue;
    let text: string;
    try {
      text = readFileSync(join(ROOT, path), "utf8");
    } catch {
      continue;
    }
    if (text.includes("\0")) continue;
    files.push({ path, text });
  }
  return files;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** The `## ` headings of a Markdown file. */
function readSections(path: string): Set<string> {
  const text = readFileSync(join(ROOT, path), "utf8");
  return new Set([...text.matchAll(/^## (.+)$/gm)].map((match) => (match[1] ?? "").trim()));
}

const FILES = readTextFiles();

describe("the repository cites only what it contains", () => {
  it("finds the files to check", () => {
    const paths = FILES.map((file) => file.path);
    expect(paths).toContain("src/core/random/randomizer.ts");
    expect(paths).toContain("docs/spec-map.md");
  });

  it("tells the style and design notes kept outside from docs/style.md and docs/design.md", () => {
    const bare = (text: string) => [...text.matchAll(OUTSIDE_BARE_NAMES)].map((m) => m[0]);
    const style = ["STYLE", "md"].join(".");
    const design = ["DESIGN", "md"].join(".");
    expect(bare(`(${style}: parse at the edge)`)).toEqual([style]);
    expect(bare(`see ${design}, and ${style.toLowerCase()}`)).toEqual([
      design,
      style.toLowerCase(),
    ]);
    expect(bare('docs/style.md, "Tests"; `docs/design.md`, "The password"')).toEqual([]);
  });

  it("names no note kept outside the repository", () => {
    const found: string[] = [];
    for (const { path, text } of FILES) {
      text.split("\n").forEach((line, i) => {
        for (const reference of OUTSIDE_REFERENCES) {
          if (line.includes(reference)) found.push(`${path}:${i + 1} names ${reference}`);
        }
        for (const match of line.matchAll(OUTSIDE_BARE_NAMES)) {
          found.push(`${path}:${i + 1} names ${match[0]}`);
        }
      });
    }
    expect(found, `cite ${CITED_DOCS.join(", ")} and a section`).toEqual([]);
  });

  it("cites sections of the docs that exist", () => {
    const sections = new Map(CITED_DOCS.map((doc) => [doc, readSections(doc)]));
    const missing: string[] = [];
    let citations = 0;
    for (const { path, text } of FILES) {
      for (const match of text.matchAll(CITATION)) {
        const doc = match[1] ?? "";
        for (const cited of (match[2] ?? "").matchAll(CITED_SECTION)) {
          citations += 1;
          const section = (cited[1] ?? "").replace(COMMENT_BREAK, " ").trim();
          if (!sections.get(doc)?.has(section)) {
            missing.push(`${path}:${lineOf(text, match.index)} cites ${doc}, "${section}"`);
          }
        }
      }
    }
    expect(missing, "no such section").toEqual([]);
    expect(citations).toBeGreaterThan(50);
  });

  it("tells an issue number from the word issue", () => {
    const cite = (text: string) => findIssueNumbers("x.ts", text);
    const issue = ["iss", "ue"].join("");
    expect(cite(`// the limit (${issue} 18)`)).toEqual([`x.ts:1 cites ${issue} 18`]);
    expect(cite(`/**\n * ${issue}s 9, 10 and\n * ${issue}\n * 22 */`)).toHaveLength(2);
    expect(cite(`// ${issue} #4`)).toHaveLength(1);
    expect(
      cite(`result.${issue}s.map((${issue}) => ${issue}.message); // "${issue} table"`),
    ).toEqual([]);
  });

  it("cites no issue number in code, outside the folders still being rewritten", () => {
    const found: string[] = [];
    for (const { path, text } of FILES) {
      if (!CODE_FILE.test(path)) continue;
      found.push(...findIssueNumbers(path, text));
    }
    expect(found, "cite the section of docs/ the code follows").toEqual([]);
  });

  it("maps every product decision in docs/spec-map.md, and only those", () => {
    const decisions = readSections("docs/product-decisions.md");
    decisions.delete("Product spec");
    const map = readFileSync(join(ROOT, "docs/spec-map.md"), "utf8");
    const table = map.slice(map.indexOf("## Product decisions"));
    const rows = [...table.matchAll(/^\| "([^"]+)" /gm)].map((match) => match[1] ?? "");
    expect(rows.toSorted()).toEqual([...decisions].toSorted());
  });
});
