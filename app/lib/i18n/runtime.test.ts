import { msg, plural, t } from "@lingui/core/macro";
import { afterEach, describe, expect, it } from "vitest";

import { catalogOf } from "./catalogs.server";
import { i18n, setTranslator } from "./runtime";
import { activateLocale } from "./use-page-locale";

afterEach(() => activateLocale("en", null));

describe("English, formatted without Lingui", () => {
  it("fills placeholders and English plurals", () => {
    const count = 5;
    const one = 1;
    const label = "Strong";
    expect(t`Generate ${count} at once`).toBe("Generate 5 at once");
    expect(
      plural(one, { one: `# new PIN generated. Strength: ${label}.`, other: "# new PINs" }),
    ).toBe("1 new PIN generated. Strength: Strong.");
    expect(plural(count, { one: "# hour", other: "# hours" })).toBe("5 hours");
    expect(plural(0, { 0: "none", one: "# hour", other: "# hours" })).toBe("none");
    expect(i18n._(msg`Password Generator`)).toBe("Password Generator");
    expect(i18n.locale).toBe("en");
  });
});

describe("a translated page", () => {
  it("finds each message by its English in the page's catalog", () => {
    activateLocale("de", catalogOf("de"));
    // The placeholder's name is part of the message, as in the card (generator-card.tsx).
    const MULTIPLE_COUNT = 5;
    expect(i18n.locale).toBe("de");
    expect(t`Generate`).toBe("Erzeugen");
    expect(t`Generate ${MULTIPLE_COUNT} at once`).toBe("5 auf einmal erzeugen");
    expect(i18n._(msg`Password Generator`)).toBe("Passwort-Generator");
    const hours = 2;
    expect(plural(hours, { one: "# hour", other: "# hours" })).toBe("2 Stunden");
  });

  it("falls back to the English of a message its catalog lacks", () => {
    activateLocale("de", catalogOf("de"));
    expect(t`A sentence no catalog has`).toBe("A sentence no catalog has");
  });

  it("stays English when no translator is loaded", () => {
    setTranslator(null);
    expect(t`Generate`).toBe("Generate");
  });
});
