import type { PasswordOptions } from "#core/options/password-options";

import { HANDOFF_GLOBAL } from "./contract";

/*
 * What the first-paint script hands the card (docs/decisions/first-paint-password.md). Types only, so the client entry can
 * reach the handoff without loading any generator code.
 */

/** What the visitor did with the card before React took over, oldest first. */
export type FirstPaintEvent =
  | { kind: "generated"; value: string; at: number }
  | { kind: "copied"; value: string; at: number }
  | { kind: "copyFailed"; at: number };

export interface FirstPaint {
  /** The options the password was made with, read as the app reads them. */
  options: PasswordOptions;
  /** The password on screen, with its exact entropy. */
  password: string;
  entropyBits: number;
  events: FirstPaintEvent[];
  /** Whether a copy was refused before React arrived, so the card can say so. */
  copyFailed: boolean;
  /** Controls of the card clicked before React listened, to click again once it does. */
  held: HTMLElement[];
  /**
   * Ends the script's own handling of clicks and undoes its transient marks (the copied
   * state). Called once React listens and the card's code has arrived, right before React
   * hydrates the card, so each click has exactly one handler.
   */
  stop: () => void;
  /** Set once the history has taken the events, so they are recorded once. */
  historyTaken: boolean;
  /** Set once a card has taken the password; a card mounted later makes its own. */
  adopted: boolean;
}

declare global {
  interface Window {
    /** Set by the first-paint script on pages that embed the generator. */
    [HANDOFF_GLOBAL]?: FirstPaint;
  }
}
