import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import type {
  WithdrawalDto,
  WithdrawalQuoteDto,
  WithdrawRegistrationDto,
} from '../../../lib/pending-contract-types';

const QUOTE_KEY = '/api/vendors/withdrawal';

/** What withdrawing now would cost; asked afresh each time the dialog opens. */
export function useWithdrawalQuote(vendorId: string, enabled: boolean) {
  return useQuery({
    queryKey: [QUOTE_KEY, vendorId],
    queryFn: () =>
      request<WithdrawalQuoteDto>('GET', `/api/vendors/${encodeURIComponent(vendorId)}/withdrawal`),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Withdraws the registration. One key per confirmation: a retry after a lost answer is the same
 * withdrawal, not a second one. Afterwards everything the dashboard shows is asked anew.
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
