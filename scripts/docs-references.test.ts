import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

/*
 * The docs match the code (docs/style.md, "Comments"): every repository path that
 * docs/*.md and docs/decisions/*.md cite exists, and every exported name they cite beside a path
 * is declared in that file. In the "Implemented in" column of docs/spec-map.md every name must
 * be declared somewhere in the code, with or without a path beside it.
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The folders a cited path starts from, and the files at the repository's root docs cite. */
const ROOT_FOLDERS = [
  "app",
  "src",
  "scripts",
  "tests",
  "docs",
  "content",
  "public",
  "vite-plugins",
];
const ROOT_FILES = new Set([
  "package.json",
  "vite.config.ts",
  "vitest.config.ts",
  "react-router.config.ts",
  "eslint.config.js",
  "playwright.config.ts",
  "tsconfig.json",
  "README.md",
]);
/** A file name as docs write it alone or after a feature's folder: `lib/export.ts`. */
const FILE_NAME = /^[\w.-]+(?:\/[\w.-]+)*\.(?:tsx?|mjs|js|json|md|css|webmanifest)$/;
/** A name code declares: `generatePassword`, `FACTS`, `GENERATION_ERRORS.customCharsetEmpty`. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?$/;
/** What may stand between a path and the names it declares, or between two of them. */
const LIST_GAP = /^\s*(?:,|\+|and|,\s*and)?\s*$/;
/** Examples of a naming pattern and build output, written like paths but not in the repository. */
const NOT_PATHS = new Set([
  "utils.ts",
  "use-x.ts",
  "x.test.ts",
  "x.test.tsx",
  "third-parties.json",
]);
/** Words in backticks that are not names of the code: values, keywords, attributes. */
const NOT_NAMES = new Set([
  "true",
  "false",
  "null",
  "undefined",
  "any",
  "as",
  "const",
  "kind",
  "type",
  "lazy",
  "import",
  "export",
  "default",
  "readonly",
  "never",
  "strict",
  "types",
  "lib",
  "window",
  "document",
  "localStorage",
  "sessionStorage",
  "Math.random",
]);

interface Citation {
  /** The doc and line the citation is on. */
  where: string;
  /** A path from the repository's root, a glob (`app/features/legal/*`), or a bare file name. */
  path: string;
  /** Names the doc says this path declares. */
  names: string[];
}

interface DocReferences {
  citations: Citation[];
  /** Names cited without a path, which must be declared somewhere in the code. */
  looseNames: { where: string; name: string }[];
}

function isRootPath(token: string): boolean {
  if (ROOT_FILES.has(token)) return true;
  const first = token.split("/")[0] ?? "";
  return token.includes("/") && ROOT_FOLDERS.includes(first);
}

/** A backticked token that names a path: from the root, or a file name docs write short. */
function asPath(token: string): string | null {
  if (/[<>{}\s]/.test(token) || NOT_PATHS.has(token)) return null;
  if (isRootPath(token)) return token;
  if (FILE_NAME.test(token)) return token;
  return null;
}

/**
 * Reads the paths and names a Markdown doc cites. A segment of a line (split at `·`, `;` and
 * table cells) that starts with a path ties the names after it to that path. In a table whose
 * header says "Implemented in", a name with no path before it is still a name of the code.
 * Paths written without backticks (`(docs/decisions/csv-export.md)`) count as well.
 */
