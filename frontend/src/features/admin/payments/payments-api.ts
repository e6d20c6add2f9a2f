import type { AdminPaymentsDto, InvoiceDto, InvoiceSettingsDto } from '@standl/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../lib/admin-api';
import { ADMIN_TOKEN_KEY, ApiError } from '../../../lib/request';
import { saveBlob } from '../../../lib/save-blob';
import { adminKeys, useInvalidateAdminData } from '../shared/admin-queries';

export const paymentKeys = {
  payments: ['/api/admin/payments'] as const,
  invoices: ['/api/admin/invoices'] as const,
  invoiceSettings: ['/api/admin/invoice-settings'] as const,
  status: (vendorId: string, checkoutId: string) =>
    ['/api/admin/vendors', vendorId, 'payment-status', checkoutId] as const,
};

/** Vendors with their accounts, and the refunds (open first). As fresh as the vendor list. */
export const adminPaymentsQuery = queryOptions<AdminPaymentsDto>({
  queryKey: paymentKeys.payments,
  queryFn: () => adminApi.listPayments(),
  staleTime: 30_000,
});

export const adminInvoicesQuery = queryOptions<InvoiceDto[]>({
  queryKey: paymentKeys.invoices,
  queryFn: () => adminApi.listInvoices(),
  staleTime: 30_000,
});

export const invoiceSettingsQuery = queryOptions<InvoiceSettingsDto>({
  queryKey: paymentKeys.invoiceSettings,
  queryFn: () => adminApi.getInvoiceSettings(),
  staleTime: 300_000,
});

/** After a booking: the payments, the invoices, and what the other tabs show of the vendor. */
export function useInvalidatePayments(): () => Promise<void> {
  const queryClient = useQueryClient();
  const invalidateAdminData = useInvalidateAdminData();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: paymentKeys.payments }),
      queryClient.invalidateQueries({ queryKey: paymentKeys.invoices }),
      queryClient.invalidateQueries({ queryKey: adminKeys.vendors }),
      invalidateAdminData(),
    ]);
  }, [queryClient, invalidateAdminData]);
}

export type InvoiceFormat = 'pdf' | 'xml';

/** 'Rechnung-2026-0001.pdf', or '…-Stornorechnung-….xml' for a Storno. */
export function invoiceFileName(
  invoice: Pick<InvoiceDto, 'number' | 'kind'>,
  format: InvoiceFormat,
) {
  const what = invoice.kind === 'cancellation' ? 'Stornorechnung' : 'Rechnung';
  return `${what}-${invoice.number}.${format}`;
}

/**
 * Downloads an invoice as the organiser: the route needs the admin token as Bearer, which a bare
 * link cannot send, so it is fetched and saved from a blob.
 */
export async function downloadInvoice(
  invoice: Pick<InvoiceDto, 'number' | 'kind'>,
  format: InvoiceFormat,
): Promise<void> {
  const token = localStorage.getItem(ADMIN_TOKEN_KEY);
  const path = `/api/invoices/download/${encodeURIComponent(invoice.number)}`;
  const response = await fetch(format === 'xml' ? `${path}?format=xml` : path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  saveBlob(await response.blob(), invoiceFileName(invoice, format));
}
