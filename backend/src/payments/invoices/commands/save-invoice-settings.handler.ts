import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { lockForTransaction } from '../../../shared/database/advisory-lock.js';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../../shared/events/domain-transaction.js';
import { InvoiceSettings } from '../domain/invoice-settings.entity.js';
import { InvoiceSettingsUpdatedEvent } from '../domain/invoice.events.js';
import { SaveInvoiceSettingsCommand } from './save-invoice-settings.command.js';

@CommandHandler(SaveInvoiceSettingsCommand)
export class SaveInvoiceSettingsHandler implements ICommandHandler<SaveInvoiceSettingsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ input, actor }: SaveInvoiceSettingsCommand): Promise<InvoiceSettings> {
    return this.transaction.run(async ({ em, record }) => {
      // Two first saves at once would both insert the one row: one after the other.
      await lockForTransaction(em, 'invoice-settings');
      const existing = await em.findOne(InvoiceSettings, { id: InvoiceSettings.SINGLETON_ID });
      const settings =
        existing ?? em.create(InvoiceSettings, { ...input, updatedAt: this.clock.now() });
      const changed = existing
        ? (Object.keys(input) as (keyof typeof input)[]).filter(
            (field) => existing[field] !== input[field],
          )
        : Object.keys(input);
      Object.assign(settings, input);
      const problem = settings.validationError();
      // Nothing is flushed: the transaction rolls back with the error.
      if (problem) throw new DomainError(problem);
      if (changed.length === 0) return settings;
      settings.updatedAt = this.clock.now();
      record(new InvoiceSettingsUpdatedEvent(String(InvoiceSettings.SINGLETON_ID), { changed }));
      return settings;
    }, actor);
  }
}
