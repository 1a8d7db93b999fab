import { HELP_TEXT } from "./help";

/** Escapes text for roff: backslashes, hyphens (so they stay ASCII minus signs), leading dots. */
function escapeRoff(line: string): string {
  const escaped = line.replace(/\\/g, "\\e").replace(/-/g, "\\-");
  return /^[.']/.test(escaped) ? `\\&${escaped}` : escaped;
}

/**
 * keysmith.1, built from `keysmith --help` so the two never disagree: the first line is NAME, the
 * "Usage:" block is SYNOPSIS, and every other block keeps its heading (as a section) and its lines
 * (preformatted, as the terminal shows them).
 */
export function renderManPage(helpText: string = HELP_TEXT): string {
  const [title = "", ...rest] = helpText.trimEnd().split("\n");
  const blocks: { heading: string | null; lines: string[] }[] = [];
  let current: { heading: string | null; lines: string[] } | null = null;
  for (const line of rest) {
    if (line.trim() === "") {
      current = null;
      continue;
    }
    const heading = /^([A-Z][\w ]*):$/.exec(line)?.[1];
    if (heading !== undefined) {
      current = { heading, lines: [] };
      blocks.push(current);
      continue;
    }
    if (current === null) {
      current = { heading: null, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  const [name, summary] = title.split(": ");
  const out = [
    '.\\" Generated from src/cli/help.ts by src/cli/man-page.ts; do not edit by hand.',
    '.TH KEYSMITH 1 "" "Keysmith" "User Commands"',
    ".SH NAME",
    `${escapeRoff(name ?? "keysmith")} \\- ${escapeRoff(summary ?? "")}`,
  ];
  for (const block of blocks) {
    const heading =
      block.heading === null
        ? "NOTES"
        : block.heading === "Usage"
          ? "SYNOPSIS"
          : block.heading.toUpperCase();
    out.push(`.SH ${heading}`, ".nf", ...block.lines.map(escapeRoff), ".fi");
  }
  return `${out.join("\n")}\n`;
}
