import type {
  InviteAccountDto,
  TeamAccountDto,
  TeamDto,
  UpdateAccountDto,
} from '@standl/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../../lib/admin-api';
import type { MutationCallbacks } from '../../../../lib/query-client';

/** One console account as the team tab lists it (GET /api/admin/team). */
export type TeamAccount = TeamAccountDto;

export type TeamOverview = TeamDto;

export type NewMember = InviteAccountDto;

export const teamKey = ['/api/admin/team'] as const;

export const teamQuery = queryOptions<TeamOverview>({
  queryKey: teamKey,
  queryFn: () => adminApi.listTeam(),
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

/** An invitation mail with a one-time link (72 h). */
export const useInviteMember = teamMutation(adminApi.inviteTeamMember);

/** An account with a one-time password, shown once; it must be changed at the first sign-in. */
export const useCreateMember = teamMutation(adminApi.createTeamAccount);

export const useResendInvitation = teamMutation(adminApi.resendTeamInvitation);

export const useUpdateMember = teamMutation(
  ({ id, ...change }: { id: TeamAccount['id'] } & UpdateAccountDto) =>
    adminApi.updateTeamAccount(id, change),
);

export const useDeleteMember = teamMutation(adminApi.deleteTeamAccount);

export const useResetMemberSecondFactor = teamMutation(adminApi.resetTeamSecondFactor);

export const useSetTeamPolicy = teamMutation((requireSecondFactor: boolean) =>
  adminApi.setTeamPolicy({ requireSecondFactor }),
);
