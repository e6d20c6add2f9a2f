import { Query } from '@nestjs/cqrs';

/** Vendors of the season registered with this e-mail address (case-insensitive). */
export class FindVendorIdsByEmailQuery extends Query<string[]> {
  constructor(readonly email: string) {
    super();
  }
}
