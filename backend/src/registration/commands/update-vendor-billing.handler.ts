import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
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

  execute({ vendorId, address, actor }: UpdateVendorBillingCommand): Promise<Vendor> {
    return this.transaction.run(async ({ em, record }) => {
      const vendor = await em.findOne(Vendor, { id: vendorId });
      if (!vendor) throw new NotFoundError(ADMIN_MESSAGES.vendorNotFound);
      Object.assign(vendor, address, { updatedAt: this.clock.now() });
      record(
        new VendorBillingUpdatedEvent(vendor.id, {
          billingCountry: vendor.billingCountry,
          by: actor === 'vendor' ? 'vendor' : 'organiser',
        }),
      );
      return vendor;
    }, actor);
  }
}
