import { History, ListChecks, X } from "lucide-react";
import { Dialog } from "radix-ui";

import { Button } from "~/components/ui/button";

import { QuickTipsList } from "./quick-tips";

/**
 * The Quick Tips sheet itself, loaded the first time it opens (issue 8). Radix traps focus,
 * Escape and the dark overlay close it, and focus returns to the button that opened it.
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="sheet-overlay"
          className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-[fade-in_150ms_ease-out]"
        />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Quick Tips</Dialog.Title>
            <Dialog.Close asChild>
              <Button type="button" variant="ghost" size="icon" aria-label="Close quick tips">
                <X aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Tips for strong passwords, and shortcuts to templates and history.
          </Dialog.Description>
          <QuickTipsList />
          <div className="mt-2 grid gap-2 border-t border-border pt-4">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary" onClick={onOpenTemplates}>
                <ListChecks aria-hidden="true" />
                Password Templates
              </Button>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Button type="button" variant="secondary" onClick={onOpenHistory}>
                <History aria-hidden="true" />
                View History
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
