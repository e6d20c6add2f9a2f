import { Command } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

export interface BillingAddress {
  billingStreet: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
}

/** The vendor's own billing address, or the organiser entering or correcting it (`actor`). */
export class UpdateVendorBillingCommand extends Command<Vendor> {
  constructor(
    readonly vendorId: string,
    readonly address: BillingAddress,
    /** 'vendor', or the organiser's user name. */
    readonly actor: string = 'vendor',
  ) {
    super();
  }
}
