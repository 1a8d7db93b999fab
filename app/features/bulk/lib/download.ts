/**
 * Saves `contents` as a file, made in the browser from a Blob: nothing goes over the network.
 * The object URL is revoked once the click has started the download.
 */
export function downloadFile(fileName: string, contents: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type: mimeType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; give them a moment.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
