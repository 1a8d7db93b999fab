import { t } from "@lingui/core/macro";
import { History, ListChecks } from "lucide-react";

import { Button } from "~/components/ui/button";
import { DialogClose, DialogContent, DialogRoot } from "~/components/ui/dialog";

import { QuickTipsList } from "./quick-tips";

/**
 * The Quick Tips sheet itself, loaded the first time it opens (docs/decisions/first-view-budget.md), in the site's one
 * dialog shell: focus is trapped, Escape and the dark overlay close it, and focus returns to the
 * button that opened it.
 */
export function MobileTipsDialog({
  open,
  onOpenChange,
  onOpenTemplates,
  onOpenHistory,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenTemplates: () => void;
  onOpenHistory: () => void;
}) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="side"
        title={t`Quick Tips`}
        closeLabel={t`Close quick tips`}
        description={t`Tips for strong passwords, and shortcuts to templates and history.`}
        hideDescription
        overlayTestId="sheet-overlay"
      >
        <QuickTipsList />
        <div className="mt-2 grid gap-2 border-t border-border pt-4">
          <DialogClose asChild>
            <Button type="button" variant="secondary" onClick={onOpenTemplates}>
              <ListChecks aria-hidden="true" />
              {t`Password Templates`}
            </Button>
          </DialogClose>
          <DialogClose asChild>
            <Button type="button" variant="secondary" onClick={onOpenHistory}>
              <History aria-hidden="true" />
              {t`View History`}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
