import { Command } from '@nestjs/cqrs';

/**
 * 'Zahlungserinnerungen senden' (spec 001): the template 'Zahlungserinnerung' (category
 * 'payment') to every vendor who is set up ('aufgebaut') and still owes money, not blocked;
 * at most once per vendor and Vienna day however often it is pressed. Answers how many were
 * queued now.
 */
export class SendPaymentRemindersCommand extends Command<{ sentCount: number }> {
  constructor(readonly actor: string) {
    super();
  }
}
