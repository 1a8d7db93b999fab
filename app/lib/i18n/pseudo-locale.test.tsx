// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createCompiledCatalog } from "@lingui/cli/api";
import { formatter } from "@lingui/format-po";
import type { Messages } from "@lingui/core";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "#core/options/password-options";
import { DEFAULT_PRIVACY_SETTINGS } from "#core/options/stored-generator-data";
import { DEFAULT_PASSPHRASE_OPTIONS } from "#core/generate/passphrase-options";
import { DEFAULT_MEMORABLE_OPTIONS } from "#core/generate/memorable";
import { SYMBOL_TABLE } from "#core/generate/symbol-table";
import { DEFAULT_USERNAME_OPTIONS } from "#core/generate/username-options";
import { CookieBanner } from "~/features/consent/cookie-banner";
import CharacterOptions from "~/features/generator/components/character-options";
import { CustomCharsetPanel } from "~/features/generator/components/custom-charset-panel";
import { HistoryList } from "~/features/generator/components/history-panel";
import { IncognitoBanner } from "~/features/generator/components/incognito-banner";
import { MemorableOptionsForm } from "~/features/generator/components/memorable-options-form";
import { PassphraseOptionsForm } from "~/features/generator/components/passphrase-options-form";
import { PrivacyControls } from "~/features/generator/components/privacy-panel";
import { UsernameOptionsForm } from "~/features/generator/components/username-options-form";
import { MobileTipsDialog } from "~/features/generator/components/mobile-tips-dialog";
import { PasswordOutput } from "~/features/generator/components/password-output";
import { TemplatesList } from "~/features/generator/components/templates-panel";
import { WORD_LIST_LOADING_MESSAGE } from "~/features/generator/lib/generator-state";
import { setOutputTexts } from "~/features/generator/lib/output-texts";
import { localOutputTexts } from "~/features/generator/lib/output-texts-messages";
import { DEFAULT_MODE_OPTIONS } from "#core/options/mode-options";

import { keyByEnglish } from "./catalogs.server";
import { SOURCE_LOCALE, type Locale } from "./locales";
import { setTranslator } from "./runtime";
import { linguiTranslator } from "./translator";

/*
 * The pseudo-locale (docs/decisions/i18n-library.md, "Tests"): every extracted message comes back
 * with its letters accented ("Ŝàvē"), so a text still in plain ASCII letters on a translated part
 * of the page is a string the code never marked as a message. The catalog is made here from the
 * English PO file by Lingui's own compiler, so the test needs no build.
 */

/** Every English message, pseudo-localised and compiled as `lingui compile` does. */
async function pseudoCatalog() {
  // From the project's root, where Vitest runs (happy-dom gives modules no file URL).
  const file = join(process.cwd(), "app/locales/en/messages.po");
  const catalog = await formatter().parse(readFileSync(file, "utf8"), {
    locale: "en",
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  });
  const english = Object.fromEntries(
    Object.entries(catalog).map(([id, entry]) => [id, entry.message ?? ""]),
  );
  const compile = (locale: string) => {
    const { source, errors } = createCompiledCatalog(locale, english, {
      pseudoLocale: "pseudo",
      namespace: "json",
    });
    expect(errors).toEqual([]);
    return (JSON.parse(source) as { messages: Messages }).messages;
  };
  // Keyed as a page's catalog is (catalogs.server.ts).
  return keyByEnglish(compile(SOURCE_LOCALE), compile("pseudo"));
}

/** A run of two or more plain letters: English that no message produced. */
const PLAIN_WORD = /[A-Za-z]{2,}/;

