import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { DEFAULT_VAT_RATE } from '@standl/contracts';
import { GetMarketSettingsQuery } from '../../../market/index.js';
import { InvoiceSettings } from '../domain/invoice-settings.entity.js';
import { Invoice } from '../domain/invoice.entity.js';
import {
  GetInvoiceDocumentQuery,
  GetInvoiceSettingsQuery,
  GetVendorInvoiceQuery,
  type InvoiceDocument,
  type InvoiceSettingsView,
  type InvoiceSummary,
  ListInvoicesQuery,
} from './invoice.queries.js';

export function summary(invoice: Invoice): InvoiceSummary {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    state: invoice.state,
    vendorId: invoice.vendorId,
    recipientName: invoice.recipient.name,
    boothNumber: invoice.boothNumber,
    marketYear: invoice.marketYear,
    issueDate: invoice.issueDate,
    issuedAt: invoice.issuedAt,
    grossAmount: invoice.grossAmount,
    amountDue: invoice.amountDue,
    cancelsNumber: invoice.cancelsNumber,
    cancelledByNumber: invoice.cancelledByNumber,
    issuedBy: invoice.issuedBy,
  };
}

function document(invoice: Invoice): InvoiceDocument {
  return {
    ...summary(invoice),
    recipientEmail: invoice.recipient.email,
    pdf: invoice.pdf ? Buffer.from(invoice.pdf) : null,
    xml: invoice.xml,
  };
}

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<ListInvoicesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: ListInvoicesQuery): Promise<InvoiceSummary[]> {
    const invoices = await this.em.find(Invoice, vendorId ? { vendorId } : {}, {
      orderBy: { year: 'desc', sequence: 'desc' },
    });
    return invoices.map(summary);
  }
}

@QueryHandler(GetInvoiceDocumentQuery)
export class GetInvoiceDocumentHandler implements IQueryHandler<GetInvoiceDocumentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ number }: GetInvoiceDocumentQuery): Promise<InvoiceDocument | null> {
    const invoice = await this.em.findOne(
      Invoice,
      { number },
      { populate: ['pdf', 'xml'], disableIdentityMap: true },
    );
    return invoice ? document(invoice) : null;
  }
}

@QueryHandler(GetVendorInvoiceQuery)
export class GetVendorInvoiceHandler implements IQueryHandler<GetVendorInvoiceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ vendorId }: GetVendorInvoiceQuery): Promise<InvoiceDocument | null> {
    const invoice = await this.em.findOne(
      Invoice,
      { vendorId, kind: 'invoice', cancelledAt: null },
      {
        populate: ['pdf', 'xml'],
        orderBy: { year: 'desc', sequence: 'desc' },
        disableIdentityMap: true,
      },
    );
    return invoice ? document(invoice) : null;
  }
}

@QueryHandler(GetInvoiceSettingsQuery)
export class GetInvoiceSettingsHandler implements IQueryHandler<GetInvoiceSettingsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<InvoiceSettingsView> {
    const saved = await this.em.findOne(
      InvoiceSettings,
      { id: InvoiceSettings.SINGLETON_ID },
      { disableIdentityMap: true },
    );
    if (saved) {
      return {
        configured: true,
        legalName: saved.legalName,
        street: saved.street,
        postalCode: saved.postalCode,
        city: saved.city,
        country: saved.country,
        uid: saved.uid,
        taxNumber: saved.taxNumber,
        companyRegister: saved.companyRegister,
        email: saved.email,
        phone: saved.phone,
        vatMode: saved.vatMode,
        vatRate: saved.vatRate / 100,
        footer: saved.footer,
        updatedAt: saved.updatedAt,
      };
    }
    // A proposal the organiser confirms: the organiser's address from the market settings.
    const market = await this.queryBus.execute(new GetMarketSettingsQuery());
    return {
      configured: false,
      legalName: market.organizerName,
      street: market.organizerStreet,
      postalCode: market.organizerPostalCode,
      city: market.organizerCity,
      country: 'Österreich',
      uid: null,
      taxNumber: null,
      companyRegister: null,
      email: market.organizerEmail,
      phone: market.organizerPhone,
      vatMode: 'standard',
      vatRate: DEFAULT_VAT_RATE,
      footer: null,
      updatedAt: null,
    };
  }
}
