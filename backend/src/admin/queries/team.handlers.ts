import { EntityManager } from '@mikro-orm/sql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_ROLES } from '@standl/contracts';
import { Administrator } from '../domain/administrator.entity.js';
import { openInvitations, teamAccountOf } from '../domain/team-account.js';
import { TeamPolicy } from '../domain/team-policy.entity.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { openAccountLink } from '../domain/account-links.js';
import {
  CheckInvitationQuery,
  GetOwnAccountQuery,
  type InvitationInfo,
  ListTeamQuery,
  type OwnAccount,
  type Team,
} from './team.queries.js';

@QueryHandler(ListTeamQuery)
export class ListTeamHandler implements IQueryHandler<ListTeamQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<Team> {
    const em = this.em.fork();
    const [accounts, policy] = await Promise.all([
      em.find(Administrator, {}, { orderBy: { id: 'asc' } }),
      em.findOne(TeamPolicy, { id: 1 }),
    ]);
    const invitations = await openInvitations(
      em,
      accounts.map((account) => account.id),
    );
    const rows = accounts
      .map((account) => teamAccountOf(account, invitations.get(account.id)))
      .sort(
        (a, b) =>
          ADMIN_ROLES.indexOf(a.role) - ADMIN_ROLES.indexOf(b.role) ||
          a.name.localeCompare(b.name, 'de-AT'),
      );
    return { requireSecondFactor: policy?.requireSecondFactor ?? false, accounts: rows };
  }
}

@QueryHandler(GetOwnAccountQuery)
export class GetOwnAccountHandler implements IQueryHandler<GetOwnAccountQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetOwnAccountQuery): Promise<OwnAccount> {
    const em = this.em.fork();
    const [account, policy] = await Promise.all([
      em.findOneOrFail(Administrator, { id: accountId }),
      em.findOne(TeamPolicy, { id: 1 }),
    ]);
    return {
      email: account.email,
      secondFactor: account.hasSecondFactor,
      secondFactorRequired: policy?.requireSecondFactor ?? false,
    };
  }
}

@QueryHandler(CheckInvitationQuery)
export class CheckInvitationHandler implements IQueryHandler<CheckInvitationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute({ token }: CheckInvitationQuery): Promise<InvitationInfo> {
    const { link, account } = await openAccountLink(
      this.em.fork(),
      this.config.jwtSecret,
      'invitation',
      token,
      this.clock.now(),
    );
    return {
      name: account.name,
      email: account.email ?? account.username,
      role: account.role,
      expiresAt: link.expiresAt.toISOString(),
    };
  }
}
