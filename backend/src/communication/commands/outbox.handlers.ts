import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { MAIL_MESSAGES } from '@standl/contracts';
import { Clock } from '../../shared/clock/clock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { MailHold, MailMessage } from '../domain/mail-message.entity.js';
import { MailHoldsChangedEvent, OutboxMessageChangedEvent } from '../domain/outbox.events.js';
import { ChangeOutboxMessageCommand, SetMailHoldsCommand } from './outbox.commands.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';

@CommandHandler(ChangeOutboxMessageCommand)
export class ChangeOutboxMessageHandler implements ICommandHandler<ChangeOutboxMessageCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute({ mailId, action, actor }: ChangeOutboxMessageCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const mail = await em.findOne(MailMessage, mailId, {
        lockMode: LockMode.PESSIMISTIC_WRITE,
      });
      if (!mail) throw new NotFoundException(MAIL_MESSAGES.messageNotFound);
      if (action === 'retry') {
        if (mail.state !== 'failed') throw new ConflictException(MAIL_MESSAGES.onlyFailedRetry);
        mail.attempts = 0;
      } else if (mail.state !== 'held') {
        throw new ConflictException(MAIL_MESSAGES.onlyHeldRelease);
      }
      mail.state = action === 'discard' ? 'discarded' : 'queued';
      mail.nextAttemptAt = this.clock.now();
      record(new OutboxMessageChangedEvent(String(mail.id), { action }));
    }, actor);
  }
}

@CommandHandler(SetMailHoldsCommand)
export class SetMailHoldsHandler implements ICommandHandler<SetMailHoldsCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ holds, actor }: SetMailHoldsCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      // Two saves naming the categories in different orders deadlocked on the upserted rows.
      await lockForTransaction(em, 'mail-holds');
      const changed: Record<string, boolean> = {};
      for (const [category, held] of Object.entries(holds)) {
        if (held === undefined) continue;
        await em.upsert(MailHold, { category: category as MailHold['category'], held });
        changed[category] = held;
      }
      if (Object.keys(changed).length > 0) {
        record(new MailHoldsChangedEvent('mail', { held: changed }));
      }
    }, actor);
  }
}
