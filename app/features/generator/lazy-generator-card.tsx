import { Suspense, lazy } from "react";

import type { GeneratorCardProps } from "./generator-card";

export type { GeneratorCardProps };

/*
 * The generator card hydrates as its own island (docs/decisions/first-paint-password.md). Its first password and its Generate
 * and Copy buttons already work from the first paint (first-paint/), so its React code is not
 * needed before the visitor can act and stays out of the first view; its download starts as soon
 * as the page's route module runs, beside React's, so the card takes over as early as before.
 */
const cardModule = typeof window === "undefined" ? null : import("./generator-card");

const Card = lazy(async () => {
  const module = await (cardModule ?? import("./generator-card"));
  // React is listening and the card's code has arrived: from now on React answers the card's
  // clicks (hydrating it at once if need be), and the first-paint script stands down.
  if (typeof window !== "undefined") window.__keysmithFirstPaint?.stop();
  return { default: module.GeneratorCard };
});

/** The generator card, hydrated when its code arrives; prerendered in full like any other. */
export function LazyGeneratorCard(props: GeneratorCardProps) {
  return (
    <Suspense fallback={<div className="min-h-[36rem]" aria-busy="true" />}>
      <Card {...props} />
    </Suspense>
  );
}
