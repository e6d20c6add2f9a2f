import type { EntityManager } from '@mikro-orm/sql';
import type { AdminRole } from '@standl/contracts';
import { AdminAccountToken } from './admin-account-token.entity.js';
import { Administrator } from './administrator.entity.js';

/** An account as the team page shows it. */
export interface TeamAccount {
  id: number;
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

export function teamAccountOf(
  account: Administrator,
  invitation: AdminAccountToken | null | undefined,
): TeamAccount {
  return {
    id: account.id,
    username: account.username,
    name: account.name,
    email: account.email,
    role: account.role,
    active: account.active,
    state: account.state,
    secondFactor: account.hasSecondFactor,
    lastLoginAt: account.lastLoginAt?.toISOString() ?? null,
    createdAt: account.createdAt.toISOString(),
    invitationExpiresAt:
      account.state === 'invited' && invitation ? invitation.expiresAt.toISOString() : null,
  };
}

/** The open invitations (unused, newest first) of the given accounts, by account. */
export async function openInvitations(
  em: EntityManager,
  accountIds: number[],
): Promise<Map<number, AdminAccountToken>> {
  if (accountIds.length === 0) return new Map();
  const tokens = await em.find(
    AdminAccountToken,
    { administratorId: { $in: accountIds }, purpose: 'invitation', usedAt: null },
    { orderBy: { createdAt: 'desc' } },
  );
  const byAccount = new Map<number, AdminAccountToken>();
  for (const token of tokens) {
    if (!byAccount.has(token.administratorId)) byAccount.set(token.administratorId, token);
  }
  return byAccount;
}

export async function loadTeamAccount(em: EntityManager, account: Administrator) {
  const invitations = await openInvitations(em, [account.id]);
  return teamAccountOf(account, invitations.get(account.id));
}

/** E-mail addresses are kept trimmed and in lower case: one address, one account. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}
