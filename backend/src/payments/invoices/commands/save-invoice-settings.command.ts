import { Command } from '@nestjs/cqrs';
import type { VatMode } from '@standl/contracts';
import type { InvoiceSettings } from '../domain/invoice-settings.entity.js';

export interface InvoiceSettingsInput {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  uid: string | null;
  taxNumber: string | null;
  companyRegister: string | null;
  email: string | null;
  phone: string | null;
  vatMode: VatMode;
  /** Basis points. */
  vatRate: number;
  footer: string | null;
}

/** Saves the issuer's data (all fields); refused with 400 when they are incomplete for an invoice. */
export class SaveInvoiceSettingsCommand extends Command<InvoiceSettings> {
  constructor(
    readonly input: InvoiceSettingsInput,
    readonly actor: string,
  ) {
    super();
  }
}
