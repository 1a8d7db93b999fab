/*
 * What this browser lets the page do with the clipboard without asking the visitor
 * (docs/decisions/clipboard-clear.md, "What the page may know"). Asked through the Permissions
 * API, which never prompts: a page that may not read without a prompt never reads, and a
 * permission this browser does not know (Firefox and WebKit know neither clipboard permission)
 * counts as not granted.
 */

/** What the page may do without a prompt or a click. */
export interface ClipboardAccess {
  /** The page may read the clipboard's text without a prompt (the permission is granted). */
  readsWithoutPrompt: boolean;
  /** The page may replace the clipboard's text while it has focus, with no click just before. */
  writesWithoutClick: boolean;
}

/** Until the browser has answered: assume the least. */
export const UNKNOWN_CLIPBOARD_ACCESS: ClipboardAccess = Object.freeze({
  readsWithoutPrompt: false,
  writesWithoutClick: false,
});

/** The part of the Permissions API used here, so tests can pass their own. */
export interface PermissionsLike {
  query(descriptor: { name: string }): Promise<{ state: string }>;
}

/** Learned on this page: a write the page made on its own was refused while it had focus. */
let writeRefused = false;

/** Call when a write without a click was refused although the page had focus. */
export function noteWriteNeedsClick(): void {
  writeRefused = true;
}

async function granted(permissions: PermissionsLike | undefined, name: string): Promise<boolean> {
  try {
    return (await permissions?.query({ name }))?.state === "granted";
  } catch {
    // A name this browser does not know (TypeError): not granted.
    return false;
  }
}

function browserPermissions(): PermissionsLike | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.permissions;
}

/** Asks the browser, without prompting, what the page may do with the clipboard. */
export async function probeClipboardAccess(
  permissions: PermissionsLike | undefined = browserPermissions(),
): Promise<ClipboardAccess> {
  const [reads, writes] = await Promise.all([
    granted(permissions, "clipboard-read"),
    granted(permissions, "clipboard-write"),
  ]);
  return { readsWithoutPrompt: reads, writesWithoutClick: writes && !writeRefused };
}
