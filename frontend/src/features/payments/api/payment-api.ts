import type { CreateCheckoutDto, ProcessPaymentDto, SumUpConfigDto } from '@standl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ApiError } from '../../../lib/request';
import { boothsQuery } from '../../booths';
import { vendorStatusQuery } from '../../registration';
import { forgetCheckout, isPaymentConfirmed, storedCheckoutId } from '../pending-checkout';

export const sumUpConfigQuery = queryOptions<SumUpConfigDto>({
  queryKey: ['/api/sumup/config'],
  queryFn: () => api.getSumUpConfig(),
  staleTime: Infinity,
});

export function useSumUpConfig() {
  return useQuery(sumUpConfigQuery);
}

/**
 * Whether the checkout of a link exists: `GET /api/sumup/check-payment/{id}` answers 404 for an
 * unknown id. Always asked afresh, never from the cache.
 */
export function checkoutCheckQuery(checkoutId: string) {
  return queryOptions({
    queryKey: ['/api/sumup/check-payment', checkoutId, 'exists'],
    queryFn: () => api.checkPayment(checkoutId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A check that failed because the server does not know the checkout. */
export function isUnknownCheckout(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useCreateCheckout() {
  return useMutation({ mutationFn: (body: CreateCheckoutDto) => api.createCheckout(body) });
}

export function useProcessPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessPaymentDto) => api.processPayment(body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [vendorStatusQuery('').queryKey[0]] });
      void queryClient.invalidateQueries({ queryKey: boothsQuery.queryKey });
    },
  });
}

export type SimulatorOutcome = 'pay' | 'decline';

/** The simulator's stand-in for the card widget: settles the checkout and answers it (PAID or FAILED). */
export async function settleSimulatorCheckout(
  simulatorUrl: string,
  checkoutId: string,
  outcome: SimulatorOutcome,
): Promise<string> {
  const response = await fetch(`${simulatorUrl}/widget/${encodeURIComponent(checkoutId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  const checkout = (await response.json()) as { status?: unknown };
  return String(checkout.status ?? '');
}

export type ReturnedPayment = 'paid' | 'failed' | 'open' | 'none';

/** Checks the checkout this tab started (if any) when the vendor comes back from paying. */
export async function checkReturnedPayment(): Promise<ReturnedPayment> {
  const checkoutId = storedCheckoutId();
  if (!checkoutId) return 'none';
  try {
    const result = await api.checkPayment(checkoutId);
    if (isPaymentConfirmed(result)) {
      forgetCheckout();
      return 'paid';
    }
    if (result.status === 'pending') return 'open';
    // Declined and expired both mean this attempt is over: the vendor has to start a new one.
    forgetCheckout();
    return 'failed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) forgetCheckout();
    return 'none';
  }
}
