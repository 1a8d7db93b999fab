import { t } from "@lingui/core/macro";
import { X } from "lucide-react";
import { Suspense, useId, type ReactNode } from "react";

import { Button } from "~/components/ui/button";

import { PanelErrorBoundary, type PanelRecovery } from "./panel-error-boundary";

/**
 * A collapsible panel of the generator card, closable by its own button (spec §2). Whatever its
 * contents throw stays inside it, with `recovery` offered.
 */
export function Panel({
  id,
  title,
  closeLabel,
  onClose,
  recovery,
  children,
}: {
  id: string;
  title: string;
  /** The close button's name, "Close password history". */
  closeLabel: string;
  onClose: () => void;
  recovery?: PanelRecovery;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="rounded-ks border border-border bg-surface p-4 motion-safe:animate-[panel-in_150ms_ease-out]"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={closeLabel}
          onClick={onClose}
          className="-my-2 -mr-2"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {/* A panel's contents load when it first opens (docs/decisions/first-view-budget.md); that takes a moment at most. */}
      <PanelErrorBoundary title={title} recovery={recovery}>
        <Suspense fallback={<p className="text-sm text-muted">{t`Loading…`}</p>}>
          {children}
        </Suspense>
      </PanelErrorBoundary>
    </section>
  );
}
