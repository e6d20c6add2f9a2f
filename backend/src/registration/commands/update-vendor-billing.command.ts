import { Command } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

export interface BillingAddress {
  billingStreet: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
}

export class UpdateVendorBillingCommand extends Command<Vendor> {
  constructor(
    readonly vendorId: string,
    readonly address: BillingAddress,
  ) {
    super();
  }
}
