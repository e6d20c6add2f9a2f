import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMarketSettingsQuery } from '../../market/index.js';
import { VendorRegisteredEvent } from '../../registration/index.js';
import { Clock } from '../../shared/clock/clock.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { Invitation } from '../domain/invitation.entity.js';
import { InvitationRegisteredEvent } from '../domain/invitation.events.js';
import { VendorMails } from './vendor-mails.js';

/** A registration with an address on this year's invitation list marks the invitation registered. */
@Injectable()
@ReactsTo('communication.invitation-registered', [VendorRegisteredEvent.TYPE])
export class InvitationRegisteredReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly queryBus: QueryBus,
    private readonly clock: Clock,
  ) {}

  async react(event: StoredEvent, { em, record }: TransactionScope): Promise<void> {
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!vendor) return;
    const settings = await this.queryBus.execute(new GetMarketSettingsQuery());
    const invitation = await em.findOne(Invitation, {
      marketYear: settings.currentYear,
      email: vendor.email.trim().toLowerCase(),
    });
    if (!invitation || invitation.status === 'registered') return;
    invitation.markRegistered(vendor.id, this.clock.now());
    record(new InvitationRegisteredEvent(String(invitation.id), { vendorId: vendor.id }));
  }
}
