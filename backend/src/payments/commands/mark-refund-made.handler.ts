import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PAYMENT_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { LedgerEntry } from '../domain/ledger-entry.entity.js';
import { Ledger } from '../ledger/ledger.js';
import type { VendorAccount } from '../queries/get-vendor-account.query.js';
import { MarkRefundMadeCommand } from './mark-refund-made.command.js';

@CommandHandler(MarkRefundMadeCommand)
export class MarkRefundMadeHandler implements ICommandHandler<MarkRefundMadeCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
  ) {}

  execute({ entryId, note, method, actor }: MarkRefundMadeCommand): Promise<VendorAccount> {
    return this.transaction.run(async (scope) => {
      const due = await scope.em.findOne(LedgerEntry, { id: entryId, kind: 'refund_due' });
      if (!due) throw new NotFoundError(PAYMENT_MESSAGES.refundNotFound);
      const { account } = await this.ledger.book(
        scope,
        due.vendorId,
        this.clock.now(),
        (_, lines) => {
          if (lines.some((line) => line.settlesId === due.id)) {
            throw new ConflictError(PAYMENT_MESSAGES.alreadyRefunded);
          }
          return [
            {
              kind: 'refund_made',
              amount: due.amount,
              method,
              reference: due.reference,
              note,
              settlesId: due.id,
              actor,
            },
          ];
        },
      );
      return account;
    }, actor);
  }
}
