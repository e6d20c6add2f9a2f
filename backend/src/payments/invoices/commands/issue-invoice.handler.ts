import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/sql';
import {
  INVOICE_MESSAGES,
  openAmountQrPayload,
  type StallPriceDetail,
  transferReference,
  withdrawalServiceLine,
} from '@standl/contracts';
import { GetVendorBoothQuery } from '../../../booths/index.js';
import { GetMarketSettingsQuery, type MarketSettingsView } from '../../../market/index.js';
import { GetVendorBillingQuery } from '../../../registration/index.js';
import { Clock, viennaDate } from '../../../shared/clock/clock.js';
import { lockForTransaction } from '../../../shared/database/advisory-lock.js';
import { ConflictError, NotFoundError } from '../../../shared/errors/domain-error.js';
import { DomainTransaction } from '../../../shared/events/domain-transaction.js';
import { WithdrawalCharge } from '../../domain/withdrawal-charge.entity.js';
import { GetVendorAccountQuery } from '../../queries/get-vendor-account.query.js';
import { countryCode } from '../domain/country-code.js';
import { compileEInvoiceChecks } from '../e-invoice/e-invoice.js';
import { amountsFromGross } from '../domain/invoice-amounts.js';
import { invoiceForm } from '../domain/invoice-form.js';
import { InvoiceSettings } from '../domain/invoice-settings.entity.js';
import { Invoice, type InvoiceIssuer } from '../domain/invoice.entity.js';
import { InvoiceIssuedEvent } from '../domain/invoice.events.js';
import { serviceLine } from '../domain/service-line.js';
import { stallInvoiceLines } from '../domain/invoice-lines.js';
import { IssueInvoiceCommand, type IssuedInvoice } from './issue-invoice.command.js';
import { InvoiceWriter } from './invoice-writer.js';

/** Serialises every issue and cancellation for one vendor (two clicks, reaction and download). */
export function lockVendorInvoices(em: EntityManager, vendorId: string): Promise<void> {
  return lockForTransaction(em, `invoice:vendor:${vendorId}`);
}

/** The valid invoice of a vendor for a season, if any. */
export function validInvoice(
  em: EntityManager,
  vendorId: string,
  marketYear: number,
): Promise<Invoice | null> {
  return em.findOne(Invoice, { vendorId, marketYear, kind: 'invoice', cancelledAt: null });
}

/** The issuer as printed, from the invoice settings and the market's contact and bank. */
export function issuerOf(settings: InvoiceSettings, market: MarketSettingsView): InvoiceIssuer {
  return {
    legalName: settings.legalName,
    street: settings.street,
    postalCode: settings.postalCode,
    city: settings.city,
    country: settings.country,
    countryCode: countryCode(settings.country) ?? 'AT',
    uid: settings.uid,
    taxNumber: settings.taxNumber,
    companyRegister: settings.companyRegister,
    email: settings.email ?? market.organizerEmail,
    phone: settings.phone ?? market.organizerPhone,
    footer: settings.footer,
    bank: market.bankIban
      ? {
          accountHolder: market.bankAccountHolder ?? settings.legalName,
          iban: market.bankIban,
          bic: market.bankBic,
          bankName: market.bankName,
        }
      : null,
  };
}

/**
 * What an invoice prints for its amount due (issue 30, docs/decisions.md 231): the reference
 * (the vendor's access code, formatted) and, with bank details, the EPC payment QR's text;
 * nothing for an invoice with nothing due.
 */
export function paymentPrint(
  issuer: InvoiceIssuer,
  accessCode: string,
  amountDue: number,
): { paymentReference: string | null; epcQrPayload: string | null } {
  if (amountDue <= 0) return { paymentReference: null, epcQrPayload: null };
  const reference = transferReference(accessCode);
  return {
    paymentReference: reference,
    epcQrPayload: issuer.bank ? openAmountQrPayload(issuer.bank, reference, amountDue) : null,
  };
}

