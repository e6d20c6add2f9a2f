import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { Vendor } from '../domain/vendor.entity.js';
import { GetVendorBillingQuery, type VendorBilling } from './get-vendor-billing.query.js';

@QueryHandler(GetVendorBillingQuery)
export class GetVendorBillingHandler implements IQueryHandler<GetVendorBillingQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: GetVendorBillingQuery): Promise<VendorBilling | null> {
    const vendor = await this.em.findOne(Vendor, { id: vendorId });
    if (!vendor) return null;
    const { billingStreet: street, billingPostalCode: postalCode, billingCity: city } = vendor;
    return {
      id: vendor.id,
      name: vendor.name,
      email: vendor.email,
      accessCode: vendor.accessCode,
      isBlocked: vendor.isBlocked,
      language: vendor.language,
      address:
        street && postalCode && city
          ? { street, postalCode, city, country: vendor.billingCountry }
          : null,
    };
  }
}
