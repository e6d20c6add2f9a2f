import {
  formatAccessCode,
  VENDOR_LANGUAGE_LABELS,
  VENDOR_STATUS_LABELS,
  type AdminSettableStatus,
  type AdminVendorDto,
  type CreateVendorDto,
  type CreatedVendorDto,
  type UpdateBillingDto,
  type VendorLanguage,
} from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { formatEuro } from '../../../../lib/format';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast, type ToastOptions } from '../../../../lib/toast';
import { adminKeys, useInvalidateAdminData } from '../../shared/admin-queries';

// Under the vendors key: useInvalidateAdminData() refreshes them with the list after a change.
export const vendorHistoryQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.vendor(id), 'history'],
    queryFn: () => adminApi.vendorHistory(id),
  });

export const vendorMessagesQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.vendor(id), 'messages'],
    queryFn: () => adminApi.listAdminVendorMessages(id),
  });

export const boothSuggestionQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.vendor(id), 'booth-suggestion'],
    queryFn: () => adminApi.boothSuggestion(id),
    staleTime: 300_000,
  });

type Vendor = Pick<AdminVendorDto, 'id' | 'name'>;

/** `permanent`: a block that cannot be lifted (canBeUnblocked false). */
type BlockVariables = { vendor: Vendor; reason: string; permanent?: boolean };

/** One organiser action: the call, its success toast and the spec's error title (section 8). */
export interface VendorAction<Variables, Result = unknown> {
  run: (variables: Variables) => Promise<Result>;
  success: (result: Result, variables: Variables) => Omit<ToastOptions, 'variant'>;
  errorTitle: string;
}

export const vendorActions = {
  markSetUp: {
    run: (vendor: Vendor) => adminApi.markVendorSetUp(vendor.id),
    success: (_result, vendor) => ({
      title: 'Als aufgebaut markiert',
      description: `${vendor.name} ist aufgebaut. Der Restbetrag ist jetzt fällig.`,
    }),
    errorTitle: 'Fehler beim Markieren',
  } satisfies VendorAction<Vendor>,
  block: {
    // Without `permanent` the server keeps an existing block's mark; a new block is liftable.
    run: ({ vendor, reason, permanent }: BlockVariables) =>
      adminApi.blockVendor(vendor.id, permanent ? { reason, canBeUnblocked: false } : { reason }),
    success: (_result, { vendor, reason, permanent }) => ({
      title: permanent ? 'Händler dauerhaft gesperrt' : 'Händler gesperrt',
      description: `${vendor.name}: ${reason}`,
    }),
    errorTitle: 'Händler konnte nicht gesperrt werden',
  } satisfies VendorAction<BlockVariables>,
  unblock: {
    run: (vendor: Vendor) => adminApi.unblockVendor(vendor.id),
    success: (_result, vendor) => ({ title: 'Händler entsperrt', description: vendor.name }),
    errorTitle: 'Händler konnte nicht entsperrt werden',
  } satisfies VendorAction<Vendor>,
  reject: {
    run: (vendor: Vendor) => adminApi.updateVendor(vendor.id, { status: 'rejected' }),
    success: (_result, vendor) => ({ title: 'Händler abgelehnt', description: vendor.name }),
    errorTitle: 'Fehler beim Speichern',
  } satisfies VendorAction<Vendor>,
  setStatus: {
    run: ({ vendor, status }: { vendor: Vendor; status: AdminSettableStatus }) =>
      adminApi.updateVendor(vendor.id, { status }),
    success: (result: AdminVendorDto) => ({
      title: 'Status geändert',
      description: `${result.name}: ${VENDOR_STATUS_LABELS[result.status]}`,
    }),
    errorTitle: 'Fehler beim Speichern',
  } satisfies VendorAction<{ vendor: Vendor; status: AdminSettableStatus }, AdminVendorDto>,
  setPaymentAmount: {
    run: ({ vendor, cents }: { vendor: Vendor; cents: number }) =>
      adminApi.updateVendor(vendor.id, { paymentAmount: cents }),
    success: (result: AdminVendorDto) => ({
      title: 'Betrag gespeichert',
      description: `${result.name}: ${formatEuro(result.paymentAmount)} bezahlt`,
    }),
    errorTitle: 'Fehler beim Speichern',
  } satisfies VendorAction<{ vendor: Vendor; cents: number }, AdminVendorDto>,
  /** The language of the vendor's mails (docs/decisions.md 372); the organiser's alone. */
  setLanguage: {
    run: ({ vendor, language }: { vendor: Vendor; language: VendorLanguage }) =>
      adminApi.updateVendor(vendor.id, { language }),
    success: (result: AdminVendorDto) => ({
      title: 'E-Mail-Sprache gespeichert',
      description: `${result.name}: ${VENDOR_LANGUAGE_LABELS[result.language]}`,
    }),
    errorTitle: 'Fehler beim Speichern',
  } satisfies VendorAction<{ vendor: Vendor; language: VendorLanguage }, AdminVendorDto>,
  setBilling: {
    run: ({ vendor, billing }: { vendor: Vendor; billing: UpdateBillingDto }) =>
      adminApi.setVendorBillingByAdmin(vendor.id, billing),
    success: (result: AdminVendorDto) => ({
      title: 'Rechnungsadresse gespeichert',
      description: result.name,
    }),
    errorTitle: 'Fehler beim Speichern der Rechnungsadresse',
  } satisfies VendorAction<{ vendor: Vendor; billing: UpdateBillingDto }, AdminVendorDto>,
  assignBooth: {
    run: ({ vendor, boothId }: { vendor: Vendor; boothId: number }) =>
      adminApi.assignBooth(vendor.id, { boothId }),
    success: (result: AdminVendorDto) => ({
      title: 'Standplatz zugewiesen',
      description: `${result.name}: Standplatz ${result.boothNumber ?? ''}, Status Bestätigt`,
    }),
    errorTitle: 'Fehler bei der Zuweisung',
  } satisfies VendorAction<{ vendor: Vendor; boothId: number }, AdminVendorDto>,
  remove: {
    run: (vendor: Vendor) => adminApi.deleteVendor(vendor.id),
    success: (_result, vendor) => ({ title: 'Händler gelöscht', description: vendor.name }),
    errorTitle: 'Fehler beim Löschen',
  } satisfies VendorAction<Vendor>,
  create: {
    run: (body: CreateVendorDto) => adminApi.createVendor(body),
    success: (result: CreatedVendorDto) => ({
      title: 'Händler erfolgreich angelegt',
      description: `Zugangscode: ${formatAccessCode(result.accessCode)}`,
    }),
    errorTitle: 'Fehler beim Anlegen des Händlers',
  } satisfies VendorAction<CreateVendorDto, CreatedVendorDto>,
};

/**
 * Runs an action: on success a toast and fresh admin data (vendors with their history and
 * messages, stalls, tiles); on failure the spec's error title with the server's German message.
 */
export function useVendorAction<Variables, Result>(action: VendorAction<Variables, Result>) {
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: action.run,
    onSuccess: async (result, variables) => {
      toast({ ...action.success(result, variables), variant: 'success' });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: action.errorTitle,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
}

/** Marks the vendor's messages read: the list's unread count and the stats drop. */
export function useMarkVendorMessagesRead(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.markVendorMessagesRead(vendorId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.vendors, exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
      ]),
  });
}
