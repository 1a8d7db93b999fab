import { createContext, useContext } from "react";

/**
 * True while a page is prerendered at build time (app/entry.server.tsx provides it), false in
 * the browser, hydration included. For markup that only the prerendered HTML carries and an
 * inline script removes before React hydrates, such as the generator's first-paint template
 * (docs/decisions/first-paint-password.md).
 */
export const Prerendering = createContext(false);

export function usePrerendering(): boolean {
  return useContext(Prerendering);
}
