import { transformAsync, type PluginObj, types as t } from "@babel/core";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

/*
 * Lingui's macros (`t`, `msg`, `plural` from @lingui/core/macro) turned into runtime calls as each
 * module is built, in the site, in Vitest and in the first-paint script's bundle
 * (docs/decisions/i18n-library.md). The macro keeps each English message beside its id, and the
 * second pass below compiles it to Lingui's compiled form: English pages then need no catalog and
 * the runtime no message compiler, and a page in another language finds its message by the id in
 * the catalog its layout loaded.
 */

const MACRO_IMPORT = /from\s+["']@lingui\/core\/macro["']/;

/** `message: "Copy {name}"` in a macro's output, as Lingui's compiled message (a JSON literal). */
function compileSourceMessages(): PluginObj {
  return {
    name: "keysmith-compile-source-messages",
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (!t.isIdentifier(key, { name: "message" }) || !t.isStringLiteral(value)) return;
        const object = path.parentPath;
        if (!object.isObjectExpression()) return;
        const hasId = object.node.properties.some(
          (property) =>
            t.isObjectProperty(property) && t.isIdentifier(property.key, { name: "id" }),
        );
        if (!hasId) return;
        path.node.value = t.valueToNode(compileMessage(value.value));
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
