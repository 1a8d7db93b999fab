import { useSyncExternalStore } from "react";

import { parseCookieConsent, type CookieConsent } from "#core/options/stored-data";
import { CONSENT_STORAGE_KEY } from "~/lib/consent";
import { readStorage, removeStorage, writeStorage } from "~/lib/storage";

/**
 * What the page knows about the visitor's cookie choice:
 * - `pending`: prerendered HTML and hydration, before browser storage may be read (docs/style.md,
 *   "Storage after hydration");
 * - `none`: no usable choice, so the banner asks (spec §4);
 * - `given`: the stored record.
 */
export type ConsentState =
  { kind: "pending" } | { kind: "none" } | { kind: "given"; consent: CookieConsent };

/** The two choices a visitor makes; functional storage is not a choice (spec §5). */
export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
}

export const CONSENT_READ_ERROR =
  "Cookie consent: the stored choice could not be read, so the banner asks again.";

const PENDING: ConsentState = Object.freeze({ kind: "pending" });
const NONE: ConsentState = Object.freeze({ kind: "none" });

const listeners = new Set<() => void>();
/** The last raw value read and what it meant, so each snapshot is stable until storage changes. */
let cache: { raw: string | null; state: ConsentState } | null = null;
/** A choice made while storage refuses writes: it holds for this page, and the banner stays away. */
let unsaved: ConsentState | null = null;

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Reads the stored choice. Storage is the source of truth, so a change from another tab or from
 * Cookie Settings shows here too. A value that cannot be parsed is logged once (spec §8).
 */
export function getConsentState(): ConsentState {
  if (unsaved) return unsaved;
  const raw = readStorage(CONSENT_STORAGE_KEY);
  if (cache && cache.raw === raw) return cache.state;
  const consent = parseCookieConsent(raw, Date.now());
  if (consent === null && raw !== null) console.error(CONSENT_READ_ERROR);
  const state: ConsentState = consent ? { kind: "given", consent } : NONE;
  cache = { raw, state };
  return state;
}

function getServerState(): ConsentState {
  return PENDING;
}

/** Stores a choice as the spec's record (spec §3) and tells every subscriber. */
export function saveConsent(choice: ConsentChoice, now: number = Date.now()): CookieConsent {
  const consent: CookieConsent = {
    analytics: choice.analytics,
    advertising: choice.advertising,
    functional: true,
    timestamp: now,
  };
  const stored = writeStorage(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  unsaved = stored ? null : { kind: "given", consent };
  emit();
  return consent;
}

/**
 * Forgets the visitor's choice, stored or held for this page only, and tells every subscriber:
 * the banner asks again (Cookie Settings, spec §4). Where storage keeps the stored choice
 * (refused, or held back in incognito), the page alone forgets it.
 */
export function forgetConsent(): void {
  unsaved = removeStorage(CONSENT_STORAGE_KEY) ? null : NONE;
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) emit();
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The visitor's choice; `pending` until hydrated, so prerendered pages never show the banner. */
export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getServerState);
}
