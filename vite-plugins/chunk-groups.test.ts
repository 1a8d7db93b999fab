import { describe, expect, it } from "vitest";

import { firstViewGroup, routesLoading, sharedCandidate, type ModuleGraph } from "./chunk-groups";

const app = "/repo/app";
const core = "/repo/src/core";

/** A module graph from "module → its static importers". */
function graphOf(importers: Record<string, readonly string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in importers ? { importers: importers[id] ?? [] } : null),
  };
}

const home = `${app}/routes/home.tsx`;
const wifi = `${app}/routes/wifi-password-generator.tsx?__react-router-build-client-route`;
const checker = `${app}/routes/password-checker.tsx`;
const bulk = `${app}/routes/bulk-generator.tsx`;
const bulkPage = `${app}/features/bulk/bulk-generator.tsx`;
const drawing = `${core}/generate/type-minimums.ts`;
const card = `${app}/features/generator/generator-card.tsx`;
const historyPanel = `${app}/features/generator/components/history-panel.tsx`;
const passwordText = `${app}/components/password-text.tsx`;
const barrel = `${core}/index.ts`;
const password = `${core}/generate/password.ts`;
const verdict = `${core}/strength/verdict.ts`;
const criteria = `${core}/strength/criteria.ts`;
const memorable = `${core}/generate/memorable.ts`;
const storageKeys = `${core}/options/storage-keys.ts`;
const storedHistory = `${core}/options/stored-generator-data.ts`;

const graph = graphOf({
  [home]: [],
  [wifi]: [],
  [checker]: [],
  [bulk]: [],
  [bulkPage]: [bulk],
  [drawing]: [card, bulkPage],
  [card]: [home, wifi],
  // Only a dynamic import reaches the panel: it has no static importer.
  [historyPanel]: [],
  [passwordText]: [card],
  [barrel]: [card, checker],
  [password]: [barrel, card],
  [verdict]: [checker],
  [criteria]: [card, checker],
  [memorable]: [card, barrel],
  [storageKeys]: [barrel],
  [storedHistory]: [card],
});

describe("routesLoading", () => {
  it("follows static importers up to the route modules, whatever React Router's query", () => {
    expect(routesLoading(password, graph)).toEqual(
      new Set(["routes/home", "routes/wifi-password-generator"]),
    );
  });

  it("does not count a page that imports the engine's index as loading all of the engine", () => {
    // The checker imports the index for other exports; the bundler leaves the rest out.
    expect(routesLoading(password, graph).has("routes/password-checker")).toBe(false);
    expect(routesLoading(storageKeys, graph).size).toBe(0);
    expect(routesLoading(barrel, graph)).toEqual(
      new Set(["routes/home", "routes/wifi-password-generator", "routes/password-checker"]),
    );
  });

  it("finds no route for code only a dynamic import reaches", () => {
    expect(routesLoading(historyPanel, graph).size).toBe(0);
  });
});

describe("firstViewGroup", () => {
  it("puts the generator card's first view in one file", () => {
    expect(firstViewGroup(card, graph)).toBe("generator");
  });

  it("leaves the lazy panels lazy", () => {
    expect(firstViewGroup(historyPanel, graph)).toBeNull();
  });

  it("leaves the password text, which the bulk generator shows too, out of the generator file", () => {
    expect(firstViewGroup(passwordText, graph)).toBeNull();
  });

  it("puts the readers of the generator's stored keys with the card, not in the core file", () => {
    expect(firstViewGroup(storedHistory, graph)).toBe("generator");
  });

  it("puts engine code that several pages load in the core file", () => {
    expect(firstViewGroup(criteria, graph)).toBe("core");
  });

  it("puts the engine's modes only the generator uses in the generator file, not the core one", () => {
    expect(firstViewGroup(memorable, graph)).toBe("generator");
  });

  it("puts engine code only the password-making pages load in the engine file, not the core one", () => {
    expect(firstViewGroup(drawing, graph)).toBe("engine");
  });

  it("keeps engine code that one page loads with that page", () => {
    expect(firstViewGroup(verdict, graph)).toBeNull();
  });

  it("leaves the storage keys to the shared file, and route modules to themselves", () => {
    expect(firstViewGroup(storageKeys, graph)).toBeNull();
    expect(firstViewGroup(home, graph)).toBeNull();
  });
});

describe("sharedCandidate", () => {
  it("takes site-wide pieces, the storage keys and the bundler's preload helper", () => {
    expect(sharedCandidate(`${app}/components/ui/button.tsx`)).toBe(true);
    expect(sharedCandidate(`${app}/lib/seo.ts`)).toBe(true);
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/key-round.mjs")).toBe(
      true,
    );
    expect(sharedCandidate(storageKeys)).toBe(true);
    expect(sharedCandidate("\0vite/preload-helper.js")).toBe(true);
    expect(sharedCandidate(`${app}/features/wifi-qr/wifi-handoff-provider.tsx`)).toBe(true);
    expect(sharedCandidate(`${app}/features/wifi-qr/lib/wifi-handoff.ts`)).toBe(true);
    expect(sharedCandidate(`${app}/features/wifi-qr/components/wifi-qr-card.tsx`)).toBe(false);
  });

  it("keeps Lingui's translator and the icons of one page out of it", () => {
    expect(sharedCandidate(`${app}/lib/i18n/translator.ts`)).toBe(false);
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/wifi.mjs")).toBe(false);
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/qr-code.mjs")).toBe(
      false,
    );
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/copy.mjs")).toBe(false);
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/building.mjs")).toBe(
      false,
    );
    expect(sharedCandidate("/repo/node_modules/lucide-react/dist/esm/icons/menu.mjs")).toBe(true);
  });

  it("keeps form controls and the engine out of it", () => {
    expect(sharedCandidate(`${app}/components/ui/field.tsx`)).toBe(false);
    expect(sharedCandidate(`${app}/components/ui/select-field.tsx`)).toBe(false);
    expect(sharedCandidate(`${app}/components/ui/number-input.tsx`)).toBe(false);
    expect(sharedCandidate(`${app}/components/copy-button.tsx`)).toBe(false);
    expect(sharedCandidate(`${app}/components/password-text.tsx`)).toBe(false);
    expect(sharedCandidate(`${app}/lib/password-runs.ts`)).toBe(false);
    expect(sharedCandidate(password)).toBe(false);
  });
});
