import { useSyncExternalStore } from "react";

import { useIncognito } from "~/lib/incognito";

import { useConsentState, type ConsentState } from "./consent-store";

/** What a third-party script needs the visitor's consent for (spec §3 record fields). */
export type ConsentPurpose = "analytics" | "advertising";

/**
 * Whether the browser asks not to be tracked: Do Not Track ("1") or Global Privacy Control.
 * Either one keeps ads and analytics off, whatever the stored consent says (spec §4, §9).
 */
export function readDoNotTrack(nav: Pick<Navigator, "doNotTrack" | "globalPrivacyControl">) {
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function subscribeNever(): () => void {
  return () => {};
}

/** Do Not Track for this browser; true on the server, where nothing may load anyway. */
export function useDoNotTrack(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => readDoNotTrack(navigator),
    () => true,
  );
}

export interface PrivacySignals {
  consent: ConsentState;
  doNotTrack: boolean;
  incognito: boolean;
}

/**
 * The one gate for every third-party script: the visitor agreed to this purpose, the browser
 * does not send Do Not Track, and the generator is not in incognito mode
 * (docs/product-decisions.md, "Ads and analytics").
 */
export function isThirdPartyAllowed(signals: PrivacySignals, purpose: ConsentPurpose): boolean {
  const { consent, doNotTrack, incognito } = signals;
  return consent.kind === "given" && consent.consent[purpose] && !doNotTrack && !incognito;
}

export function useThirdPartyAllowed(purpose: ConsentPurpose): boolean {
  const consent = useConsentState();
  const doNotTrack = useDoNotTrack();
  const incognito = useIncognito();
  return isThirdPartyAllowed({ consent, doNotTrack, incognito }, purpose);
}
