import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetVendorBoothQuery, ListVendorBoothsQuery } from '../../booths/index.js';
import { ListVendorAccountsQuery } from '../../payments/index.js';
import {
  GetVendorMailDataQuery,
  ListPaymentFactsQuery,
  ListVendorsQuery,
  statusOfVendor,
  totalAmountOf,
  type VendorMailData,
} from '../../registration/index.js';

/**
 * What a mail says about a vendor, assembled from registration (contact, access code, state),
 * booths (the stall) and payments (what was paid): the one read a mail makes beside its event.
 */
@QueryHandler(GetVendorMailDataQuery)
export class GetVendorMailDataHandler implements IQueryHandler<GetVendorMailDataQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ vendorIds }: GetVendorMailDataQuery): Promise<Map<string, VendorMailData>> {
    const vendors = await this.queryBus.execute(new ListVendorsQuery(vendorIds));
    if (vendors.length === 0) return new Map();
    // One vendor (an automatic mail): its stall alone; many (a mass mail): all stalls at once.
    const [booths, money] = await Promise.all([
      vendors.length === 1
        ? this.queryBus
            .execute(new GetVendorBoothQuery(vendors[0]!.id))
            .then((booth) => new Map([[vendors[0]!.id, booth]]))
        : this.queryBus.execute(new ListVendorBoothsQuery()),
      this.queryBus.execute(new ListPaymentFactsQuery(vendors.map((vendor) => vendor.id))),
    ]);
    // A withdrawn vendor owes the withdrawal's charge instead of a stall fee (payments knows it).
    const withdrawn = vendors.filter((vendor) => vendor.registrationState === 'withdrawn');
    const charges =
      withdrawn.length === 0
        ? new Map<string, { totalAmount: number }>()
        : await this.queryBus.execute(
            new ListVendorAccountsQuery(withdrawn.map((vendor) => vendor.id)),
          );
    return new Map(
      vendors.map((vendor) => {
        const booth = booths.get(vendor.id) ?? null;
        const totalAmount = booth
          ? totalAmountOf(booth)
          : (charges.get(vendor.id)?.totalAmount ?? 0);
        const paidAmount = money.get(vendor.id)?.paidAmount ?? 0;
        return [
          vendor.id,
          {
            id: vendor.id,
            name: vendor.name,
            email: vendor.email,
            language: vendor.language,
            accessCode: vendor.accessCode,
            status: statusOfVendor(vendor, booth, paidAmount),
            boothAssignmentPreference: vendor.boothAssignmentPreference,
            isBlocked: vendor.isBlocked,
            canBeUnblocked: vendor.canBeUnblocked,
            boothNumber: booth?.number ?? null,
            areaName: booth?.area.name ?? null,
            boothHeld: booth?.holdExpiresAt != null,
            totalAmount,
            priceDetail: booth?.priceDetail ?? null,
            paymentAmount: paidAmount,
            openAmount: Math.max(0, totalAmount - paidAmount),
          },
        ];
      }),
    );
  }
}
