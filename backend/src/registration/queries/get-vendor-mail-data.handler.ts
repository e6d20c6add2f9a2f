import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { GetVendorBoothQuery, ListVendorBoothsQuery } from '../../booths/index.js';
import { ListPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { statusOfVendor, totalAmountOf } from '../domain/vendor-status.js';
import { Vendor } from '../domain/vendor.entity.js';
import { GetVendorMailDataQuery, type VendorMailData } from './get-vendor-mail-data.query.js';

@QueryHandler(GetVendorMailDataQuery)
export class GetVendorMailDataHandler implements IQueryHandler<GetVendorMailDataQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ vendorIds }: GetVendorMailDataQuery): Promise<Map<string, VendorMailData>> {
    if (vendorIds !== null && vendorIds.length === 0) return new Map();
    const vendors = await this.em.find(
      Vendor,
      vendorIds === null ? {} : { id: { $in: [...new Set(vendorIds)] } },
    );
    // One vendor (an automatic mail): its stall alone; many (a mass mail): all stalls at once.
    const booths =
      vendors.length === 1
        ? new Map([
            [vendors[0]!.id, await this.queryBus.execute(new GetVendorBoothQuery(vendors[0]!.id))],
          ])
        : await this.queryBus.execute(new ListVendorBoothsQuery());
    const accounts = await this.queryBus.execute(
      new ListPaymentFactsQuery(vendors.map((vendor) => vendor.id)),
    );
    return new Map(
      vendors.map((vendor) => {
        const booth = booths.get(vendor.id) ?? null;
        const totalAmount = totalAmountOf(booth);
        const paidAmount = accounts.get(vendor.id)?.paidAmount ?? 0;
        return [
          vendor.id,
          {
            id: vendor.id,
            name: vendor.name,
            email: vendor.email,
            accessCode: vendor.accessCode,
            status: statusOfVendor(vendor, booth, paidAmount),
            boothAssignmentPreference: vendor.boothAssignmentPreference,
            isBlocked: vendor.isBlocked,
            canBeUnblocked: vendor.canBeUnblocked,
            boothNumber: booth?.number ?? null,
            areaName: booth?.area.name ?? null,
            boothHeld: booth?.holdExpiresAt != null,
            totalAmount,
            paymentAmount: paidAmount,
            openAmount: Math.max(0, totalAmount - paidAmount),
          },
        ];
      }),
    );
  }
}
