import type {
  AdminInvoiceDto,
  AdminPaymentsDto,
  AdminPaymentVendorDto,
  AdminRefundDto,
  CardPaymentCreatedDto,
  CashPaymentResultDto,
  InvoiceDto,
  InvoiceSettingsDto,
} from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminApi } from '../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../lib/query-client';
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

export const adminInvoicesQuery = queryOptions<AdminInvoiceDto[]>({
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

export const useIssueInvoice = requestMutation((vendorId: string) =>
  adminApi.issueInvoice(vendorId),
);

export interface InvoiceCancellation {
  invoice: InvoiceDto;
  reason: string;
}

/** Cancels an invoice with a storno invoice; a blank reason is none. */
export const useCancelInvoice = requestMutation(({ invoice, reason }: InvoiceCancellation) =>
  adminApi.cancelInvoice(invoice.number, { reason: reason.trim() || null }),
);

export interface RefundMark {
  refund: AdminRefundDto;
  note: string;
}

export const useMarkRefunded = requestMutation(({ refund, note }: RefundMark) =>
  adminApi.markRefunded(refund.entryId, { note: note.trim() }),
);

export const useSendPaymentReminders = requestMutation(() => adminApi.sendPaymentReminders());

export type InvoiceSettingsBody = Parameters<typeof adminApi.saveInvoiceSettings>[0];

export const useSaveInvoiceSettings = requestMutation((body: InvoiceSettingsBody) =>
  adminApi.saveInvoiceSettings(body),
);

export interface CollectBody {
  amount: number;
  description?: string;
}

/** Books a cash payment, or starts a card payment (SumUp) for the amount. */
export function useCollectPayment(
  vendorId: string,
  cash: boolean,
  options: MutationCallbacks<CashPaymentResultDto | CardPaymentCreatedDto, CollectBody>,
) {
  return useMutation({
    ...options,
    mutationFn: (body: CollectBody): Promise<CashPaymentResultDto | CardPaymentCreatedDto> =>
      cash ? adminApi.recordCashPayment(vendorId, body) : adminApi.startCardPayment(vendorId, body),
  });
}

/** A card payment's state, polled while it is pending. */
export const cardPaymentStatusQuery = (
  vendor: AdminPaymentVendorDto,
  checkout: CardPaymentCreatedDto,
  pollMs: number,
) =>
  queryOptions({
    queryKey: paymentKeys.status(vendor.vendorId, checkout.checkoutId),
    queryFn: () => adminApi.paymentStatus(vendor.vendorId, { checkoutId: checkout.checkoutId }),
    refetchInterval: (query) =>
      !query.state.data || query.state.data.status === 'pending' ? pollMs : false,
    // The organiser may have the SumUp page open in another tab meanwhile.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });
