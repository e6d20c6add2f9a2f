/** Spec 001 section 9: the print window prints 2 seconds after it opened the sheets. */
export const PRINT_DELAY_MS = 2000;

/** How long the print window's copy of the PDF stays readable (then its blob URL is revoked). */
const PRINT_URL_LIFETIME_MS = 10 * 60_000;

export interface PrintWindow {
  /** Shows the PDF in the window and prints it after PRINT_DELAY_MS. */
  show(pdf: Blob): void;
  /** Closes the window (the PDF could not be loaded). */
  close(): void;
}

/**
 * Opens the print window. Call it synchronously in the click handler: pop-up blockers let a
 * window through only while the click is being handled. Answers null when the window was
 * blocked. The window shows a short note until `show` hands it the PDF.
 */
export function openPrintWindow(
  title = 'Standplätze drucken',
  loading = 'Die Standblätter werden geladen …',
): PrintWindow | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  try {
    win.document.title = title;
    win.document.body.textContent = loading;
    win.document.body.style.font = '16px system-ui, sans-serif';
    win.document.body.style.padding = '24px';
  } catch {
    // A window the browser does not let us write to: the PDF replaces it anyway.
  }
  return {
    show(pdf) {
      const url = URL.createObjectURL(pdf);
      win.location.href = url;
      window.setTimeout(() => {
        try {
          win.focus();
          win.print();
        } catch {
          // The organiser closed the window in the meantime.
        }
      }, PRINT_DELAY_MS);
      window.setTimeout(() => URL.revokeObjectURL(url), PRINT_URL_LIFETIME_MS);
    },
    close() {
      win.close();
    },
  };
}
