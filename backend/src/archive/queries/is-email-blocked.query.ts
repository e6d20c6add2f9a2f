import { Query } from '@nestjs/cqrs';

/** Whether an e-mail address is on the block list (case-insensitive, DECISIONS 19). */
export class IsEmailBlockedQuery extends Query<boolean> {
  constructor(readonly email: string) {
    super();
  }
}
