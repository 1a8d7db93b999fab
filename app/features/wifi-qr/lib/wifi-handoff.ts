/*
 * A password the generator offers for a WiFi QR card (docs/product-decisions.md, "WiFi QR card"),
 * held in this page's memory only: never in the URL, history state or storage, so it is gone with
 * the tab.
 */

type Listener = () => void;

let offered: string | null = null;
let latest = "";
const listeners = new Set<Listener>();

/**
 * Offers a generated password to the WiFi QR card. One that no WPA2/WPA3 network accepts is
 * offered too: the card says why it cannot draw it.
 */
export function offerWifiPassword(password: string): void {
  offered = password;
  for (const listener of listeners) listener();
}

/** The generator card tells what it shows, so the QR card can start from it. */
export function rememberGeneratedPassword(password: string): void {
  latest = password;
}

/** The password the generator showed last, or "" before it made one. */
export function latestGeneratedPassword(): string {
  return latest;
}

/** The offered password, taken once. */
export function takeOfferedWifiPassword(): string | null {
  const password = offered;
  offered = null;
  return password;
}

/** Calls `listener` on each offer; returns the unsubscribe. */
export function subscribeWifiOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of the WiFi page's QR section, where an offer leads. */
export const WIFI_QR_SECTION_ID = "wifi-qr";
