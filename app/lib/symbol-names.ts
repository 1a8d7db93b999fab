import { t } from "@lingui/core/macro";

import { symbolName } from "#core/generate/symbol-table";

/**
 * A symbol's spoken name in the page's language (docs/style.md, "Content": the engine's one table,
 * src/core/generate/symbol-table.ts, names each symbol in English). A symbol this does not know
 * keeps the engine's name.
 */
export function symbolNameText(symbol: string): string {
  switch (symbol) {
    case "!":
      return t`exclamation mark`;
    case "@":
      return t`at sign`;
    case "#":
      return t`number sign`;
    case "$":
      return t`dollar sign`;
    case "%":
      return t`percent sign`;
    case "^":
      return t`caret`;
    case "&":
      return t`ampersand`;
    case "*":
      return t`asterisk`;
    case "(":
      return t`left parenthesis`;
    case ")":
      return t`right parenthesis`;
    case "[":
      return t`left square bracket`;
    case "]":
      return t`right square bracket`;
    case "{":
      return t`left curly brace`;
    case "}":
      return t`right curly brace`;
    case "-":
      return t`hyphen`;
    case "_":
      return t`underscore`;
    case "+":
      return t`plus sign`;
    case "=":
      return t`equals sign`;
    case "|":
      return t`vertical bar (pipe)`;
    case ";":
      return t`semicolon`;
    case ":":
      return t`colon`;
    case ",":
      return t`comma`;
    case ".":
      return t`period`;
    case "<":
      return t`less-than sign`;
    case ">":
      return t`greater-than sign`;
    case "?":
      return t`question mark`;
    case "~":
      return t`tilde`;
    case "`":
      return t`backtick`;
    case "'":
      return t`apostrophe (single quote)`;
    case '"':
      return t`double quote`;
    case "\\":
      return t`backslash`;
    case "/":
      return t`slash`;
    case " ":
      return t`space`;
    default:
      return symbolName(symbol);
  }
}
