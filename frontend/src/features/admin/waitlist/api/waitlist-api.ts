import type { WaitlistAreaDto, WaitlistDto } from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { useInvalidateAdminData } from '../../shared/admin-queries';

export const waitlistKey = ['/api/admin/waitlist'] as const;

/** Offers change without the organiser (a vendor answers, an offer runs out): read often. */
export const waitlistQuery = queryOptions<WaitlistDto>({
  queryKey: waitlistKey,
  queryFn: () => adminApi.getWaitlist(),
  staleTime: 10_000,
  refetchInterval: 30_000,
});

function useWaitlistMutation<Variables>(
  run: (variables: Variables) => Promise<unknown>,
  texts: {
    success?: (variables: Variables) => { title: string; description?: string };
    error: string;
  },
) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: (_result, variables) => {
      if (texts.success) toast({ ...texts.success(variables), variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: texts.error,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    // Offers hold stalls: the stalls, the vendors and the tiles change with the list.
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: waitlistKey }), invalidate()]);
    },
  });
}

const REORDER = ['waitlist-reorder'] as const;

/**
 * Moves are shown at once (the list in the cache takes the new order) and each is sent as the
 * area's whole order. The list is read again only when the last of quick moves is answered, so
 * an earlier answer never puts an entry back; a refusal shows the server's order again.
 */
export function useReorderWaitlist() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  const mutation = useMutation({
    mutationKey: REORDER,
    mutationFn: ({ areaId, entryIds }: { areaId: number; entryIds: string[] }) =>
      adminApi.reorderWaitlist(areaId, { entryIds }),
    onError: (error) =>
      toast({
        title: 'Reihenfolge konnte nicht gespeichert werden',
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: REORDER }) > 1) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: waitlistKey }), invalidate()]);
    },
  });
  return {
    isPending: mutation.isPending,
    move(area: WaitlistAreaDto) {
      void queryClient.cancelQueries({ queryKey: waitlistKey });
      queryClient.setQueryData<WaitlistDto>(
        waitlistKey,
        (list) =>
          list && {
            ...list,
            areas: list.areas.map((current) => (current.areaId === area.areaId ? area : current)),
          },
      );
      mutation.mutate({
        areaId: area.areaId,
        entryIds: area.entries.map((entry) => entry.entryId),
      });
    },
  };
}

export function useRemoveFromWaitlist() {
  return useWaitlistMutation(
    ({ entryId }: { entryId: string; vendorName: string }) => adminApi.removeFromWaitlist(entryId),
    {
      success: ({ vendorName }) => ({
        title: 'Von der Warteliste genommen',
        description: vendorName,
      }),
      error: 'Eintrag konnte nicht entfernt werden',
    },
  );
}

export function useOfferStall() {
  return useWaitlistMutation(
    ({
      entryId,
      boothId,
    }: {
      entryId: string;
      boothId: number;
      boothNumber: string;
      vendorName: string;
    }) => adminApi.offerWaitlistStall(entryId, { boothId }),
    {
      success: ({ vendorName, boothNumber }) => ({
        title: 'Platz angeboten',
        description: `${vendorName}: Standplatz ${boothNumber}. Die E-Mail mit dem Link ist unterwegs.`,
      }),
      error: 'Platz konnte nicht angeboten werden',
    },
  );
}

export function useAddToWaitlist() {
  return useWaitlistMutation(
    ({
      vendorId,
      areaId,
    }: {
      vendorId: string;
      areaId: number;
      vendorName: string;
      areaName: string;
    }) => adminApi.addToWaitlist({ vendorId, areaId }),
    {
      success: ({ vendorName, areaName }) => ({
        title: 'Zur Warteliste hinzugefügt',
        description: `${vendorName}: ${areaName}`,
      }),
      error: 'Händler konnte nicht hinzugefügt werden',
    },
  );
}
