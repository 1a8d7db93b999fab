import { useSyncExternalStore } from "react";

import { STORAGE_KEYS } from "#core/options/storage-keys";

/** The stored colour theme (spec §3: entry `theme`, "dark" or "light"). */
export type Theme = "dark" | "light";

/** From the engine's one set of storage keys (spec §7). */
export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

/**
 * Runs in <head> before first paint, so a prerendered page never flashes the wrong theme:
 * the stored choice wins, else the system preference. Kept tiny and dependency-free because it
 * is inlined into every page; it must not throw when storage is blocked.
 */
export const THEME_INIT_SCRIPT = `(function(){try{var t=null;try{t=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}var d=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d)}catch(e){}})();`;

/** Reads the theme the page is showing now (set by the init script or the toggle). */
export function readDocumentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

/** Shows `theme` and tells subscribers; the caller decides whether to store it. */
export function applyDocumentTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}

export const THEME_CHANGE_EVENT = "keysmith:themechange";

function subscribeTheme(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, onChange);
}

/** The theme is unknown while prerendering: the init script decides it in the browser. */
function readServerTheme(): Theme | null {
  return null;
}

/** The theme the page shows, following the toggle; null while prerendering and hydrating. */
export function useDocumentTheme(): Theme | null {
  return useSyncExternalStore<Theme | null>(subscribeTheme, readDocumentTheme, readServerTheme);
}
