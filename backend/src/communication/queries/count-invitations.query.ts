import { Query } from '@nestjs/cqrs';

/** Invitations really sent for a market year (invited or since registered): the 'Eingeladen' tile. */
export class CountInvitationsQuery extends Query<number> {
  constructor(readonly marketYear: number) {
    super();
  }
}
