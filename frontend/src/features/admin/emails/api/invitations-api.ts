import type { InvitationDto } from '@standl/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { adminApi, type AdminApiResult } from '../../../../lib/admin-api';
import { type MutationCallbacks, requestMutation } from '../../../../lib/query-client';

export const invitationKeys = { all: ['/api/admin/invitation-lists'] as const };

export const invitationsQuery = (marketYear: number) =>
  queryOptions({
    queryKey: [...invitationKeys.all, marketYear],
    queryFn: () => adminApi.listInvitations({ marketYear }),
  });

type Mail = { subject: string; content: string };

export const useCreateInvitation = requestMutation(adminApi.createInvitation);

export const useImportInvitations = requestMutation(adminApi.importInvitations);

/** Invitations to the addresses of an imported CSV file. */
export const useSendInvitationEmail = requestMutation(adminApi.sendInvitationEmail);

/** Invitations to everyone on a year's list not invited yet. */
export const useSendInvitations = requestMutation(adminApi.sendInvitations);

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

export const useDeleteInvitation = requestMutation((invitation: InvitationDto) =>
  adminApi.deleteInvitation(invitation.id),
);
