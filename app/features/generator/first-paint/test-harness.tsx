import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, vi } from "vitest";

import { Prerendering } from "~/lib/prerendering";
import { WifiHandoffProvider } from "~/features/wifi-qr";
import { GeneratorCard, type GeneratorCardProps } from "../generator-card";

// The card prerendered, painted by a first-paint script and hydrated by React's development build,
// for the first-paint tests. Any difference between the script's DOM and what React renders,
// attributes included, is reported through console.error or as a recoverable error, which these
// tests collect and expect to be empty. Only tests import this file, so none of it ships.

/** The prerendered card of the running test, in the document; a new one for each test. */
export let container: HTMLElement;
/** What console.error was called with during the running test. */
export const consoleErrors: unknown[][] = [];
/** The errors hydration recovered from during the running test. */
export const recoverable: unknown[] = [];

let root: Root | null = null;

function card(props: GeneratorCardProps) {
  return (
    <MemoryRouter>
      <WifiHandoffProvider>
        <GeneratorCard {...props} />
      </WifiHandoffProvider>
    </MemoryRouter>
  );
}

/** The page as prerendered, then parsed: what a first-paint script runs on. */
export function prerenderCard(props: GeneratorCardProps) {
  container = document.createElement("div");
  container.innerHTML = renderToString(<Prerendering value={true}>{card(props)}</Prerendering>);
  document.body.append(container);
}

/** Stops the script, then lets React hydrate the card and settle. */
export async function hydrateCard(props: GeneratorCardProps) {
  window.__keysmithFirstPaint?.stop();
  await act(async () => {
    root = hydrateRoot(container, card(props), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // The effects' transitions and the held clicks' replay.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

/** The value the card's output shows. */
export function shown(): string {
  return container.querySelector('[data-testid="password"]')?.textContent ?? "";
}

export function generateButton(): HTMLElement {
  const button = container.querySelector<HTMLElement>("[data-generate]");
  if (!button) throw new Error("no Generate button");
  return button;
}

/**
 * Tells React's act() it runs in a test, and around each test empties both storages, the
 * collected errors and the script's handle, then unmounts and removes the card.
 */
export function setUpFirstPaintTests() {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    consoleErrors.length = 0;
    recoverable.length = 0;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      consoleErrors.push(args);
    });
    delete window.__keysmithFirstPaint;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });
}
