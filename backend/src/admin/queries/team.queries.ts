import { Query } from '@nestjs/cqrs';
import type { AdminRole } from '@standl/contracts';
import type { TeamAccount } from '../domain/team-account.js';

export interface Team {
  requireSecondFactor: boolean;
  accounts: TeamAccount[];
}

/** Every account of the team, organisers first, then by name. */
export class ListTeamQuery extends Query<Team> {}

export interface OwnAccount {
  email: string | null;
  secondFactor: boolean;
  secondFactorRequired: boolean;
}

/** What the signed-in account's own page shows beyond the principal. */
export class GetOwnAccountQuery extends Query<OwnAccount> {
  constructor(readonly accountId: number) {
    super();
  }
}

export interface InvitationInfo {
  name: string;
  email: string;
  role: AdminRole;
  expiresAt: string;
}

/** What the invitation page shows before the member sets a password; 400/409/410 as for links. */
export class CheckInvitationQuery extends Query<InvitationInfo> {
  constructor(readonly token: string) {
    super();
  }
}
