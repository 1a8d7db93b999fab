import { describe, expect, it } from "vitest";
import { DIGITS, LOWERCASE, UPPERCASE } from "../generate/charsets";
import { generatePassword } from "../generate/password";
import { createSeededRandomizer } from "../testing/seeded-randomizer";
import { DEFAULT_PASSWORD_OPTIONS } from "./password-options";
import { applyCharsetPreset, applyTemplate, CHARSET_PRESETS, TEMPLATES } from "./templates";

describe("TEMPLATES (spec §9)", () => {
  it.each([
    ["Banking & Finance", 20, true, "Landmark"],
    ["Social Media", 16, true, "Users"],
    ["Mobile Apps", 14, false, "Smartphone"],
    ["System Admin", 24, true, "Server"],
    ["Basic Account", 12, false, "User"],
    ["High Security", 32, true, "ShieldCheck"],
  ])("%s: length %d, specials %s, icon %s", (name, length, includeSpecial, icon) => {
    const template = TEMPLATES.find((candidate) => candidate.name === name);
    expect(template).toMatchObject({
      icon,
      options: {
        length,
        includeUppercase: true,
        includeLowercase: true,
        includeNumbers: true,
        includeSpecial,
        useCustomCharset: false,
      },
    });
    expect(template?.description).toMatch(/\S/);
  });

  it("has exactly six, in spec order, with distinct ids", () => {
    expect(TEMPLATES.map((template) => template.name)).toEqual([
      "Banking & Finance",
      "Social Media",
      "Mobile Apps",
      "System Admin",
      "Basic Account",
      "High Security",
    ]);
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(6);
  });

  it("merges into the options, keeping what the template does not set", () => {
    const current = {
      ...DEFAULT_PASSWORD_OPTIONS,
      excludeSimilar: true,
      customCharset: "xyz",
      useCustomCharset: true,
      includeUppercase: false,
    };
    const mobile = TEMPLATES[2];
    if (mobile === undefined) throw new Error("missing template");
    expect(applyTemplate(current, mobile)).toEqual({
      length: 14,
      includeUppercase: true,
      includeLowercase: true,
      includeNumbers: true,
      includeSpecial: false,
      excludeSimilar: true,
      customCharset: "xyz",
      useCustomCharset: false,
      excludeCharacters: "",
      symbols: DEFAULT_PASSWORD_OPTIONS.symbols,
      minNumbers: 1,
      minSymbols: 1,
    });
  });

  it.each(TEMPLATES.map((template) => [template.name, template] as const))(
    "%s generates a password of its length",
    (_, template) => {
      const result = generatePassword(
        applyTemplate(DEFAULT_PASSWORD_OPTIONS, template),
        createSeededRandomizer(1),
      );
      expect(result.password).toHaveLength(template.options.length);
    },
  );
});

describe("CHARSET_PRESETS (spec §9)", () => {
  it.each([
    ["Alphanumeric Only", UPPERCASE + LOWERCASE + DIGITS],
    ["No Ambiguous", "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"],
    ["Hexadecimal", "0123456789ABCDEF"],
    ["Numbers Only", "0123456789"],
  ])("%s is %s", (name, charset) => {
    const preset = CHARSET_PRESETS.find((candidate) => candidate.name === name);
    expect(preset?.charset).toBe(charset);
    expect(preset?.description).toMatch(/\S/);
  });

  it("has exactly four, in spec order", () => {
    expect(CHARSET_PRESETS.map((preset) => preset.name)).toEqual([
      "Alphanumeric Only",
      "No Ambiguous",
      "Hexadecimal",
      "Numbers Only",
    ]);
  });

  it("No Ambiguous leaves out 0, O, l, I and 1 and nothing else", () => {
    const noAmbiguous = CHARSET_PRESETS[1]?.charset ?? "";
    expect(noAmbiguous).toHaveLength(57);
    for (const character of "0Ol1I") expect(noAmbiguous).not.toContain(character);
  });

  it("choosing a preset sets the charset and turns custom mode on (spec §4)", () => {
    const hex = CHARSET_PRESETS[2];
    if (hex === undefined) throw new Error("missing preset");
    expect(applyCharsetPreset(DEFAULT_PASSWORD_OPTIONS, hex)).toMatchObject({
      customCharset: "0123456789ABCDEF",
      useCustomCharset: true,
    });
  });
});
