import type { UpdateBillingDto, VendorStatusDto } from '@standl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const STATUS_KEY = '/api/vendors/status';
const LIFT_KEY = '/api/vendor/lift-appointments';
/** The dashboard's invoice (features/dashboard/invoice-download.ts): dropped on logout. */
export const VENDOR_INVOICE_KEY = '/api/vendors/invoice';

export function vendorStatusQuery(accessCode: string) {
  return queryOptions<VendorStatusDto>({
    queryKey: [STATUS_KEY, accessCode],
    queryFn: () => api.getVendorStatus({ accessCode }),
  });
}

export function useVendorStatus(accessCode: string | null) {
  return useQuery({ ...vendorStatusQuery(accessCode ?? ''), enabled: Boolean(accessCode) });
}

export function vendorLiftAppointmentsQuery(vendorId: string) {
  return queryOptions({
    queryKey: [LIFT_KEY, vendorId],
    queryFn: () => api.listVendorLiftAppointments(vendorId).catch(() => []),
  });
}

export function useVendorLiftAppointments(vendorId: string) {
  return useQuery(vendorLiftAppointmentsQuery(vendorId));
}

/** Looks the code up (which starts the vendor session cookie) and caches the answer under the stored code. */
export function useVendorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessCode: string) => api.getVendorStatus({ accessCode }),
    onSuccess: (status) =>
      queryClient.setQueryData(vendorStatusQuery(status.vendor.accessCode).queryKey, status),
  });
}

export function useVendorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.logoutVendor(),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: [STATUS_KEY] });
      queryClient.removeQueries({ queryKey: [LIFT_KEY] });
      queryClient.removeQueries({ queryKey: [VENDOR_INVOICE_KEY] });
    },
  });
}

export function useSendVendorMessage(vendorId: string) {
  return useMutation({
    mutationFn: (message: string) => api.sendVendorMessage(vendorId, { message }),
  });
}

export function useUpdateVendorBilling(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billing: UpdateBillingDto) => api.updateVendorBilling(vendorId, billing),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorStatusQuery(vendor.accessCode).queryKey, (previous) =>
        previous ? { ...previous, vendor } : previous,
      );
      // A paid vendor's invoice waits for the address: ask again now that there is one.
      void queryClient.invalidateQueries({ queryKey: [VENDOR_INVOICE_KEY, vendor.id] });
    },
  });
}