function readDocReferences(doc: string, markdown: string): DocReferences {
  const citations: Citation[] = [];
  const looseNames: DocReferences["looseNames"] = [];
  let implementedColumn = -1;
  let inCode = false;
  markdown.split("\n").forEach((line, index) => {
    const where = `${doc}:${index + 1}`;
    if (line.startsWith("```")) inCode = !inCode;
    if (inCode) return;
    const isRow = line.startsWith("|");
    if (!isRow) implementedColumn = -1;
    const cells = isRow ? line.split(/(?<!\\)\|/).slice(1, -1) : [line];
    if (isRow && cells.some((cell) => cell.includes("Implemented in"))) {
      implementedColumn = cells.findIndex((cell) => cell.includes("Implemented in"));
      return;
    }
    cells.forEach((cell, column) => {
      const strictNames = isRow && column === implementedColumn;
      for (const segment of cell.split(/ · |;/)) {
        let current: Citation | null = null;
        // Text outside backticks first: bare paths in prose.
        const outside = segment.replace(/`[^`]*`/g, " ");
        for (const match of outside.matchAll(/(?<![\w/.-])((?:[\w-]+\/)+[\w.*-]+\.\w+)/g)) {
          const path = match[1] ?? "";
          if (isRootPath(path)) citations.push({ where, path, names: [] });
        }
        // A name belongs to the path before it when only `,`, `and` or `+` stand between them.
        let boundUntil = -1;
        for (const match of segment.matchAll(/`([^`]+)`/g)) {
          const token = match[1] ?? "";
          const start = match.index;
          const path = asPath(token);
          if (path !== null) {
            current = { where, path, names: [] };
            citations.push(current);
            boundUntil = start + match[0].length;
          } else if (IDENTIFIER.test(token) && !NOT_NAMES.has(token)) {
            const gap = boundUntil < 0 ? null : segment.slice(boundUntil, start);
            if (current !== null && gap !== null && LIST_GAP.test(gap)) {
              current.names.push(token);
              boundUntil = start + match[0].length;
            } else {
              boundUntil = -1;
              if (strictNames) looseNames.push({ where, name: token });
            }
          } else {
            boundUntil = -1;
          }
        }
      }
    });
  });
  return { citations, looseNames };
}

/** The repository as the checker sees it: its files and each file's text. */
interface Repository {
  files: readonly string[];
  read(path: string): string;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*");
  return new RegExp(`^${escaped}$`);
}

/** The files a cited path stands for: one file, a folder's files, a glob's, or a short name's. */
function resolveCitedPath(path: string, files: readonly string[]): string[] {
  if (path.includes("*")) {
    const pattern = globToRegExp(path.endsWith("/*") ? `${path}*` : path);
    return files.filter((file) => pattern.test(file) || pattern.test(file.replace(/\/[^/]+$/, "")));
  }
  if (path.endsWith("/")) return files.filter((file) => file.startsWith(path));
  if (isRootPath(path)) {
    if (files.includes(path)) return [path];
    return files.filter((file) => file.startsWith(`${path}/`));
  }
  return files.filter((file) => file === path || file.endsWith(`/${path}`));
}

/** Whether `text` declares `name`: a declaration, an export list, a property or a method. */
function declares(text: string, name: string): boolean {
  const [head = "", member] = name.split(".");
  const word = head.replace(/\$/g, "\\$");
  const declaration = new RegExp(
    `(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${word}\\b` +
      `|export\\s+(?:type\\s+)?\\{[^}]*\\b${word}\\b[^}]*\\}` +
      `|^\\s*(?:readonly\\s+|async\\s+|static\\s+)*["']?${word}["']?\\??\\s*[:(=]`,
    "m",
  );
  if (!declaration.test(text)) return false;
  return member === undefined || new RegExp(`\\b${member}\\b`).test(text);
}

/** What a doc cites that the repository lacks, one line each. */
function findMissing(references: DocReferences, repository: Repository): string[] {
  const missing: string[] = [];
  const code = repository.files.filter((file) => /\.(?:tsx?|mjs|js)$/.test(file));
  for (const { where, path, names } of references.citations) {
    const matched = resolveCitedPath(path, repository.files);
    if (matched.length === 0) {
      missing.push(`${where} cites ${path}, which does not exist`);
      continue;
    }
    for (const name of names) {
      if (!matched.some((file) => declares(repository.read(file), name))) {
        missing.push(`${where} cites ${name} in ${path}, which does not declare it`);
      }
    }
  }
  for (const { where, name } of references.looseNames) {
    if (!code.some((file) => declares(repository.read(file), name))) {
      missing.push(`${where} cites ${name}, which no code declares`);
    }
  }
  return missing;
}

function trackedFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" });
  return out.split("\0").filter(Boolean);
}

describe("what the docs cite exists", () => {
  const files = trackedFiles();
  const cache = new Map<string, string>();
  const repository: Repository = {
    files,
    read(path) {
      let text = cache.get(path);
      if (text === undefined) {
        try {
          text = readFileSync(`${ROOT}${path}`, "utf8");
        } catch {
          text = "";
        }
        cache.set(path, text);
      }
      return text;
    },
  };
  const docs = files.filter((file) => /^docs\/(?:decisions\/)?[^/]+\.md$/.test(file));

  it("reads the docs and the spec map's names", () => {
    expect(docs).toContain("docs/spec-map.md");
    expect(docs).toContain("docs/decisions/first-paint-password.md");
    const map = readDocReferences("docs/spec-map.md", repository.read("docs/spec-map.md"));
    expect(map.citations.length).toBeGreaterThan(100);
    expect(map.citations.flatMap((citation) => citation.names)).toContain("scoreGeneratorStrength");
  });

  it.each(docs)("%s cites only paths and names the code has", (doc) => {
    const references = readDocReferences(doc, repository.read(doc));
    expect(findMissing(references, repository)).toEqual([]);
  });
});

describe("the docs checker", () => {
  const repository: Repository = {
    files: ["src/core/random/randomizer.ts", "app/features/legal/terms.tsx", "docs/style.md"],
    read: (path) =>
      path === "src/core/random/randomizer.ts"
        ? "export function getDefaultRandomizer() {}\nexport interface Randomizer {\n  nextInt(n: number): number;\n}\n"
        : "",
  };

  it("reports a path that does not exist, in backticks or in prose", () => {
    const doc = [
      "The engine is `src/core/random/randomizer.ts`; see `src/core/random/made-up.ts`.",
      "Also (docs/decisions/made-up-decision.md) and docs/style.md.",
    ].join("\n");
    expect(findMissing(readDocReferences("x.md", doc), repository)).toEqual([
      "x.md:1 cites src/core/random/made-up.ts, which does not exist",
      "x.md:2 cites docs/decisions/made-up-decision.md, which does not exist",
    ]);
  });

  it("reports a name the cited file does not declare", () => {
    const doc =
      "`src/core/random/randomizer.ts` `getDefaultRandomizer`, `Randomizer`, `madeUpName`";
    expect(findMissing(readDocReferences("x.md", doc), repository)).toEqual([
      "x.md:1 cites madeUpName in src/core/random/randomizer.ts, which does not declare it",
    ]);
  });

  it("reads a spec map's names, with or without a path beside them", () => {
    const doc = [
      "| Section | Implemented in (file → symbol) | Checked by |",
      "| --- | --- | --- |",
      "| §1 | `app/features/legal/*` · `getDefaultRandomizer` · `madeUpHook` | `whatever` |",
    ].join("\n");
    expect(findMissing(readDocReferences("map.md", doc), repository)).toEqual([
      "map.md:3 cites madeUpHook, which no code declares",
    ]);
  });

  it("finds a short file name anywhere and a glob's files", () => {
    expect(resolveCitedPath("randomizer.ts", repository.files)).toEqual([
      "src/core/random/randomizer.ts",
    ]);
    expect(resolveCitedPath("random/randomizer.ts", repository.files)).toHaveLength(1);
    expect(resolveCitedPath("app/features/legal/*", repository.files)).toEqual([
      "app/features/legal/terms.tsx",
    ]);
    expect(resolveCitedPath("made-up.ts", repository.files)).toEqual([]);
  });
});
