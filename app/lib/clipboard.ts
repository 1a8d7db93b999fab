/**
 * Writes text to the clipboard. Returns false instead of throwing when the browser refuses
 * (permission denied, insecure context, no Clipboard API), so callers can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
