import { createContext, useContext } from "react";

import type { Generator } from "./hooks/use-generator";
import type { Panels } from "./hooks/use-panels";
import type { PasswordHistory } from "./hooks/use-password-history";

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
