import { fileURLToPath } from "node:url";

import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The boundaries between the parts of app/ are the lint's to keep (docs/style.md, "Boundaries").
 * Each case lints a few lines as if they were a file at the given path, with the repository's own
 * eslint.config.js.
 */

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BOUNDARY_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

const eslint = new ESLint({ cwd: ROOT });

/** The boundary rules' complaints about `code` as the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

const DEEP = /through its entry, ~\/features\/<name>/;
const COMPONENTS = /must not import a feature/;

describe("the lint's boundaries between features", { timeout: 60_000 }, () => {
  it("refuses a file inside another feature, by the alias", async () => {
    const errors = await boundaryErrors(
      "app/features/ads/fixture.ts",
      'export { useThirdPartyAllowed } from "~/features/consent/privacy-signals";\n',
    );
    expect(errors).toEqual([expect.stringMatching(DEEP)]);
  });

  it("refuses a relative path into another feature, from any depth", async () => {
    expect(
      await boundaryErrors(
        "app/features/ads/fixture.ts",
        'export { useThirdPartyAllowed } from "../consent/privacy-signals";\n',
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
    expect(
      await boundaryErrors(
        "app/features/bulk/components/fixture.ts",
        'export { useThirdPartyAllowed } from "../../consent";\n',
      ),
    ).toEqual([expect.stringMatching(DEEP)]);
  });

  it("refuses a dynamic import of a file inside another feature", async () => {
    const errors = await boundaryErrors(
      "app/features/ads/fixture.ts",
      'export const load = () => import("~/features/consent/frame-loader");\n',
    );
    expect(errors).toEqual([expect.stringMatching(DEEP)]);
  });

  it("accepts another feature's entry and the feature's own files", async () => {
    const code = [
      'export { useThirdPartyAllowed } from "~/features/consent";',
      'export const load = () => import("~/features/not-found");',
      'export { AD_CONFIG } from "../ad-config";',
      'export { cn } from "~/lib/cn";',
      "",
    ].join("\n");
    expect(await boundaryErrors("app/features/ads/components/fixture.ts", code)).toEqual([]);
  });

  it("lets tests, routes and the layout reach into a feature", async () => {
    const code = 'export { saveConsent } from "~/features/consent/consent-store";\n';
    expect(await boundaryErrors("app/features/ads/fixture.test.ts", code)).toEqual([]);
    expect(await boundaryErrors("app/routes/fixture.tsx", code)).toEqual([]);
    expect(await boundaryErrors("app/root.tsx", code)).toEqual([]);
  });

  it("still refuses a feature import in app/components and app/lib", async () => {
    const code = 'export { useThirdPartyAllowed } from "~/features/consent";\n';
    expect(await boundaryErrors("app/components/fixture.tsx", code)).toEqual([
      expect.stringMatching(COMPONENTS),
    ]);
    expect(await boundaryErrors("app/lib/fixture.ts", code)).toEqual([
      expect.stringMatching(COMPONENTS),
    ]);
  });

  it("keeps the engine's one way in inside features", async () => {
    const errors = await boundaryErrors(
      "app/features/ads/fixture.ts",
      'export { STORAGE_KEYS } from "../../../src/core/options/storage-keys";\n',
    );
    expect(errors).toEqual([expect.stringMatching(/#core/)]);
  });

  it("keeps the engine's one way in for the command line and the estimator", async () => {
    const code = 'export { generatePassword } from "../core/index";\n';
    expect(await boundaryErrors("src/cli/fixture.ts", code)).toEqual([
      expect.stringMatching(/#core/),
    ]);
    expect(await boundaryErrors("src/estimator/fixture.ts", code)).toEqual([
      expect.stringMatching(/#core/),
    ]);
    expect(await boundaryErrors("src/cli/fixture.ts", 'export * from "#core";\n')).toEqual([]);
  });
});
