import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';
import { ADMIN_TOKEN_KEY, ApiError } from '../../../lib/request';
import { adminKeys } from '../shared/admin-queries';
import {
  fetchConsoleAccount,
  needsSecondFactor,
  signIn,
  type ConsoleAccount,
  type SignInCredentials,
} from './api/account-api';

export function storedAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

function storeAdminToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Private mode without storage: the session then lasts as long as the page.
  }
}

/**
 * The session check: the signed-in account (name, role, what it must do first), `null` when
 * there is no token or the server no longer accepts it.
 */
export const adminMeQuery = queryOptions<ConsoleAccount | null>({
  queryKey: adminKeys.me,
  queryFn: async () => {
    if (!storedAdminToken()) return null;
    try {
      return await fetchConsoleAccount();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        storeAdminToken(null);
        return null;
      }
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useAdminSession() {
  return useQuery(adminMeQuery);
}

/** What a sign-in ends in: the account, or the server asking for the second factor. */
export type SignInResult =
  { kind: 'signed-in'; account: ConsoleAccount } | { kind: 'second-factor' };

/**
 * Signs in (with the second factor's code once the server asked for it) and reads the account
 * at once, so the console knows its role and restriction before it shows anything.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: SignInCredentials): Promise<SignInResult> => {
      const answer = await signIn(credentials);
      if (needsSecondFactor(answer)) return { kind: 'second-factor' };
      queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
      storeAdminToken(answer.token);
      const account = await fetchConsoleAccount();
      queryClient.setQueryData(adminKeys.me, account);
      return { kind: 'signed-in', account };
    },
  });
}

/** Ends the session on the server (revokes the token) and forgets everything the admin saw. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await adminApi.adminLogout();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
    },
    onSettled: () => {
      forgetAdminSession(queryClient);
      // The set-up scanner's offline copy of the stall list holds every access code; its queue of
      // unsent confirmations stays for the next sign-in.
      localStorage.removeItem(OFFLINE_SCAN_LIST_KEY);
    },
  });
}

const OFFLINE_SCAN_LIST_KEY = 'standl.setupDay.scanList';

export function forgetAdminSession(queryClient: ReturnType<typeof useQueryClient>): void {
  storeAdminToken(null);
  queryClient.removeQueries({ predicate: (query) => isAdminQuery(query.queryKey) });
  queryClient.setQueryData(adminKeys.me, null);
}

function isAdminQuery(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/admin');
}
