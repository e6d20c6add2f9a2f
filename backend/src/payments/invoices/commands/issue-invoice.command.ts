import { Command } from '@nestjs/cqrs';
import type { InvoiceIssuedEvent } from '../domain/invoice.events.js';

export interface IssuedInvoice {
  id: string;
  number: string;
  /** False when the vendor already had a valid invoice this season (answered instead). */
  created: boolean;
}

/**
 * Issues the vendor's invoice for the current season (docs/decisions.md 73): at most one valid
 * invoice per vendor and season. `ifMissing` answers an existing one (the automatic issue and
 * the vendor's download); without it an existing invoice is refused with 409 (the organiser).
 */
export class IssueInvoiceCommand extends Command<IssuedInvoice> {
  constructor(
    readonly vendorId: string,
    readonly trigger: InvoiceIssuedEvent['payload']['trigger'],
    readonly actor: string,
    readonly ifMissing: boolean,
  ) {
    super();
  }
}
