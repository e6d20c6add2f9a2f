import { randomUUID } from 'node:crypto';
import { ConflictException, NotFoundException } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { FilterQuery } from '@mikro-orm/core';
import { INVITATION_MESSAGES } from '@standl/contracts';
import { GetVendorMailDataQuery, IsEmailBlockedQuery } from '../../registration/index.js';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { Clock } from '../../shared/clock/clock.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { lockForTransaction } from '../../shared/database/advisory-lock.js';
import { DomainTransaction } from '../../shared/events/domain-transaction.js';
import { Invitation } from '../domain/invitation.entity.js';
import {
  InvitationDeletedEvent,
  InvitationsAddedEvent,
  InvitationsSentEvent,
} from '../domain/invitation.events.js';
import { MailOutbox } from '../outbox/mail-outbox.js';
import { renderMail } from '../templates/mail-templates.js';
import { marketMailValues } from '../templates/vendor-mail-values.js';
import {
  AddInvitationsCommand,
  type AddedInvitations,
  DeleteInvitationCommand,
  type InvitationSelection,
  InviteRecipientsCommand,
  PrepareNextYearInvitationsCommand,
  SendInvitationsCommand,
} from './invitation.commands.js';

/** Statuses of vendors who took part in the season (had a stall confirmed). */
const TOOK_PART = new Set(['confirmed', 'aufgebaut', 'paid', 'checked_in']);

@CommandHandler(AddInvitationsCommand)
export class AddInvitationsHandler implements ICommandHandler<AddInvitationsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly clock: Clock,
  ) {}

  execute(command: AddInvitationsCommand): Promise<AddedInvitations> {
    const { marketYear, entries, source, single, actor } = command;
    return this.transaction.run(async ({ em, record }) => {
      // One list per year: imports and single adds of the same year run one after another.
      await lockForTransaction(em, `invitation-list:${marketYear}`);
      const onList = new Set(
        (await em.find(Invitation, { marketYear }, { fields: ['email'] })).map((i) => i.email),
      );
      const now = this.clock.now();
      const added: Invitation[] = [];
      let skipped = 0;
      for (const entry of entries) {
        const email = entry.email.trim().toLowerCase();
        if (onList.has(email)) {
          if (single) throw new ConflictException(INVITATION_MESSAGES.alreadyOnList(marketYear));
          skipped += 1;
          continue;
        }
        onList.add(email);
        added.push(
          em.create(Invitation, {
            email,
            name: entry.name?.trim() || null,
            notes: entry.notes?.trim() || null,
            marketYear,
            source,
            createdAt: now,
            updatedAt: now,
          }),
        );
      }
      await em.flush();
      if (added.length > 0) {
        record(new InvitationsAddedEvent(String(marketYear), { source, count: added.length }));
      }
      return { added, skipped };
    }, actor);
  }
}

@CommandHandler(DeleteInvitationCommand)
export class DeleteInvitationHandler implements ICommandHandler<DeleteInvitationCommand> {
  constructor(private readonly transaction: DomainTransaction) {}

  execute({ invitationId, actor }: DeleteInvitationCommand): Promise<void> {
    return this.transaction.run(async ({ em, record }) => {
      const invitation = await em.findOne(Invitation, invitationId);
      if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
      if (invitation.status === 'registered') {
        throw new ConflictException(INVITATION_MESSAGES.registeredCannotBeDeleted);
      }
      em.remove(invitation);
      record(
        new InvitationDeletedEvent(String(invitationId), { marketYear: invitation.marketYear }),
      );
    }, actor);
  }
}

function whereOf(selection: InvitationSelection): FilterQuery<Invitation> {
  switch (selection.kind) {
    case 'pending-of-year':
      return { marketYear: selection.marketYear, status: 'pending' };
    case 'ids':
      return { id: { $in: selection.invitationIds } };
    case 'emails':
      return {
        marketYear: selection.marketYear,
        email: { $in: selection.emails.map((email) => email.trim().toLowerCase()) },
      };
  }
}

@CommandHandler(SendInvitationsCommand)
export class SendInvitationsHandler implements ICommandHandler<SendInvitationsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly outbox: MailOutbox,
    private readonly queryBus: QueryBus,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  execute({ selection, subject, content, actor }: SendInvitationsCommand) {
    return this.transaction.run(async ({ em, record }) => {
      // Sends run one after another: a second click on "send all" finds nothing pending.
      await lockForTransaction(em, 'invitation-send');
      const invitations = await em.find(Invitation, whereOf(selection));
      const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
      const now = this.clock.now();
      const batchId = randomUUID();
      const sendable = invitations.filter((invitation) => invitation.markInvited(now));
      await this.outbox.queueMany(
        em,
        sendable.map((invitation) => ({
          to: invitation.email,
          toName: invitation.name,
          ...renderMail(
            { subject, content },
            {
              ...marketMailValues(settings),
              name: invitation.name ?? invitation.email,
              registrationUrl: `${this.config.publicUrl}/vendor-registration?invitation=${invitation.token}`,
            },
            settings,
          ),
          category: 'general',
          automatic: false,
          purpose: 'invitation',
          cause: 'invitation',
          batchId,
        })),
      );
      if (sendable.length > 0) {
        record(new InvitationsSentEvent(batchId, { batchId, count: sendable.length }));
      }
      return { sentCount: sendable.length, batchId };
    }, actor);
  }
}

@CommandHandler(InviteRecipientsCommand)
export class InviteRecipientsHandler implements ICommandHandler<InviteRecipientsCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly commandBus: CommandBus,
  ) {}

  execute({ marketYear, entries, subject, content, actor }: InviteRecipientsCommand) {
    // Both commands join this transaction: listed and invited, or neither.
    return this.transaction.run(async () => {
      await this.commandBus.execute(
        new AddInvitationsCommand(marketYear, entries, 'csv', false, actor),
      );
      return this.commandBus.execute(
        new SendInvitationsCommand(
          { kind: 'emails', marketYear, emails: entries.map((entry) => entry.email) },
          subject,
          content,
          actor,
        ),
      );
    }, actor);
  }
}

@CommandHandler(PrepareNextYearInvitationsCommand)
export class PrepareNextYearInvitationsHandler implements ICommandHandler<PrepareNextYearInvitationsCommand> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ currentYear, actor }: PrepareNextYearInvitationsCommand) {
    const vendors = await this.queryBus.execute(new GetVendorMailDataQuery(null));
    const entries = [];
    for (const vendor of vendors.values()) {
      if (!TOOK_PART.has(vendor.status) || vendor.isBlocked) continue;
      if (await this.queryBus.execute(new IsEmailBlockedQuery(vendor.email))) continue;
      entries.push({ email: vendor.email, name: vendor.name });
    }
    const year = currentYear + 1;
    const { added } = await this.commandBus.execute(
      new AddInvitationsCommand(year, entries, 'previous-year', false, actor),
    );
    return { added: added.length, year };
  }
}
