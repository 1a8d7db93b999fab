import type { PasswordOptions } from "#core/options/password-options";
import type { GeneratorModeName } from "#core/options/stored-mode";

import type { PassphraseGenerator, UsernameGenerator } from "../lib/generator-output";
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
  /** The mode the value belongs to: passwords, or the mode of a page made for one. */
  mode: GeneratorModeName;
  /** The options a password was made with, read as the app reads them; null in another mode. */
  options: PasswordOptions | null;
  /**
   * In another mode, the page's own starting options of that mode the value was made with (a
   * PIN's, say), or null for a password.
   */
  modeOptions: Readonly<object> | null;
  /** The value on screen (a password, a PIN, a passphrase…), with its exact entropy. */
  password: string;
  entropyBits: number;
  /** A passphrase's word starts (the engine's `wordStarts`), for the card to show it the same. */
  wordStarts?: number[];
  /**
   * On the passphrase and username pages, the engine with the list the page carried, for the
   * card to go on drawing with: the card then fetches no list of its own for that mode (English
   * passphrases only; another language loads its list as ever).
   */
  passphraseGenerator?: PassphraseGenerator;
  usernameGenerator?: UsernameGenerator;
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