/** The texts a person sees or hears: text nodes, and names, descriptions and placeholders. */
function visibleTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? "";
    if (text !== "") texts.push(text);
  }
  for (const element of root.querySelectorAll("[aria-label], [placeholder], [title]")) {
    for (const name of ["aria-label", "placeholder", "title"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * Texts that are not messages on purpose: each language's name in itself (the passphrase
 * language menu). And, until the engine's own texts are translated, the ones it hands the card:
 * symbol names, the custom-set presets, the word lists' sources and the username note. Those are
 * listed by how they start, so a new English string anywhere else still fails.
 */
const NOT_MESSAGES = [
  /^(English|Deutsch|Español|Français|Italiano|Português|Čeština)$/,
  /^(Alphanumeric Only|Hexadecimal|No Ambiguous|Numbers Only)$/,
  /^(Digits 0-9|Letters and digits)/,
  /^A username is not a secret:/,
  /the EFF large word list/,
];

const SYMBOL_NAMES: ReadonlySet<string> = new Set(SYMBOL_TABLE.map((info) => info.name));

/** The texts of `ui` that are English, not pseudo-localised. */
function unextracted(ui: ReactNode): string[] {
  render(<MemoryRouter initialEntries={["/de"]}>{ui}</MemoryRouter>);
  // The whole document: dialogs render outside the part, in a portal. Pseudo-localised text keeps
  // no run of plain letters but the example addresses' placeholders and a date's AM or PM (the
  // pseudo-locale has no date format of its own).
  return visibleTexts(document.body).filter(
    (text) =>
      !SYMBOL_NAMES.has(text) &&
      PLAIN_WORD.test(text.replace(/example\.com|name@|\b[AP]M\b/g, "")) &&
      !NOT_MESSAGES.some((pattern) => pattern.test(text)),
  );
}

const ignore = () => {};

beforeAll(async () => {
  // "pseudo" is no published language: the test's own.
  setTranslator(linguiTranslator("pseudo" as Locale, await pseudoCatalog()));
  // What the card sets as it renders: its output's words in the page's language.
  setOutputTexts(localOutputTexts());
});
afterAll(() => {
  setTranslator(null);
});
afterEach(cleanup);

describe("the pseudo-locale finds no string left out of the messages", () => {
  it.each([
    [
      "the consent banner",
      <CookieBanner
        key="consent"
        offers={{ analytics: true, advertising: true }}
        doNotTrack={false}
        onChoose={ignore}
      />,
    ],
    ["the incognito banner", <IncognitoBanner key="incognito" onTurnOff={ignore} />],
    [
      "the privacy panel",
      <PrivacyControls
        key="privacy"
        privacy={DEFAULT_PRIVACY_SETTINGS}
        incognito={false}
        onChange={ignore}
        onIncognitoChange={ignore}
      />,
    ],
    [
      "More character options",
      <CharacterOptions key="characters" options={DEFAULT_PASSWORD_OPTIONS} onChange={ignore} />,
    ],
    [
      "the custom character sets panel",
      <CustomCharsetPanel
        key="custom"
        options={{ ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset: "" }}
        truncated={false}
        onChange={ignore}
      />,
    ],
    [
      "the history panel",
      <HistoryList key="history" entries={[]} disabled={false} incognito onClear={ignore} />,
    ],
    [
      "the passphrase form",
      <PassphraseOptionsForm
        key="passphrase"
        options={DEFAULT_PASSPHRASE_OPTIONS}
        onChange={ignore}
      />,
    ],
    [
      "the memorable form",
      <MemorableOptionsForm
        key="memorable"
        options={DEFAULT_MEMORABLE_OPTIONS}
        onChange={ignore}
      />,
    ],
    [
      "the username form",
      <UsernameOptionsForm key="username" options={DEFAULT_USERNAME_OPTIONS} onChange={ignore} />,
    ],
    [
      "the templates and saved sets",
      <TemplatesList
        key="templates"
        onApply={ignore}
        current={{
          mode: "password",
          options: DEFAULT_PASSWORD_OPTIONS,
          passphraseOptions: DEFAULT_PASSPHRASE_OPTIONS,
          modeOptions: DEFAULT_MODE_OPTIONS,
        }}
        incognito={false}
        onApplySet={ignore}
      />,
    ],
    [
      "a history entry",
      <HistoryList
        key="entry"
        entries={[
          {
            id: "1",
            password: "1a2b3c4d5e6f",
            timestamp: Date.UTC(2026, 0, 2, 10, 30),
            strength: { score: 6, label: "Strong", color: "strong" },
          },
        ]}
        disabled={false}
        incognito={false}
        onClear={ignore}
      />,
    ],
    [
      "the mobile tips dialog",
      <MobileTipsDialog
        key="tips"
        open
        onOpenChange={ignore}
        onOpenTemplates={ignore}
        onOpenHistory={ignore}
      />,
    ],
    [
      "the output while the word list loads",
      <PasswordOutput
        key="loading"
        output={{ kind: "loading", message: WORD_LIST_LOADING_MESSAGE }}
        onCopied={ignore}
      />,
    ],
    [
      "the output before a value",
      <PasswordOutput key="empty" output={{ kind: "empty" }} onCopied={ignore} />,
    ],
    [
      "a username's output",
      <PasswordOutput
        key="username"
        output={{ kind: "ready", mode: "username", values: ["1a2b"], entropyBits: 30 }}
        onCopied={ignore}
      />,
    ],
  ])("%s", (_, ui) => {
    expect(unextracted(ui)).toEqual([]);
  });
});
