import type { InvitationDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi, type AdminApiResult } from '../../../../lib/admin-api';
import type { MutationCallbacks } from '../../../../lib/query-client';

export const invitationKeys = { all: ['/api/admin/invitation-lists'] as const };

export const invitationsQuery = (marketYear: number) =>
  queryOptions({
    queryKey: [...invitationKeys.all, marketYear],
    queryFn: () => adminApi.listInvitations({ marketYear }),
  });

type Body<K extends keyof typeof adminApi> = Parameters<(typeof adminApi)[K]>[0];
type Mail = { subject: string; content: string };

export function useCreateInvitation(
  options: MutationCallbacks<AdminApiResult<'createInvitation'>, Body<'createInvitation'>>,
) {
  return useMutation({ ...options, mutationFn: adminApi.createInvitation });
}

export function useImportInvitations(
  options: MutationCallbacks<AdminApiResult<'importInvitations'>, Body<'importInvitations'>>,
) {
  return useMutation({ ...options, mutationFn: adminApi.importInvitations });
}

/** Invitations to the addresses of an imported CSV file. */
export function useSendInvitationEmail(
  options: MutationCallbacks<AdminApiResult<'sendInvitationEmail'>, Body<'sendInvitationEmail'>>,
) {
  return useMutation({ ...options, mutationFn: adminApi.sendInvitationEmail });
}

/** Invitations to everyone on a year's list not invited yet. */
export function useSendInvitations(
  options: MutationCallbacks<AdminApiResult<'sendInvitations'>, Body<'sendInvitations'>>,
) {
  return useMutation({ ...options, mutationFn: adminApi.sendInvitations });
}

export function useResendInvitation(
  mail: Mail,
  options: MutationCallbacks<AdminApiResult<'resendInvitation'>, InvitationDto>,
) {
  return useMutation({
    ...options,
    mutationFn: (invitation: InvitationDto) =>
      adminApi.resendInvitation({
        invitationId: invitation.id,
        subject: mail.subject,
        content: mail.content,
      }),
  });
}

/** Next year's list from this year's vendors and invitations. */
export function usePrepareNextYearInvitations(
  marketYear: number,
  options: MutationCallbacks<AdminApiResult<'prepareNextYearInvitations'>>,
) {
  return useMutation({
    ...options,
    mutationFn: () => adminApi.prepareNextYearInvitations({ currentYear: marketYear }),
  });
}

export function useDeleteInvitation(
  options: MutationCallbacks<AdminApiResult<'deleteInvitation'>, InvitationDto>,
) {
  return useMutation({
    ...options,
    mutationFn: (invitation: InvitationDto) => adminApi.deleteInvitation(invitation.id),
  });
}
