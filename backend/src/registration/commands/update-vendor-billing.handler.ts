import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { VendorBillingUpdatedEvent } from '../domain/vendor-billing-updated.event.js';
import { Vendor } from '../domain/vendor.entity.js';
import { UpdateVendorBillingCommand } from './update-vendor-billing.command.js';

@CommandHandler(UpdateVendorBillingCommand)
export class UpdateVendorBillingHandler implements ICommandHandler<UpdateVendorBillingCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ vendorId, address }: UpdateVendorBillingCommand): Promise<Vendor> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await em.findOneOrFail(Vendor, { id: vendorId });
      Object.assign(vendor, address, { updatedAt: this.clock.now() });
      record(new VendorBillingUpdatedEvent(vendor.id, { billingCountry: vendor.billingCountry }));
      return vendor;
    }, 'vendor');
  }
}
