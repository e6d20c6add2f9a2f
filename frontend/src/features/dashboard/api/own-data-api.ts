import type { UpdateVendorProfileDto } from '@standl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { vendorStatusQuery } from '../../registration';

const EMAIL_CHANGE_KEY = '/api/vendors/email-change';

/** The new address still waiting for its confirmation link, if any. */
export function usePendingEmailChange(vendorId: string) {
  return useQuery({
    queryKey: [EMAIL_CHANGE_KEY, vendorId],
    queryFn: () => api.getVendorEmailChange(vendorId),
  });
}

/** Saves name, phone and description; the status answer shows the saved vendor at once. */
export function useUpdateVendorProfile(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateVendorProfileDto) => api.updateVendorProfile(vendorId, change),
    onSuccess: (vendor) =>
      queryClient.setQueryData(vendorStatusQuery(vendor.accessCode).queryKey, (previous) =>
        previous ? { ...previous, vendor } : previous,
      ),
  });
}

/** Asks for a new address: a link goes to it, the address changes once it is opened. */
export function useRequestEmailChange(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.requestVendorEmailChange(vendorId, { email }),
    onSuccess: (pending) => queryClient.setQueryData([EMAIL_CHANGE_KEY, vendorId], pending),
  });
}

/** The confirmation link's page: spends the token and answers the address now in force. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.confirmVendorEmailChange({ token }),
    // Whatever dashboard is open in this browser shows the new address on its next look.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
