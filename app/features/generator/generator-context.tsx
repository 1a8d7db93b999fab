import { createContext, useContext } from "react";

import type { Generator } from "./hooks/use-generator";
import type { Panels } from "./hooks/use-panels";
import type { PasswordHistory } from "./hooks/use-password-history";
import type { GeneratorState } from "./lib/generator-state";

/** What the card's panels and forms read: its generator, history and open panels. */
export interface GeneratorCardContext {
  generator: Generator;
  history: PasswordHistory;
  panels: Panels;
}

const CardContext = createContext<GeneratorCardContext | null>(null);

export const GeneratorCardProvider = CardContext.Provider;

/** The card around a panel or form; a part rendered outside one is a bug, and says so. */
export function useGeneratorCard(): GeneratorCardContext {
  const card = useContext(CardContext);
  if (card === null) throw new Error("A generator part was rendered outside its card");
  return card;
}

/** The settings the options forms show. */
export type GeneratorSettingsView = Pick<
  GeneratorState,
  "mode" | "options" | "passphraseOptions" | "modeOptions" | "siteRules"
>;

/**
 * What the options forms read: the settings they show and `run`. The card gives the same object
 * until one of those changes, so a Generate, which changes only the output and the history, does
 * not draw the forms again (docs/product-decisions.md, "Fast everywhere").
 */
export interface GeneratorOptionsContext {
  generator: { run: Generator["run"]; state: GeneratorSettingsView };
}

const OptionsContext = createContext<GeneratorOptionsContext | null>(null);

export const GeneratorOptionsProvider = OptionsContext.Provider;

/** The settings of the card around an options form. */
export function useGeneratorOptions(): GeneratorOptionsContext {
  const options = useContext(OptionsContext);
  if (options === null) throw new Error("A generator form was rendered outside its card");
  return options;
}
