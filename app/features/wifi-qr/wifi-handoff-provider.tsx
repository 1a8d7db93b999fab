import { createContext, useContext, useState, type ReactNode } from "react";

import { createWifiHandoff, type WifiHandoff } from "./lib/wifi-handoff";

const HandoffContext = createContext<WifiHandoff | null>(null);

/** One WiFi handoff for the whole app: rendered at the root, around every route. */
export function WifiHandoffProvider({ children }: { children: ReactNode }) {
  const [handoff] = useState(createWifiHandoff);
  return <HandoffContext value={handoff}>{children}</HandoffContext>;
}

/** The app's WiFi handoff; a part rendered outside the provider is a bug, and says so. */
export function useWifiHandoff(): WifiHandoff {
  const handoff = useContext(HandoffContext);
  if (handoff === null) throw new Error("The WiFi handoff was used outside WifiHandoffProvider");
  return handoff;
}
