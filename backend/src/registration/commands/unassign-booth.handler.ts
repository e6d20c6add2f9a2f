import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ADMIN_MESSAGES } from '@standl/contracts';
import { ListBoothListingsQuery, ReleaseBoothCommand } from '../../booths/index.js';
import { GetPaymentFactsQuery } from '../ports/payment-facts.query.js';
import { Clock } from '../../shared/clock/clock.js';
import { NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Vendor } from '../domain/vendor.entity.js';
import { UnassignBoothCommand } from './unassign-booth.command.js';

@CommandHandler(UnassignBoothCommand)
export class UnassignBoothHandler implements ICommandHandler<UnassignBoothCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  execute({ boothId, admin }: UnassignBoothCommand) {
    return this.transaction.run(async ({ em, record }) => {
      const [booth] = await this.queryBus.execute(new ListBoothListingsQuery({ boothId }));
      if (!booth) throw new NotFoundError(ADMIN_MESSAGES.boothNotFound);
      // Vendor row first, then the stall: the same order as AssignVendorBoothCommand, so an
      // assignment and a release of the same vendor never wait on each other in a circle.
      if (booth.vendorId) await this.lockVendor(em, booth.vendorId);

      const [released] = await this.commandBus.execute(
        new ReleaseBoothCommand({ boothId }, 'released-by-admin'),
      );
      if (!released) return { boothNumber: null, vendorId: null };
      if (!released.vendorId) return { boothNumber: released.boothNumber, vendorId: null };

      const vendor = await this.lockVendor(em, released.vendorId);
      if (vendor) {
        const { depositPaid } = await this.queryBus.execute(new GetPaymentFactsQuery(vendor.id));
        record(
          vendor.unassignBooth(
            { boothId, boothNumber: released.boothNumber },
            depositPaid,
            this.clock.now(),
          ),
        );
      }
      return released;
    }, admin);
  }

  private lockVendor(em: EntityManager, vendorId: string): Promise<Vendor | null> {
    return em.findOne(Vendor, { id: vendorId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }
}
