import { Command } from '@nestjs/cqrs';
import type { Payment } from '../domain/payment.entity.js';

/**
 * Re-reads a checkout from SumUp (never trusting a webhook or the browser) and applies it: a
 * PAID checkout credits the deposit once and turns the hold into a reservation. Answers null
 * for checkouts this app did not create.
 */
export class SyncCheckoutCommand extends Command<Payment | null> {
  constructor(readonly checkoutId: string) {
    super();
  }
}
