import type {
  AdminLiftAppointmentDto,
  AdminLiftChangeDto,
  AdminLiftDayDto,
  AdminLiftBookingDto,
  LiftAppointmentType,
  LiftSettingsDto,
  LiftSettingsInputDto,
} from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';
import { adminApi } from '../../../lib/admin-api';

/** The lift data of the console; the settings key is the one the vendor dashboard reads too. */
export const liftKeys = {
  appointments: ['/api/admin/lift-appointments'] as const,
  slots: (type: LiftAppointmentType) => ['/api/admin/lift-slots', type] as const,
  allSlots: ['/api/admin/lift-slots'] as const,
  settings: ['/api/lift-settings'] as const,
};

/** Spec 001 section 9: lift data is fresh for 30 s. */
const LIFT_STALE_MS = 30_000;

export const liftAppointmentsQuery = queryOptions<AdminLiftAppointmentDto[]>({
  queryKey: liftKeys.appointments,
  queryFn: () => adminApi.listLiftAppointments(),
  staleTime: LIFT_STALE_MS,
});

export function liftSlotsQuery(type: LiftAppointmentType) {
  return queryOptions<AdminLiftDayDto[]>({
    queryKey: liftKeys.slots(type),
    queryFn: () => adminApi.listAdminLiftSlots({ type }),
    staleTime: LIFT_STALE_MS,
  });
}

export const liftSettingsQuery = queryOptions<LiftSettingsDto>({
  queryKey: liftKeys.settings,
  queryFn: () => api.getLiftSettings(),
  staleTime: LIFT_STALE_MS,
});

/** After any change: the list, both schedulers, the settings' days and the public slots. */
export function useInvalidateLift(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: liftKeys.appointments }),
      queryClient.invalidateQueries({ queryKey: liftKeys.allSlots }),
      queryClient.invalidateQueries({ queryKey: liftKeys.settings }),
      queryClient.invalidateQueries({ queryKey: ['/api/public/lift-slots'] }),
    ]);
  }, [queryClient]);
}

export function useBookLift() {
  const invalidate = useInvalidateLift();
  return useMutation({
    mutationFn: (body: AdminLiftBookingDto) => adminApi.bookLiftAppointmentForVendor(body),
    onSettled: () => invalidate(),
  });
}

export function useChangeLift() {
  const invalidate = useInvalidateLift();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdminLiftChangeDto }) =>
      adminApi.changeLiftAppointment(id, change),
    onSettled: () => invalidate(),
  });
}

export function useDeleteLift() {
  const invalidate = useInvalidateLift();
  return useMutation({
    mutationFn: (id: number) => adminApi.deleteLiftAppointment(id),
    onSettled: () => invalidate(),
  });
}

export function useSaveLiftSettings() {
  const invalidate = useInvalidateLift();
  return useMutation({
    mutationFn: (body: LiftSettingsInputDto) => adminApi.saveLiftSettings(body),
    onSettled: () => invalidate(),
  });
}
