let hydrated = false;

/** Called once the page has hydrated (root.tsx): from then on, React renders on its own. */
export function markHydrated(): void {
  hydrated = true;
}

/** Whether the page has hydrated; before that, React only adopts the prerendered DOM. */
export function isHydrated(): boolean {
  return hydrated;
}
