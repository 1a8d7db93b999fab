import { readdirSync } from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Outside the engine, one way in: the `#core` import map of package.json, never a relative path
 * into src/core (docs/style.md, "Boundaries").
 */
const ENGINE_BY_RELATIVE_PATH = {
  regex: "^(?:\\.\\./)+src/core(?:/|$)",
  message: "Import the engine as #core or #core/<module> (package.json, imports).",
};
/** The same from src/cli and src/estimator, beside the engine in src/. */
const ENGINE_BY_SIBLING_PATH = {
  regex: "^(?:\\.\\./)+core(?:/|$)",
  message: ENGINE_BY_RELATIVE_PATH.message,
};

/** The features: one folder each in app/features. */
const FEATURES = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A feature reaches another only through its entry, `~/features/<name>` (docs/style.md,
 * "Boundaries"): never a file inside it, by the alias or by a relative path, statically or with
 * import(). Within a feature, paths are relative.
 */
function featureBoundaryRules() {
  const regex = `^(?:~/features/[^/]+/|(?:\\.\\./)+(?:features/)?(?:${FEATURES.map(escapeRegExp).join("|")})(?:/|$))`;
  const message =
    'Import another feature through its entry, ~/features/<name> (docs/style.md, "Boundaries"); within a feature, use relative paths.';
  return {
    "no-restricted-imports": ["error", { patterns: [ENGINE_BY_RELATIVE_PATH, { regex, message }] }],
    "no-restricted-syntax": [
      "error",
      { selector: `ImportExpression[source.value=/${regex.replaceAll("/", "\\/")}/]`, message },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-configured/",
      "build-*/",
      "dist/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The engine is pure: no UI, no DOM, and one random source (docs/style.md, "The engine";
    // docs/product-decisions.md, "One random source").
    files: ["src/core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-router", "react/*"],
              message: "core has no UI.",
            },
            { group: ["~/*", "**/app/**"], message: "core must not import from app/." },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "Use the injected Randomizer (Web Crypto).",
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "window", message: "core runs without a DOM." },
        { name: "document", message: "core runs without a DOM." },
        { name: "localStorage", message: "core parses strings; storage lives in app/lib." },
        { name: "sessionStorage", message: "core parses strings; storage lives in app/lib." },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "tests/**/*.ts", "scripts/**/*.ts", "vite-plugins/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [ENGINE_BY_RELATIVE_PATH],
        },
      ],
    },
  },
  {
    files: ["src/cli/**/*.ts", "src/estimator/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ENGINE_BY_SIBLING_PATH] }],
    },
  },
  {
    // The site's own kit and helpers serve every feature and depend on none (docs/style.md,
    // "Boundaries"): a feature may import from app/components and app/lib, never the other way
    // round.
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    // Tests may gather features (the stored-values fuzz covers every feature's keys).
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ENGINE_BY_RELATIVE_PATH,
            {
              regex: "^(?:~/features(?:/|$)|(?:\\.\\./)+features(?:/|$))",
              message: "app/components and app/lib must not import a feature.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features depend on each other only through their entries (docs/style.md, "Boundaries"). Tests
    // may reach into another feature; routes and the layout are not features and import what they
    // need.
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: featureBoundaryRules(),
  },
  {
    // Nowhere in the product may Math.random make anything (docs/product-decisions.md, "One random
    // source").
    files: ["app/**/*.{ts,tsx}", "src/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "Math",
          property: "random",
          message: "Use the engine's Randomizer (Web Crypto).",
        },
      ],
    },
  },
);
