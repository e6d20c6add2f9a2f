import type { InvoiceDto } from '@standl/contracts';
import { ApiError } from '../../lib/request';
import { saveBlob } from '../../lib/save-blob';

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
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a file name (the invoice document is German), not a text
  return `Rechnung-${number}.${format}`;
}

/** Downloads the stored invoice (`GET /api/invoices/download/{number}`) as PDF or e-invoice XML. */
export async function downloadInvoice(number: string, format: InvoiceFormat): Promise<void> {
  const query = format === 'xml' ? `?${new URLSearchParams({ format })}` : '';
  const response = await fetchDocument(
    `/api/invoices/download/${encodeURIComponent(number)}${query}`,
  );
  saveBlob(await response.blob(), invoiceFileName(number, format));
}
