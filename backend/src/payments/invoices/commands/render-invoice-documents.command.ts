import { Command } from '@nestjs/cqrs';

/**
 * Renders and stores the documents of an invoice that has none yet (a download asked before its
 * reaction did), and does nothing when they are stored. Runs no transaction around the
 * rendering: never execute it inside one.
 */
export class RenderInvoiceDocumentsCommand extends Command<void> {
  constructor(readonly number: string) {
    super();
  }
}
