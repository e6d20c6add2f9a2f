import type { InvoiceDto } from '@standl/contracts';
import { ApiError } from '../../lib/request';

/** What the dashboard shows of the vendor's valid invoice (the status answer's `invoice`). */
export type VendorInvoice = Pick<InvoiceDto, 'number' | 'issueDate'>;

export type InvoiceFormat = 'pdf' | 'xml';

/**
 * A document request with the vendor's session cookie. No admin token: the invoice is the
 * vendor's own, and a stale organiser token in the same browser would only answer 401.
 */
async function fetchDocument(url: string): Promise<Response> {
  const response = await fetch(url, { method: 'GET', credentials: 'include' });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** 'Rechnung-2026-0001.pdf' / 'Rechnung-2026-0001.xml'. */
export function invoiceFileName(number: string, format: InvoiceFormat): string {
  return `Rechnung-${number}.${format}`;
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL only after the click returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the stored invoice (`GET /api/invoices/download/{number}`) as PDF or e-invoice XML. */
export async function downloadInvoice(number: string, format: InvoiceFormat): Promise<void> {
  const query = format === 'xml' ? '?format=xml' : '';
  const response = await fetchDocument(
    `/api/invoices/download/${encodeURIComponent(number)}${query}`,
  );
  saveBlob(await response.blob(), invoiceFileName(number, format));
}
