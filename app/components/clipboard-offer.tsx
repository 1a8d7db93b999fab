import { Eraser } from "lucide-react";

import { Button } from "~/components/ui/button";
import { clearClipboard, CLIPBOARD_MESSAGES } from "~/lib/clipboard-guard";
import type { ClipboardGuardState } from "~/lib/clipboard-guard-state";
import { clearsInText, clearsOnFocusText, onClipboardText } from "~/lib/clipboard-wording";

function ClearButton({ label }: { label: string }) {
  return (
    <Button type="button" variant="secondary" size="compact" onClick={() => void clearClipboard()}>
      <Eraser aria-hidden="true" />
      {label}
    </Button>
  );
}

/**
 * After a password is copied: "Clear clipboard", the countdown of the automatic clear when the
 * visitor chose one, and what the clear did (docs/decisions/clipboard-clear.md). Loaded on the
 * first copy (`ClipboardStatus`).
 */
export default function ClipboardOffer({ guard }: { guard: ClipboardGuardState }) {
  switch (guard.kind) {
    case "idle":
      return null;
    case "holding":
    case "time-up":
    case "failed": {
      const text =
        guard.kind === "time-up"
          ? CLIPBOARD_MESSAGES.timeUp
          : guard.kind === "failed"
            ? CLIPBOARD_MESSAGES.failed
            : guard.remaining === null
              ? onClipboardText(guard.count)
              : guard.remaining === 0
                ? clearsOnFocusText(guard.count)
                : clearsInText(guard.count, guard.remaining);
      return (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p>{text}</p>
          <ClearButton
            label={guard.kind === "time-up" ? CLIPBOARD_MESSAGES.clearNow : "Clear clipboard"}
          />
        </div>
      );
    }
    case "cleared":
      return <p>{CLIPBOARD_MESSAGES.cleared}</p>;
    case "kept":
      return (
        <p>
          {guard.reason === "copied-since"
            ? CLIPBOARD_MESSAGES.copiedSince
            : CLIPBOARD_MESSAGES.changed}
        </p>
      );
    default: {
      const unknown: never = guard;
      return unknown;
    }
  }
}
