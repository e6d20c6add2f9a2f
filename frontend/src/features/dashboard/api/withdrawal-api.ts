import type { WithdrawalDto, WithdrawRegistrationDto } from '@standl/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { request } from '../../../lib/request';

const QUOTE_KEY = '/api/vendors/withdrawal';

/** What withdrawing now would cost; asked afresh each time the dialog opens. */
export function useWithdrawalQuote(vendorId: string, enabled: boolean) {
  return useQuery({
    queryKey: [QUOTE_KEY, vendorId],
    queryFn: () => api.getWithdrawalQuote(vendorId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Withdraws the registration. One Idempotency-Key per confirmation (the generated client makes a
 * new one per call): a second click or a retry after a lost answer is the same withdrawal, and
 * the server answers it again instead of refusing it as already withdrawn. Afterwards everything
 * the dashboard shows is asked anew (stall, payments, lift, invoice).
 */
export function useWithdrawRegistration(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      idempotencyKey,
    }: {
      body: WithdrawRegistrationDto;
      idempotencyKey: string;
    }) =>
      request<WithdrawalDto>(
        'POST',
        `/api/vendors/${encodeURIComponent(vendorId)}/withdrawal`,
        body,
        { idempotencyKey },
      ),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
