import { Command } from '@nestjs/cqrs';
import type { Payment } from '../domain/payment.entity.js';

/**
 * Starts the 10 € deposit for the stall a vendor holds: a SumUp checkout with a reference
 * unique per vendor and attempt, valid no longer than the hold. A still-valid pending checkout
 * for the same stall is reused instead of creating another.
 */
export class CreateDepositCheckoutCommand extends Command<Payment> {
  constructor(readonly vendorId: string) {
    super();
  }
}
