import { Command } from '@nestjs/cqrs';
import type { IssuedInvoice } from './issue-invoice.command.js';

/**
 * Cancels an issued invoice with a cancellation invoice (Storno): the next number of the same
 * sequence, the original's data with negated amounts, referencing it. The original's document
 * never changes; afterwards a new invoice can be issued.
 */
export class CancelInvoiceCommand extends Command<IssuedInvoice> {
  constructor(
    readonly number: string,
    readonly reason: string | null,
    readonly actor: string,
    /** Why the Storno: the organiser's button, or the vendor's withdrawal. */
    readonly trigger: 'organiser' | 'withdrawal' = 'organiser',
  ) {
    super();
  }
}
