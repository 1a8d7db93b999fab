import type { MessageDescriptor } from "@lingui/core";
import { msg, t } from "@lingui/core/macro";
import { Check, Copy } from "lucide-react";
import { useContext, useEffect, useState } from "react";
import { toast } from "~/lib/toast";

import { Button, type ButtonProps } from "~/components/ui/button";
import { copyText } from "~/lib/clipboard";
import { readClipboardGuard } from "~/lib/clipboard-guard-state";
import { ChosenClipboardClear, readClipboardClearSeconds } from "~/lib/clipboard-settings";
import { i18n } from "~/lib/i18n/runtime";

const CONFIRM_MS = 2000;

// The same elements every time, so a new text to copy does not draw the icon again.
const COPY_ICON = <Copy aria-hidden="true" />;
const COPIED_ICON = <Check aria-hidden="true" />;

/** A toast's words: a text, or a message to say in the page's language. */
type ToastText = string | MessageDescriptor;

export interface CopyMessages {
  success: { title: ToastText; description?: ToastText };
  failure: { title: ToastText; description?: ToastText };
}

/** A toast's words in the page's language. */
export function toastText(text: ToastText): string {
  return typeof text === "string" ? text : i18n._(text);
}

/** Spec §8: the single password's copy toasts. */
export const PASSWORD_COPY_MESSAGES = {
  success: { title: msg`Copied!`, description: msg`Password copied to clipboard` },
  failure: { title: msg`Failed to copy password` },
} satisfies CopyMessages;

/** What a blocked clipboard leaves the visitor to do. */
export const COPY_BLOCKED_DESCRIPTION = msg`Your browser blocked clipboard access. Select the text and copy it by hand.`;

/**
 * Copies `text`, confirms in place (icon and label) and with a toast (docs/design.md, "Feedback in
 * place"), and says so when the clipboard is blocked.
 */
export function CopyButton({
  text,
  label,
  accessibleLabel,
  messages = PASSWORD_COPY_MESSAGES,
  showLabel = true,
  onCopied,
  secret = false,
  secretCount = 1,
  ...props
}: {
  text: string;
  label?: string;
  /** The button's accessible name, e.g. "Copy password 3". */
  accessibleLabel?: string;
  messages?: CopyMessages;
  showLabel?: boolean;
  /** Called after a successful copy, e.g. to record the password in history. */
  onCopied?: (text: string) => void;
  /**
   * A password: the page then offers to clear the clipboard, and may clear it itself. Anything
   * else ends that offer, since it replaced the password on the clipboard.
   */
  secret?: boolean;
  /** How many passwords `text` holds (all of a Copy All), for what the clipboard status says. */
  secretCount?: number;
} & Omit<ButtonProps, "onClick" | "children">) {
  const [copied, setCopied] = useState(false);
  const chosenClear = useContext(ChosenClipboardClear);

  // Put the label back after a moment; cleared if the button goes away first.
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  return (
    <Button
      type="button"
      variant="secondary"
      aria-label={
        accessibleLabel ? (copied ? t`${accessibleLabel}: copied` : accessibleLabel) : undefined
      }
      disabled={text.length === 0}
      {...props}
      onClick={async () => {
        const ok = await copyText(text);
        if (ok) {
          setCopied(true);
          onCopied?.(text);
          // The guard loads with the first password copied (docs/decisions/clipboard-clear.md).
          if (secret || readClipboardGuard().kind !== "idle") {
            void import("~/lib/clipboard-guard").then((guard) => {
              if (secret)
                guard.noteSecretCopied(text, readClipboardClearSeconds(chosenClear), secretCount);
              else guard.noteOtherCopied();
            });
          }
          const { title, description } = messages.success;
          toast.success(toastText(title), {
            description: description === undefined ? undefined : toastText(description),
          });
        } else {
          toast.error(toastText(messages.failure.title), {
            description: toastText(messages.failure.description ?? COPY_BLOCKED_DESCRIPTION),
          });
        }
      }}
    >
      {copied ? COPIED_ICON : COPY_ICON}
      {showLabel ? <span>{copied ? t`Copied` : (label ?? t`Copy`)}</span> : null}
    </Button>
  );
}
