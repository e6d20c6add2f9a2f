/**
 * Hands a blob to the browser as a download named `fileName`: an object URL on a hidden
 * `<a download>` (allowed by the CSP, which needs no `blob:` source for a download).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a moment later: some browsers read the URL only after the click returned.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
