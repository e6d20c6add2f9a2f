import type { AdminVendorDto, WithdrawalDto, WithdrawVendorDto } from '@standl/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { formatEuro } from '../../../../lib/format';
import { adminKeys } from '../../shared/admin-queries';
import { useVendorAction, type VendorAction } from './vendor-admin-api';

/** Asked fresh at every opening: the fee depends on the day. */
export const withdrawalQuoteQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.vendor(id), 'withdrawal'],
    queryFn: () => adminApi.getVendorWithdrawalQuote(id),
    staleTime: 0,
  });

type Variables = { vendor: Pick<AdminVendorDto, 'id' | 'name'>; body: WithdrawVendorDto };

function withdrawnText(result: WithdrawalDto): string {
  const fee = result.waived
    ? 'Gebühr erlassen'
    : result.feeAmount > 0
      ? `Rücktrittsgebühr ${formatEuro(result.feeAmount)}`
      : 'kostenlos';
  const money =
    result.openAmount > 0
      ? `noch offen ${formatEuro(result.openAmount)}`
      : `zu erstatten ${formatEuro(result.refundAmount)}`;
  return `${fee}, ${money}`;
}

const withdrawAction = {
  run: ({ vendor, body }: Variables) => adminApi.withdrawVendor(vendor.id, body),
  success: (result, { vendor }) => ({
    title: 'Rücktritt erklärt',
    description: `${vendor.name}: ${withdrawnText(result)}`,
  }),
  errorTitle: 'Rücktritt konnte nicht erklärt werden',
} satisfies VendorAction<Variables, WithdrawalDto>;

/** The withdrawal frees a stall: the waiting lists change with the vendors. */
export function useWithdrawVendor() {
  const queryClient = useQueryClient();
  const mutation = useVendorAction(withdrawAction);
  return {
    ...mutation,
    mutate: (variables: Variables, options?: { onSuccess?: () => void }) =>
      mutation.mutate(variables, {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['/api/admin/waitlist'] });
          options?.onSuccess?.();
        },
      }),
  };
}
