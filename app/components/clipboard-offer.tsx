import { Eraser } from "lucide-react";

import { Button } from "~/components/ui/button";
import { clearClipboard, type ClipboardGuardState } from "~/lib/clipboard-guard";
import { clearsInText, onClipboardText } from "~/lib/clipboard-wording";

/**
 * After a password is copied: "Clear clipboard", and the countdown of the automatic clear when
 * the visitor chose one (issue 20, item 5). Loaded on the first copy (clipboard-status-region).
 */
export default function ClipboardOffer({ guard }: { guard: ClipboardGuardState }) {
  return (
    <>
      {guard.holdsSecret ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>
            {guard.lastClear === "failed"
              ? "The clipboard could not be cleared: bring this page to the front and try again."
              : guard.remaining !== null
                ? clearsInText(guard.count, guard.remaining)
                : onClipboardText(guard.count)}
          </p>
          <Button
            type="button"
            variant="secondary"
            size="compact"
            onClick={() => void clearClipboard()}
          >
            <Eraser aria-hidden="true" />
            Clear clipboard
          </Button>
        </div>
      ) : guard.lastClear === "cleared" ? (
        <p>Clipboard cleared.</p>
      ) : null}
    </>
  );
}
