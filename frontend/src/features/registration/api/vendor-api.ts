import type {
  LiftAppointmentType,
  UpdateBillingDto,
  VendorLiftBookingDto,
  VendorStatusDto,
} from '@standl/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const STATUS_KEY = '/api/vendors/status';
const LIFT_KEY = '/api/vendor/lift-appointments';
const LIFT_SETTINGS_KEY = '/api/lift-settings';
const LIFT_SLOTS_KEY = '/api/public/lift-slots';

export function vendorStatusQuery(accessCode: string) {
  return queryOptions<VendorStatusDto>({
    queryKey: [STATUS_KEY, accessCode],
    queryFn: () => api.getVendorStatus({ accessCode }),
  });
}

export function useVendorStatus(accessCode: string | null) {
  return useQuery({ ...vendorStatusQuery(accessCode ?? ''), enabled: Boolean(accessCode) });
}

export function vendorLiftAppointmentsQuery(vendorId: string) {
  return queryOptions({
    queryKey: [LIFT_KEY, vendorId],
    queryFn: () => api.listVendorLiftAppointments(vendorId).catch(() => []),
  });
}

export function useVendorLiftAppointments(vendorId: string) {
  return useQuery(vendorLiftAppointmentsQuery(vendorId));
}

/** Slot length, windows and the offered days of set-up and teardown. */
export function useLiftSettings() {
  return useQuery({
    queryKey: [LIFT_SETTINGS_KEY],
    queryFn: () => api.getLiftSettings(),
  });
}

/** The day's slots of one type, free or booked (no names); nothing asked without a day. */
export function useLiftSlots(date: string | null, type: LiftAppointmentType) {
  return useQuery({
    queryKey: [LIFT_SLOTS_KEY, date, type],
    queryFn: () => api.listPublicLiftSlots(date ?? '', type),
    enabled: Boolean(date),
  });
}

/** After a booking or cancellation, or a refused one: slots, appointments and status anew. */
function refreshLift(queryClient: ReturnType<typeof useQueryClient>, vendorId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [LIFT_SLOTS_KEY] }),
    queryClient.invalidateQueries({ queryKey: [LIFT_KEY, vendorId] }),
    queryClient.invalidateQueries({ queryKey: [STATUS_KEY] }),
  ]);
}

export function useBookLiftAppointment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (booking: VendorLiftBookingDto) => api.bookLiftAppointment(booking),
    onSettled: () => refreshLift(queryClient, vendorId),
  });
}

export function useCancelLiftAppointment(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: number) => api.cancelLiftAppointment(appointmentId),
    onSettled: () => refreshLift(queryClient, vendorId),
  });
}

/** Looks the code up (which starts the vendor session cookie) and caches the answer under the stored code. */
export function useVendorLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessCode: string) => api.getVendorStatus({ accessCode }),
    onSuccess: (status) =>
      queryClient.setQueryData(vendorStatusQuery(status.vendor.accessCode).queryKey, status),
  });
}

export function useVendorLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.logoutVendor(),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: [STATUS_KEY] });
      queryClient.removeQueries({ queryKey: [LIFT_KEY] });
    },
  });
}

export function useSendVendorMessage(vendorId: string) {
  return useMutation({
    mutationFn: (message: string) => api.sendVendorMessage(vendorId, { message }),
  });
}

export function useUpdateVendorBilling(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (billing: UpdateBillingDto) => api.updateVendorBilling(vendorId, billing),
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorStatusQuery(vendor.accessCode).queryKey, (previous) =>
        previous ? { ...previous, vendor } : previous,
      );
      // A paid vendor's invoice waits for the address: the status answer carries it once issued.
      void queryClient.invalidateQueries({
        queryKey: vendorStatusQuery(vendor.accessCode).queryKey,
      });
    },
  });
}

/** The access code by e-mail, for a vendor who lost it. */
export function useRequestAccessCodeReminder() {
  return useMutation({
    mutationFn: (address: string) => api.requestAccessCodeReminder({ email: address }),
  });
}

/** Leaves the waiting list (the server answers 204, also when the vendor is no longer on it). */
export function useLeaveWaitlist(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.leaveWaitlist(vendorId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STATUS_KEY] }),
  });
}

/** Joins a full or closed area's waiting list later, from the dashboard. */
export function useJoinWaitlist(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areaId: number) => api.joinWaitlist(vendorId, { areaId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [STATUS_KEY] }),
  });
}
