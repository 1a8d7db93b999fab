import { t } from "@lingui/core/macro";
import { Lightbulb } from "lucide-react";
import { Suspense, lazy, useState } from "react";

import { Button } from "~/components/ui/button";

const MobileTipsDialog = lazy(() =>
  import("./mobile-tips-dialog").then((module) => ({ default: module.MobileTipsDialog })),
);

/**
 * Small screens: the Quick Tips sidebar slides in from the side, with shortcuts to the
 * templates and the history (spec §2). The button is part of the first view; the sheet's code
 * loads when it is first opened.
 */
export function MobileTipsSheet({
  onOpenTemplates,
  onOpenHistory,
}: {
  onOpenTemplates: () => void;
  onOpenHistory: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        className="lg:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Lightbulb aria-hidden="true" />
        {t`Quick Tips`}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileTipsDialog
            open={open}
            onOpenChange={setOpen}
            onOpenTemplates={onOpenTemplates}
            onOpenHistory={onOpenHistory}
          />
        </Suspense>
      ) : null}
    </>
  );
}
