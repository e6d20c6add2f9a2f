import { Query } from '@nestjs/cqrs';

/**
 * Whether an e-mail address is on the block list (case-insensitive, docs/decisions.md 77).
 * Registration asks it before it takes a registration; the archive, which keeps the block list,
 * answers it.
 */
export class IsEmailBlockedQuery extends Query<boolean> {
  constructor(readonly email: string) {
    super();
  }
}