@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand> {
  constructor(
    private readonly transaction: DomainTransaction,
    private readonly queryBus: QueryBus,
    private readonly writer: InvoiceWriter,
    private readonly clock: Clock,
  ) {}

  async execute({
    vendorId,
    trigger,
    actor,
    ifMissing,
  }: IssueInvoiceCommand): Promise<IssuedInvoice> {
    // Once per process, before the transaction: the first check compiles the schemas.
    await compileEInvoiceChecks();
    return this.transaction.run(async ({ em, record }) => {
      await lockVendorInvoices(em, vendorId);
      const market = await this.queryBus.execute(new GetMarketSettingsQuery());
      const existing = await validInvoice(em, vendorId, market.currentYear);
      if (existing) {
        if (ifMissing) return { id: existing.id, number: existing.number, created: false };
        throw new ConflictError(INVOICE_MESSAGES.alreadyIssued(existing.number));
      }
      const vendor = await this.queryBus.execute(new GetVendorBillingQuery(vendorId));
      if (!vendor) throw new NotFoundError(INVOICE_MESSAGES.vendorNotFound);
      const settings = await em.findOne(InvoiceSettings, { id: InvoiceSettings.SINGLETON_ID });
      if (!settings || settings.validationError()) {
        throw new ConflictError(INVOICE_MESSAGES.settingsMissing);
      }
      const service = await this.serviceOf(em, vendorId, market.currentYear);
      if (!service) throw new ConflictError(INVOICE_MESSAGES.noBooth);
      const account = await this.queryBus.execute(new GetVendorAccountQuery(vendorId));
      if (!account || account.paidAmount <= 0) {
        throw new ConflictError(INVOICE_MESSAGES.nothingPaid);
      }
      if (account.totalAmount <= 0) throw new ConflictError(INVOICE_MESSAGES.noBooth);
      const { address } = vendor;
      if (!invoiceForm(account.totalAmount, address !== null)) {
        throw new ConflictError(
          trigger === 'vendor'
            ? INVOICE_MESSAGES.billingAddressMissing
            : INVOICE_MESSAGES.vendorBillingAddressMissing,
        );
      }

      const now = this.clock.now();
      const gross = account.totalAmount;
      const amounts = amountsFromGross(gross, settings.vatMode, settings.vatRate);
      const paid = Math.min(account.paidAmount, gross);
      const depositLine = account.lines.find((line) => line.kind === 'deposit_card');
      const deposit = account.depositPaid ? Math.min(paid, depositLine?.amount ?? 0) : 0;
      const issuer = issuerOf(settings, market);
      const amountDue = gross - paid;
      const invoice = await this.writer.write(em, {
        kind: 'invoice',
        vendorId,
        marketYear: market.currentYear,
        issuedAt: now,
        issueDate: viennaDate(now),
        periodStart: market.marketStartDate,
        periodEnd: market.marketEndDate ?? market.marketStartDate,
        issuer,
        recipient: {
          name: vendor.name,
          street: address?.street ?? null,
          postalCode: address?.postalCode ?? null,
          city: address?.city ?? null,
          country: address?.country ?? null,
          countryCode: (address && countryCode(address.country)) ?? 'AT',
          email: vendor.email,
        },
        serviceDescription: service.line,
        lines: stallInvoiceLines(
          service.line,
          gross,
          service.priceDetail,
          settings.vatMode,
          amounts.vatRate,
        ),
        boothNumber: service.boothNumber,
        vatMode: settings.vatMode,
        vatRate: amounts.vatRate,
        netAmount: amounts.net,
        vatAmount: amounts.vat,
        grossAmount: amounts.gross,
        depositCredited: deposit,
        paidAmount: paid,
        amountDue,
        ...paymentPrint(issuer, vendor.accessCode, amountDue),
        // German (legal), with English labels beside for an English vendor (decision 360).
        labelLanguage: vendor.language,
        issuedBy: actor,
        cancelsId: null,
        cancelsNumber: null,
        cancellationReason: null,
        serviceLocation: {
          street: market.organizerStreet,
          postalCode: market.organizerPostalCode,
          city: market.organizerCity,
          countryCode: 'AT',
        },
      });
      record(
        new InvoiceIssuedEvent(vendorId, {
          invoiceId: invoice.id,
          number: invoice.number,
          kind: 'invoice',
          cancelsNumber: null,
          grossAmount: invoice.grossAmount,
          trigger,
        }),
      );
      return { id: invoice.id, number: invoice.number, created: true };
    }, actor);
  }

  /**
   * What the invoice is for: the vendor's stall (a stall only held while the deposit is being
   * paid is not yet theirs), or, after a withdrawal, its fee (docs/decisions.md 251); null when
   * there is neither.
   */
  private async serviceOf(
    em: EntityManager,
    vendorId: string,
    marketYear: number,
  ): Promise<{ line: string; boothNumber: string; priceDetail: StallPriceDetail | null } | null> {
    const booth = await this.queryBus.execute(new GetVendorBoothQuery(vendorId));
    if (booth) {
      if (booth.holdExpiresAt) return null;
      return {
        line: serviceLine(booth.number, booth.area.name, marketYear),
        boothNumber: booth.number,
        priceDetail: booth.priceDetail,
      };
    }
    const charge = await em.findOne(WithdrawalCharge, { vendorId });
    if (!charge || charge.amount <= 0 || !charge.boothNumber) return null;
    return {
      line: withdrawalServiceLine(
        charge.feePercent,
        charge.boothNumber,
        charge.areaName ?? '',
        marketYear,
      ),
      boothNumber: charge.boothNumber,
      priceDetail: null,
    };
  }
}
