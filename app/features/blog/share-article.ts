import { copyText } from "~/lib/clipboard";
import { readClipboardGuard } from "~/lib/clipboard-guard-state";

export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

export interface ShareDeps {
  share?: (data: SharePayload) => Promise<void>;
  copy: (text: string) => Promise<boolean>;
}

function browserDeps(): ShareDeps {
  const share =
    typeof navigator.share === "function"
      ? (data: SharePayload) => navigator.share(data)
      : undefined;
  // The link replaces a password Keysmith copied: its clear must not wipe the link.
  const copy = async (text: string) => {
    const ok = await copyText(text);
    if (ok && readClipboardGuard().kind !== "idle") {
      void import("~/lib/clipboard-guard").then((guard) => guard.noteOtherCopied());
    }
    return ok;
  };
  return { share, copy };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}

/**
 * Spec §4 Share: the device's share sheet when there is one (title, excerpt, current URL);
 * when there is none or it fails, the URL goes to the clipboard instead. Closing the share sheet
 * (AbortError) is the reader's choice, not a failure, so nothing is copied then.
 */
export async function shareOrCopy(
  payload: SharePayload,
  deps: ShareDeps = browserDeps(),
): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share(payload);
      return "shared";
    } catch (error) {
      if (isAbort(error)) return "cancelled";
    }
  }
  return (await deps.copy(payload.url)) ? "copied" : "failed";
}
