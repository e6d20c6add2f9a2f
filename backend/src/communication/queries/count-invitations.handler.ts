import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Invitation } from '../domain/invitation.entity.js';
import { CountInvitationsQuery } from './count-invitations.query.js';

@QueryHandler(CountInvitationsQuery)
export class CountInvitationsHandler implements IQueryHandler<CountInvitationsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ marketYear }: CountInvitationsQuery): Promise<number> {
    return this.em.count(Invitation, { marketYear, status: { $in: ['invited', 'registered'] } });
  }
}
