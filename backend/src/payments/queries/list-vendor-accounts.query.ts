import { Query } from '@nestjs/cqrs';
import type { VendorAccount } from './get-vendor-account.query.js';

/**
 * The accounts of the given vendors by id, for lists (the organiser's vendors and payments, mass
 * mails): one query for every entry and one for the stalls, whatever the number of vendors. A
 * vendor without entries has an empty account; the ids are not checked against registration.
 */
export class ListVendorAccountsQuery extends Query<Map<string, VendorAccount>> {
  constructor(readonly vendorIds: readonly string[]) {
    super();
  }
}
