/*
 * A password the generator offers for a WiFi QR card (docs/product-decisions.md, "WiFi QR card"),
 * held in the page's memory only: never in the URL, history state or storage, so it is gone with
 * the tab. One handoff lives at the app's root (`WifiHandoffProvider`), so an offer made on one
 * page reaches the WiFi page after a client navigation.
 */

type Listener = () => void;

/** Where the generator card leaves a password and the WiFi page's QR section takes it. */
export interface WifiHandoff {
  /**
   * Offers a generated password to the WiFi QR card. One that no WPA2/WPA3 network accepts is
   * offered too: the card says why it cannot draw it.
   */
  offer(password: string): void;
  /** The generator card tells what it shows, so the QR card can start from it. */
  remember(password: string): void;
  /** The password the generator showed last, or "" before it made one. */
  latest(): string;
  /** The offered password, taken once. */
  take(): string | null;
  /** Calls `listener` on each offer; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
}

/** A new, empty handoff. */
export function createWifiHandoff(): WifiHandoff {
  let offered: string | null = null;
  let latest = "";
  const listeners = new Set<Listener>();
  return {
    offer(password) {
      offered = password;
      for (const listener of listeners) listener();
    },
    remember(password) {
      latest = password;
    },
    latest: () => latest,
    take() {
      const password = offered;
      offered = null;
      return password;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The id of the WiFi page's QR section, where an offer leads. */
export const WIFI_QR_SECTION_ID = "wifi-qr";
