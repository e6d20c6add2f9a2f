import type { AdminBoothAreaDto, UpdateBoothAreaDto } from '@standl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { apiErrorMessage, RETRY_TEXT } from '../../../lib/request';
import { useToast } from '../../../lib/toast';
import { adminKeys, useInvalidateAdminData } from '../shared/admin-queries';

export const AREA_UPDATED = 'Bereich aktualisiert';
export const AREA_UPDATE_FAILED = 'Bereich konnte nicht aktualisiert werden.';

export function selfSelectionNote(area: AdminBoothAreaDto): string {
  return area.allowSelfSelection
    ? `${area.name} ist jetzt in der Standplatz-Auswahl der Händler sichtbar.`
    : `${area.name} ist jetzt nur über die Zuweisung durch den Veranstalter vergebbar.`;
}

export function closedNote(area: AdminBoothAreaDto): string {
  return area.closedForSelection
    ? `${area.name} ist geschlossen: Neue Anmeldungen kommen auf die Warteliste.`
    : `${area.name} ist wieder geöffnet.`;
}

function changeNote(area: AdminBoothAreaDto, body: UpdateBoothAreaDto): string {
  if ('allowSelfSelection' in body) return selfSelectionNote(area);
  if ('closedForSelection' in body) return closedNote(area);
  return area.name;
}

/**
 * PATCH /api/admin/booth-areas/{id}: the answer replaces the area in the cached list at once (so
 * a switch does not flip back while the refetch runs), then every admin view is refetched.
 */
export function useUpdateArea(areaId: number) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdminData();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: UpdateBoothAreaDto) => adminApi.updateBoothArea(areaId, body),
    onSuccess: async (area, body) => {
      queryClient.setQueryData<AdminBoothAreaDto[]>(adminKeys.booths, (areas) =>
        areas?.map((current) => (current.id === area.id ? area : current)),
      );
      toast({
        title: AREA_UPDATED,
        description: changeNote(area, body),
        variant: 'success',
      });
      await invalidate();
    },
    onError: (error) =>
      toast({
        title: AREA_UPDATE_FAILED,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
}
