import { Command } from '@nestjs/cqrs';
import type { Payment } from '../domain/payment.entity.js';

/**
 * The organiser's 'payment status' (spec 001: polled every 3 s while the QR code is shown):
 * re-reads the vendor's pending SumUp checkouts from SumUp and books those paid, once each, then
 * answers the checkout asked for, or the vendor's latest organiser checkout (else their latest
 * checkout). 404 when the vendor has no checkout (or not the one named).
 */
export class CheckCardPaymentCommand extends Command<Payment> {
  constructor(
    readonly vendorId: string,
    readonly checkoutId: string | null,
  ) {
    super();
  }
}
