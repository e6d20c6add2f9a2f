import type { RegisterVendorDto } from '@standl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { boothsQuery } from '../../booths';

export function useRegisterVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterVendorDto) => api.registerVendor(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boothsQuery.queryKey }),
  });
}

/** The invitation behind a personal link: its name and e-mail fill in the registration form. */
export function fetchInvitation(token: string) {
  return api.getInvitation(token);
}
