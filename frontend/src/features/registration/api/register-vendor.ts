import type { RegisterVendorDto } from '@standl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boothAreasQuery, boothsQuery } from '../../booths';

export function useRegisterVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterVendorDto) => api.registerVendor(body),
    // Stalls and areas anew: a pick or a waiting list may have been refused as out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: boothsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: boothAreasQuery.queryKey }),
      ]),
  });
}

/** The invitation behind a personal link: its name and e-mail fill in the registration form. */
export function fetchInvitation(token: string) {
  return api.getInvitation(token);
}
