import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '../../lib/request';
import { VENDOR_INVOICE_KEY } from '../vendor/api/vendor-api';

/** The vendor's valid invoice as the dashboard names it. */
export interface VendorInvoice {
  number: string;
  /** The invoice date, 'YYYY-MM-DD' (Vienna), or null when the document does not say. */
  issueDate: string | null;
}

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

/** `attachment; filename="2026-0001.xml"` → '2026-0001'. */
function numberFromDisposition(header: string | null): string | null {
  const match = header ? /filename="?([^".]+)\./.exec(header) : null;
  return match?.[1] ?? null;
}

function firstByLocalName(root: Document | Element, name: string): Element | undefined {
  return root.getElementsByTagNameNS('*', name)[0];
}

/**
 * Number and date of an EN 16931 CII invoice (the server's `?format=xml`): the document's
 * `ram:ID` and `ram:IssueDateTime` (format 102, 'YYYYMMDD').
 */
export function invoiceFromCii(xml: string, fallbackNumber: string | null): VendorInvoice | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const header = firstByLocalName(document, 'ExchangedDocument');
  const id = header ? firstByLocalName(header, 'ID')?.textContent?.trim() : undefined;
  const issued = header ? firstByLocalName(header, 'IssueDateTime') : undefined;
  const raw = issued ? firstByLocalName(issued, 'DateTimeString')?.textContent?.trim() : undefined;
  const day = raw && /^\d{8}$/.test(raw) ? raw : null;
  const number = id || fallbackNumber;
  if (!number) return null;
  return {
    number,
    issueDate: day ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}` : null,
  };
}

/**
 * The vendor's invoice: `GET /api/vendors/{id}/invoice?format=xml` (which also issues it when the
 * vendor is paid in full and the reaction has not run yet). The API has no metadata answer, so
 * number and date are read from the small e-invoice. Null while none is issued (404); a missing
 * billing address (409) and other failures are errors with the server's German text.
 */
export function vendorInvoiceQuery(vendorId: string) {
  return queryOptions<VendorInvoice | null>({
    queryKey: [VENDOR_INVOICE_KEY, vendorId],
    queryFn: async () => {
      let response: Response;
      try {
        response = await fetchDocument(
          `/api/vendors/${encodeURIComponent(vendorId)}/invoice?format=xml`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
      const fallback = numberFromDisposition(response.headers.get('Content-Disposition'));
      return invoiceFromCii(await response.text(), fallback);
    },
  });
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
