import { t } from "@lingui/core/macro";
import { EyeOff } from "lucide-react";

import { Button } from "~/components/ui/button";

/** Spec §2: while incognito is on, the card says so and offers to turn it off. */
export function IncognitoBanner({ onTurnOff }: { onTurnOff: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-ks border border-border bg-subtle p-3 text-sm"
    >
      <p className="flex items-center gap-2">
        <EyeOff className="size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>{t`Incognito mode is on.`}</strong>{" "}
          {t`Nothing you generate or change is saved in this browser.`}
        </span>
      </p>
      <Button type="button" variant="secondary" onClick={onTurnOff}>
        {t`Turn off`}
      </Button>
    </div>
  );
}
