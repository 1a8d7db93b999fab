import { useEffect, useRef } from "react";
import { useMatches } from "react-router";

import { JSON_LD } from "~/lib/route-meta";

const SELECTOR = 'script[type="application/ld+json"]';

/** The JSON-LD documents in a route's loader data (`LoaderMeta`), as JSON text. */
function structuredDataOf(loaderData: unknown): string[] {
  if (typeof loaderData !== "object" || loaderData === null || !("meta" in loaderData)) return [];
  const { meta } = loaderData;
  if (!Array.isArray(meta)) return [];
  return meta.flatMap((tag: unknown) =>
    typeof tag === "object" && tag !== null && JSON_LD in tag
      ? [JSON.stringify(Reflect.get(tag, JSON_LD))]
      : [],
  );
}

/**
 * Puts a page's JSON-LD in <head> after a client-side navigation, as the prerendered page has it
 * (lib/route-meta.ts keeps it out of React's <Meta>; root.tsx mounts this after the first
 * navigation). Each script is made with the pages' Trusted Types policy, which accepts JSON text
 * only (lib/trusted-types.ts).
 */
export function StructuredData() {
  const documents = useMatches().flatMap((match) => structuredDataOf(match.loaderData));
  const key = JSON.stringify(documents);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    const texts: unknown = JSON.parse(key);
    void import("~/lib/trusted-types").then(({ trustedJsonScript }) => {
      if (shown.current !== key || !Array.isArray(texts)) return;
      for (const old of document.head.querySelectorAll(SELECTOR)) old.remove();
      for (const text of texts) {
        const script = document.createElement("script");
        script.type = "application/ld+json";
        // A TrustedScript where the browser has Trusted Types: the DOM types know only strings.
        Reflect.set(script, "text", trustedJsonScript(String(text)));
        document.head.append(script);
      }
    });
  }, [key]);

  return null;
}
