import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would add 8
 * KB gzip to every page; docs/style.md, "Styling components"): a component that lets callers
 * restyle it offers a variant or a prop, or styles its states with `aria-*:` variants, instead of
 * letting a caller's class fight its own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
