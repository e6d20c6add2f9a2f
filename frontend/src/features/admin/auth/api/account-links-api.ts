import type { AdminRole } from '@standl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { requestMutation } from '../../../../lib/query-client';
import { request } from '../../../../lib/request';

/** The public one-time links of issue 29: invitation and password reset (no session). */
export interface InvitationFacts {
  name: string;
  email: string;
  role: AdminRole;
  expiresAt: string;
}

/** Checks an invitation link before the form shows (400 forged, 410 expired, 409 used). */
export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation-check', token],
    queryFn: () => request<InvitationFacts>('POST', '/api/admin/invitation/check', { token }),
    staleTime: Infinity,
  });
}

export const useAcceptInvitation = requestMutation((body: { token: string; password: string }) =>
  request<{ message: string; username: string }>('POST', '/api/admin/invitation/accept', body),
);

export const useRequestPasswordReset = requestMutation((email: string) =>
  request<{ message: string }>('POST', '/api/admin/password-reset', { email }),
);

export const useConfirmPasswordReset = requestMutation(
  (body: { token: string; password: string }) =>
    request<{ message: string }>('POST', '/api/admin/password-reset/confirm', body),
);
