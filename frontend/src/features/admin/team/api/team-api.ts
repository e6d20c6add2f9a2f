import type { AdminRole } from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../../../lib/query-client';
import { request } from '../../../../lib/request';

/** One console account as the team tab lists it (GET /api/admin/team, notes/team-api.md). */
export interface TeamAccount {
  id: number | string;
  username: string;
  name: string;
  email: string | null;
  role: AdminRole;
  active: boolean;
  state: 'invited' | 'active' | 'inactive';
  secondFactor: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  invitationExpiresAt: string | null;
}

export interface TeamOverview {
  requireSecondFactor: boolean;
  accounts: TeamAccount[];
}

export interface NewMember {
  name: string;
  email: string;
  role: AdminRole;
}

export const teamKey = ['/api/admin/team'] as const;

export const teamQuery = queryOptions<TeamOverview>({
  queryKey: teamKey,
  queryFn: () => request<TeamOverview>('GET', '/api/admin/team'),
  staleTime: 30_000,
});

/** A team request whose success reloads the list (the component adds its toasts). */
function teamMutation<TData, TVariables>(send: (variables: TVariables) => Promise<TData>) {
  return function useTeamMutation(options: MutationCallbacks<TData, TVariables> = {}) {
    const queryClient = useQueryClient();
    return useMutation({
      ...options,
      mutationFn: send,
      onSettled: () => queryClient.invalidateQueries({ queryKey: teamKey }),
    });
  };
}

const accountPath = (id: TeamAccount['id']) => `/api/admin/team/${encodeURIComponent(id)}`;

/** An invitation mail with a one-time link (72 h). */
export const useInviteMember = teamMutation((member: NewMember) =>
  request<TeamAccount>('POST', '/api/admin/team/invitations', member),
);

/** An account with a one-time password, shown once; it must be changed at the first sign-in. */
export const useCreateMember = teamMutation((member: NewMember & { username?: string }) =>
  request<{ account: TeamAccount; oneTimePassword: string }>('POST', '/api/admin/team', member),
);

export const useResendInvitation = teamMutation((id: TeamAccount['id']) =>
  request<TeamAccount>('POST', `${accountPath(id)}/invitation`),
);

export const useUpdateMember = teamMutation(
  ({ id, ...change }: { id: TeamAccount['id']; role?: AdminRole; active?: boolean }) =>
    request<TeamAccount>('PATCH', accountPath(id), change),
);

export const useDeleteMember = teamMutation((id: TeamAccount['id']) =>
  request<void>('DELETE', accountPath(id)),
);

export const useResetMemberSecondFactor = teamMutation((id: TeamAccount['id']) =>
  request<TeamAccount>('POST', `${accountPath(id)}/second-factor/reset`),
);

export const useSetTeamPolicy = teamMutation((requireSecondFactor: boolean) =>
  request<{ requireSecondFactor: boolean }>('PUT', '/api/admin/team/policy', {
    requireSecondFactor,
  }),
);
