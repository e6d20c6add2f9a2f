import { Command } from '@nestjs/cqrs';

export interface PaymentRemindersSent {
  /** Queued now (vendors reminded earlier today do not count). */
  sentCount: number;
  /** Set-up vendors, not blocked, with nothing open: no reminder of 0,00 €. */
  skippedPaidCount: number;
}

/**
 * 'Zahlungserinnerungen senden' (spec 001): the template 'Zahlungserinnerung' (category
 * 'payment') to every vendor who is set up ('aufgebaut') and still owes money, not blocked;
 * at most once per vendor and Vienna day however often it is pressed. Answers how many were
 * queued now and how many set-up vendors were skipped for having nothing open.
 */
export class SendPaymentRemindersCommand extends Command<PaymentRemindersSent> {
  constructor(readonly actor: string) {
    super();
  }
}
