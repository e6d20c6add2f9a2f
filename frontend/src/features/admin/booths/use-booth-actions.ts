import type { AdminBoothDto } from '@standl/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { apiErrorMessage, RETRY_TEXT } from '../../../lib/request';
import { useToast, type ToastOptions } from '../../../lib/toast';
import { useInvalidateAdminData } from '../shared/admin-queries';

type Booth = Pick<AdminBoothDto, 'id' | 'number'>;

/** One organiser action on a stall: the call, its success toast and the spec's error title. */
interface BoothAction<Variables> {
  run: (variables: Variables) => Promise<unknown>;
  success: (variables: Variables) => Omit<ToastOptions, 'variant'>;
  errorTitle: string;
}

export const boothActions = {
  release: {
    run: (booth: Booth) =>
      adminApi.updateAdminBooth(booth.id, { vendorId: null, status: 'available' }),
    success: (booth) => ({
      title: 'Standplatz freigegeben',
      description: `${booth.number} ist wieder frei.`,
    }),
    errorTitle: 'Fehler bei Freigabe',
  } satisfies BoothAction<Booth>,
  assign: {
    run: ({ booth, vendor }: { booth: Booth; vendor: { id: string; name: string } }) =>
      adminApi.updateAdminBooth(booth.id, { vendorId: vendor.id, status: 'occupied' }),
    success: ({ booth, vendor }) => ({
      title: 'Standplatz zugewiesen',
      description: `${vendor.name}: Standplatz ${booth.number}, Status Bestätigt`,
    }),
    errorTitle: 'Fehler bei Reservierung',
  } satisfies BoothAction<{ booth: Booth; vendor: { id: string; name: string } }>,
  reserve: {
    run: ({ booth, name }: { booth: Booth; name: string }) =>
      adminApi.reserveBoothManually(booth.id, { name: name.trim() }),
    success: ({ booth, name }) => ({
      title: 'Standplatz reserviert',
      description: `${booth.number} für „${name.trim()}“`,
    }),
    errorTitle: 'Fehler bei Reservierung',
  } satisfies BoothAction<{ booth: Booth; name: string }>,
  locate: {
    run: ({ booth, text }: { booth: Booth; text: string }) =>
      adminApi.updateAdminBooth(booth.id, { locationDescription: text.trim() || null }),
    success: ({ booth, text }) => ({
      title: 'Standort aktualisiert',
      description: text.trim() ? `${booth.number}: ${text.trim()}` : `${booth.number}: ohne Angabe`,
    }),
    errorTitle: 'Fehler beim Speichern',
  } satisfies BoothAction<{ booth: Booth; text: string }>,
};

/**
 * Runs a stall action: a success toast and fresh admin data; on failure the error title with
 * the server's German message. The data is refreshed after a failure too, since the usual cause
 * is a stall someone else took a moment ago (409 'Standplatz ist bereits vergeben').
 */
export function useBoothAction<Variables>(action: BoothAction<Variables>) {
  const { toast } = useToast();
  const invalidate = useInvalidateAdminData();
  return useMutation({
    mutationFn: action.run,
    onSuccess: (_result, variables) => {
      toast({ ...action.success(variables), variant: 'success' });
      void invalidate();
    },
    onError: (error) => {
      toast({
        title: action.errorTitle,
        description: apiErrorMessage(error, RETRY_TEXT),
        variant: 'destructive',
      });
      void invalidate();
    },
  });
}
