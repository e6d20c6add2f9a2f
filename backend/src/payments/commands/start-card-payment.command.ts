import { Command } from '@nestjs/cqrs';
import type { Payment } from '../domain/payment.entity.js';

export interface CardPaymentStarted {
  payment: Payment;
  /** The SumUp merchant app's payment link; null while no affiliate key is configured. */
  deepLink: string | null;
}

/**
 * The organiser's card payment (docs/decisions.md 72): a SumUp checkout for the open amount or the
 * given one, whose hosted page the organiser shows as a QR code. The money counts when the
 * checkout, re-read from SumUp, is PAID (status check or webhook). Unknown vendor 404, blocked
 * vendor or nothing open (without an amount) 409, SumUp unreachable 502.
 */
export class StartCardPaymentCommand extends Command<CardPaymentStarted> {
  constructor(
    readonly vendorId: string,
    /** Cents; null: the open amount. */
    readonly amount: number | null,
    readonly description: string | null,
    readonly actor: string,
  ) {
    super();
  }
}
