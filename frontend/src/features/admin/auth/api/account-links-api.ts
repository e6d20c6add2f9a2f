import type { InvitationInfoDto } from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import { requestMutation } from '../../../../lib/query-client';

/** The public one-time links of issue 29: invitation and password reset (no session). */
export type InvitationFacts = InvitationInfoDto;

/** Checks an invitation link before the form shows (400 forged, 410 expired, 409 used). */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation-check', token],
    queryFn: () => adminApi.checkTeamInvitation({ token }),
    staleTime: Infinity,
  });
}

export const useAcceptInvitation = requestMutation(adminApi.acceptTeamInvitation);

export const useRequestPasswordReset = requestMutation((email: string) =>
  adminApi.requestPasswordReset({ email }),
);

export const useConfirmPasswordReset = requestMutation(adminApi.confirmPasswordReset);
