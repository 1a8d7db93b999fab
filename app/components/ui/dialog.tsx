import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The dialog's state and its opening button, from Radix. */
export const DialogRoot = Dialog.Root;
export const DialogTrigger = Dialog.Trigger;
/** Wrap a button with `asChild` to close the dialog when it is pressed. */
export const DialogClose = Dialog.Close;

const PLACEMENTS = {
  /** A sheet from the right edge (Quick Tips on small screens). */
  side: {
    content:
      "fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 shadow-xl motion-safe:animate-[slide-in_200ms_ease-out]",
    header: "flex items-center justify-between",
    title: "text-lg font-semibold",
  },
  /** A bottom sheet on phones, a centred dialog from 640 px (Cookie Preferences). */
  sheet: {
    content:
      "fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-ks border border-border bg-surface p-5 shadow-xl motion-safe:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-ks",
    header: "flex items-start justify-between gap-4",
    title: "pt-2 text-lg font-semibold",
  },
} as const;

/**
 * The one dialog shell of the site (Radix): overlay, title, close button and description, so
 * every dialog traps focus, closes on Escape and on the overlay, returns focus to what opened
 * it, and is named and described the same way. Put it inside a `DialogRoot`.
 */
export function DialogContent({
  title,
  description,
  hideDescription = false,
  closeLabel,
  placement,
  overlayTestId,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The description still names the dialog's purpose to screen readers, but is not shown. */
  hideDescription?: boolean;
  /** The close button's accessible name, e.g. "Close quick tips". */
  closeLabel: string;
  placement: keyof typeof PLACEMENTS;
  overlayTestId?: string;
  children: ReactNode;
}) {
  const styles = PLACEMENTS[placement];
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        data-testid={overlayTestId}
        className="fixed inset-0 z-50 bg-black/60 motion-safe:animate-[fade-in_150ms_ease-out]"
      />
      <Dialog.Content className={styles.content}>
        <div className={styles.header}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Close asChild>
            <Button type="button" variant="ghost" size="icon" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </div>
        <Dialog.Description className={cn(hideDescription ? "sr-only" : "mt-1 text-sm text-muted")}>
          {description}
        </Dialog.Description>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
