import { t } from "@lingui/core/macro";
import { Layers } from "lucide-react";
import { useId } from "react";

import { QuickTipsList } from "./quick-tips";

/** The Quick Tips sidebar beside the card on large screens (spec §2). */
export function TipsAside() {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="hidden self-start rounded-ks border border-border bg-surface p-5 lg:block"
    >
      <h2 id={headingId} className="mb-4 flex items-center gap-2 font-semibold">
        <Layers className="size-4 text-accent-text" aria-hidden="true" />
        {t`Quick Tips`}
      </h2>
      <QuickTipsList />
    </aside>
  );
}
