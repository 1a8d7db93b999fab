import { describe, expect, it } from "vitest";

import { TEMPLATES } from "#core";

import { templateTexts } from "./template-texts";

describe("templateTexts", () => {
  it("says every template as the engine does, in English", () => {
    for (const template of TEMPLATES) {
      expect(templateTexts(template)).toEqual({
        name: template.name,
        description: template.description,
      });
    }
  });
});
