import type { UpdateMarketSettingsDto } from '@standl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { apiErrorMessage, RETRY_TEXT } from '../../../../lib/request';
import { useToast } from '../../../../lib/toast';
import { marketSettingsQuery } from '../../../market';
import { adminKeys } from '../../shared/admin-queries';

export const SETTINGS_SAVED = 'Einstellungen gespeichert';
export const SETTINGS_SAVE_FAILED = 'Einstellungen konnten nicht gespeichert werden';

/** Saves the market settings; the console's and the public pages' copies are refreshed. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: UpdateMarketSettingsDto) => adminApi.updateMarketSettings(body),
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminKeys.marketSettings, settings);
      toast({ title: SETTINGS_SAVED, variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.marketSettings }),
        queryClient.invalidateQueries({ queryKey: marketSettingsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminKeys.settingsChanges }),
        queryClient.invalidateQueries({ queryKey: adminKeys.readiness }),
      ]);
    },
    onError: (error) =>
      toast({
        title: SETTINGS_SAVE_FAILED,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      }),
  });
}
