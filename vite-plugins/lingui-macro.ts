import { transformAsync, type PluginObj, types as t } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

import { simplifyCompiled } from "../app/lib/i18n/compiled-message";

/*
 * Lingui's macros (`t`, `msg`, `plural` from @lingui/core/macro) turned into runtime calls as each
 * module is built, in the site, in Vitest and in the first-paint script's bundle
 * (docs/decisions/i18n-library.md, "How it works"). The macro leaves each message as
 * `{ id, message, values }`; the second pass below compiles the English to Lingui's compiled form
 * and drops the id: English pages then format it with a few lines of code (app/lib/i18n/runtime.ts)
 * and carry no ids, and a page in another language finds its translation by a key made from the
 * English (app/lib/i18n/message-key.ts).
 */

const MACRO_IMPORT = /from\s+["']@lingui\/core\/macro["']/;

/** A macro's `{ id, message }` as `{ message: <compiled English> }`, keeping its values. */
function compileSourceMessages(): PluginObj {
  return {
    name: "keysmith-compile-source-messages",
    visitor: {
      ObjectExpression(path) {
        const properties = path.node.properties;
        const named = (name: string) =>
          properties.find(
            (property): property is t.ObjectProperty =>
              t.isObjectProperty(property) && t.isIdentifier(property.key, { name }),
          );
        const id = named("id");
        const message = named("message");
        if (!id || !message || !t.isStringLiteral(message.value)) return;
        if (named("context")) {
          throw path.buildCodeFrameError(
            "A message with a context has no key of its own (app/lib/i18n/message-key.ts).",
          );
        }
        message.value = t.valueToNode(simplifyCompiled(compileMessage(message.value.value)));
        path.node.properties = properties.filter(
          (property) =>
            property !== id &&
            !(t.isObjectProperty(property) && t.isIdentifier(property.key, { name: "comment" })),
        );
      },
    },
  };
}

/** Runs the macros over a module's source; null when it imports none. */
export async function transformMessages(code: string, id: string): Promise<string | null> {
  if (!MACRO_IMPORT.test(code)) return null;
  const result = await transformAsync(code, {
    filename: id,
    babelrc: false,
    configFile: false,
    sourceMaps: false,
    parserOpts: { plugins: ["typescript", "jsx"] },
    plugins: [[linguiMacro, { stripMessageField: false }], compileSourceMessages],
  });
  return result?.code ?? null;
}

/** The Vite plugin: before any other transform, for the app's TypeScript modules. */
export function linguiMacros(): Plugin {
  return {
    name: "keysmith:lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      if (!/\.tsx?$/.test(id.split("?")[0] ?? "") || id.includes("/node_modules/")) return null;
      const output = await transformMessages(code, id);
      return output === null ? null : { code: output, map: null };
    },
  };
}
