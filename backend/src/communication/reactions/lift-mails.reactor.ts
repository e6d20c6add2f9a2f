import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { LiftAppointmentType, VendorLanguage } from '@standl/contracts';
import {
  GetLiftCalendarQuery,
  LiftAppointmentBookedEvent,
  LiftAppointmentCancelledEvent,
  LiftAppointmentMovedEvent,
} from '../../lift/index.js';
import type { TransactionScope } from '../../shared/events/domain-transaction.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../../shared/events/event-reactor.js';
import { liftTypeLabel, longDate, slotTime } from '../templates/mail-language.js';
import { VendorMails } from './vendor-mails.js';

/** The appointment's placeholders in the language of the mail's text (docs/decisions.md 353). */
function liftValues(appointment: {
  date: string;
  timeSlot: string;
  appointmentType: LiftAppointmentType;
}) {
  return (language: VendorLanguage) => ({
    liftDate: longDate(appointment.date, language),
    liftTime: slotTime(appointment.timeSlot, language),
    liftType: liftTypeLabel(appointment.appointmentType, language),
  });
}

/**
 * Lift mails (docs/decisions.md 75): a booked or moved appointment is confirmed with its `.ics`, as
 * it stands when the mail is written (one already cancelled again gets none: its cancellation mail
 * follows); a cancellation is confirmed too. Once per event.
 */
@Injectable()
@ReactsTo('communication.lift-mails', [
  LiftAppointmentBookedEvent.TYPE,
  LiftAppointmentMovedEvent.TYPE,
  LiftAppointmentCancelledEvent.TYPE,
])
export class LiftMailsReactor implements EventReactor {
  constructor(
    private readonly mails: VendorMails,
    private readonly queryBus: QueryBus,
  ) {}

  async react(event: StoredEvent, { em }: TransactionScope): Promise<void> {
    if (event.type === LiftAppointmentCancelledEvent.TYPE) {
      const cancelled = event.payload as LiftAppointmentCancelledEvent['payload'];
      // The withdrawal's own mail says the appointments are freed; no invitation to book anew.
      if (cancelled.reason === 'vendor-withdrew') return;
      await this.mails.send(em, event, 'lift-cancelled', undefined, {
        values: liftValues(cancelled),
      });
      return;
    }
    const { appointmentId } = event.payload as LiftAppointmentBookedEvent['payload'];
    const vendor = await this.mails.vendor(event.aggregateId);
    if (!vendor) return;
    // The `.ics` speaks the language of the mail's text.
    const language = await this.mails.textLanguage(em, 'lift-booked', vendor);
    const calendar = await this.queryBus.execute(
      new GetLiftCalendarQuery(appointmentId, null, language),
    );
    if (!calendar) return;
    await this.mails.send(em, event, 'lift-booked', vendor, {
      values: liftValues(calendar),
      attachments: [
        {
          filename: calendar.filename,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: Buffer.from(calendar.content, 'utf8').toString('base64'),
        },
      ],
    });
  }
}
