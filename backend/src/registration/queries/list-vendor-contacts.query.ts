import { Query } from '@nestjs/cqrs';

export interface VendorContact {
  id: string;
  name: string;
  email: string;
}

/** Name and e-mail of the given vendors (e.g. for the organiser's stall list), by vendor id. */
export class ListVendorContactsQuery extends Query<Map<string, VendorContact>> {
  constructor(readonly vendorIds: readonly string[]) {
    super();
  }
}
