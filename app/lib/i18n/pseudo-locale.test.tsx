// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { createCompiledCatalog } from "@lingui/cli/api";
import { formatter } from "@lingui/format-po";
import type { Messages } from "@lingui/core";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_PASSWORD_OPTIONS } from "#core/options/password-options";
import { DEFAULT_PRIVACY_SETTINGS } from "#core/options/stored-generator-data";
import { DEFAULT_PASSPHRASE_OPTIONS } from "#core/generate/passphrase-options";
import { DEFAULT_MEMORABLE_OPTIONS } from "#core/generate/memorable";
import { DEFAULT_PIN_OPTIONS } from "#core/generate/pin";
import { DEFAULT_USERNAME_OPTIONS } from "#core/generate/username-options";
import { CookieBanner } from "~/features/consent/cookie-banner";
import CharacterOptions from "~/features/generator/components/character-options";
import { CustomCharsetPanel } from "~/features/generator/components/custom-charset-panel";
import { HistoryList } from "~/features/generator/components/history-panel";
import { IncognitoBanner } from "~/features/generator/components/incognito-banner";
import { MemorableOptionsForm } from "~/features/generator/components/memorable-options-form";
import { PassphraseOptionsForm } from "~/features/generator/components/passphrase-options-form";
import { PinOptionsForm } from "~/features/generator/components/pin-options-form";
import { PrivacyControls } from "~/features/generator/components/privacy-panel";
import { UsernameOptionsForm } from "~/features/generator/components/username-options-form";
import { MobileTipsDialog } from "~/features/generator/components/mobile-tips-dialog";
import { PasswordOutput } from "~/features/generator/components/password-output";
import { TemplatesList } from "~/features/generator/components/templates-panel";
import { WORD_LIST_LOADING_MESSAGE } from "~/features/generator/lib/generator-state";
import { setOutputTexts } from "~/features/generator/lib/output-texts";
import { localOutputTexts } from "~/features/generator/lib/output-texts-messages";
import { DEFAULT_MODE_OPTIONS } from "#core/options/mode-options";
import { STORAGE_KEYS } from "#core/options/storage-keys";

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
 * language menu and a saved set's summary), and Unicode's names of code points, the same in
 * every language ("U+200B ZERO WIDTH SPACE").
 */
const NOT_MESSAGES = [/^(English|Deutsch|Español|Français|Italiano|Português|Čeština)$/];
const NOT_MESSAGE_PARTS =
  /\b(English|Deutsch|Español|Français|Italiano|Português)\b|U\+[0-9A-F]{4,6}( [A-Z][A-Z -]*[A-Z])?/g;

/** The texts of `ui` that are English, not pseudo-localised. */
function unextracted(ui: ReactNode): string[] {
  render(<MemoryRouter initialEntries={["/de"]}>{ui}</MemoryRouter>);
  // The whole document: dialogs render outside the part, in a portal. Pseudo-localised text keeps
  // no run of plain letters but the example addresses' placeholders and a date's AM or PM (the
  // pseudo-locale has no date format of its own).
  return visibleTexts(document.body).filter(
    (text) =>
      PLAIN_WORD.test(
        text.replace(/example\.com|name@|\b[AP]M\b/g, "").replace(NOT_MESSAGE_PARTS, ""),
      ) && !NOT_MESSAGES.some((pattern) => pattern.test(text)),
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
  it.each<[string, ReactNode]>([
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
    ...(
      [
        ["invisible characters", "1\u200b"],
        [
          "unreadable characters, more than are named",
          "\ue000\u200b\u200c\u200d\u2060\ufeff\u00ad\u2800\u3164x",
        ],
        ["pieces that only join others", "\u0301"],
        ["one character", "x"],
        ["only spaces", "   "],
      ] as const
    ).map(
      ([problem, customCharset]) =>
        [
          `the custom set with ${problem}`,
          <CustomCharsetPanel
            key={problem}
            options={{ ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset }}
            truncated={false}
            onChange={ignore}
          />,
        ] satisfies [string, ReactNode],
    ),
    ["the PIN form", <PinOptionsForm key="pin" options={DEFAULT_PIN_OPTIONS} onChange={ignore} />],
    ...(
      [
        ["a plus address's error", { style: "plus", email: "name+tag@example.com" }],
        ["a catch-all address's error", { style: "catchall", domain: "-example-.com" }],
        ["a plus address's note", { style: "plus", email: "name@example.com" }],
        ["a catch-all address's note", { style: "catchall", domain: "example.com" }],
        ["the capitals turned on", { style: "words", words: 2, separator: "", capitalize: false }],
        ["random characters", { style: "chars" }],
      ] as const
    ).map(
      ([name, patch]) =>
        [
          `the username form with ${name}`,
          <UsernameOptionsForm
            key={name}
            options={{ ...DEFAULT_USERNAME_OPTIONS, ...patch }}
            onChange={ignore}
          />,
        ] satisfies [string, ReactNode],
    ),
  ])("%s", (_, ui) => {
    expect(unextracted(ui)).toEqual([]);
  });

  it("saved sets of every mode, and a name refused", () => {
    const base = {
      options: DEFAULT_PASSWORD_OPTIONS,
      passphraseOptions: { ...DEFAULT_PASSPHRASE_OPTIONS, language: "de" },
      modeOptions: DEFAULT_MODE_OPTIONS,
    };
    const sets = [
      { ...base, name: "1", mode: "password" },
      {
        ...base,
        name: "2",
        mode: "password",
        options: { ...DEFAULT_PASSWORD_OPTIONS, excludeCharacters: "0" },
      },
      {
        ...base,
        name: "3",
        mode: "password",
        options: { ...DEFAULT_PASSWORD_OPTIONS, useCustomCharset: true, customCharset: "1" },
      },
      { ...base, name: "4", mode: "passphrase" },
      { ...base, name: "5", mode: "memorable" },
      { ...base, name: "6", mode: "pin" },
      { ...base, name: "7", mode: "username" },
    ];
    localStorage.setItem(STORAGE_KEYS.savedOptionSets, JSON.stringify(sets));
    try {
      const ui = (
        <TemplatesList
          onApply={ignore}
          current={{
            mode: "password",
            options: DEFAULT_PASSWORD_OPTIONS,
            passphraseOptions: DEFAULT_PASSPHRASE_OPTIONS,
            modeOptions: DEFAULT_MODE_OPTIONS,
          }}
          incognito={false}
          onApplySet={ignore}
        />
      );
      expect(unextracted(ui)).toEqual([]);
      // Each summary was said (seven sets), and a refused name says why in the pseudo-locale.
      expect(screen.getAllByRole("button", { name: /·/ })).toHaveLength(7);
      const save = document.querySelector<HTMLButtonElement>("form button[type=submit]");
      if (!save) throw new Error("no Save button");
      fireEvent.click(save);
      expect(screen.getByRole("alert").textContent).not.toBe("");
      expect(unextracted(null)).toEqual([]);
    } finally {
      localStorage.clear();
    }
  });
});
