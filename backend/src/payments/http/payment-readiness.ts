import { INVOICE_MESSAGES, PAYMENT_READINESS_TEXTS as TEXTS } from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import type { InvoiceSettingsView } from '../invoices/queries/invoice.queries.js';
import type { PaymentReadinessItemDto } from './admin-payments.dto.js';

/**
 * What is still missing before vendors can pay by transfer and receive invoices (issue 30,
 * docs/decisions.md 233): the bank details (holder, IBAN, BIC: what the EPC QR and the invoice
 * print) and the saved invoice issuer data (without them no invoice is issued).
 */
export function paymentReadiness(
  market: Pick<MarketSettingsView, 'bankAccountHolder' | 'bankIban' | 'bankBic'>,
  invoice: Pick<InvoiceSettingsView, 'configured' | 'vatMode' | 'uid' | 'taxNumber'>,
): PaymentReadinessItemDto[] {
  const missing = [
    market.bankAccountHolder ? null : 'Kontoinhaber',
    market.bankIban ? null : 'IBAN',
    market.bankBic ? null : 'BIC',
  ].filter((field): field is string => field !== null);
  const invoiceProblem = !invoice.configured
    ? TEXTS.invoiceIssuerMissing
    : invoice.vatMode === 'standard' && !invoice.uid
      ? TEXTS.invoiceIssuerInvalid(INVOICE_MESSAGES.uidRequired)
      : !invoice.uid && !invoice.taxNumber
        ? TEXTS.invoiceIssuerInvalid(INVOICE_MESSAGES.taxIdRequired)
        : null;
  return [
    {
      key: 'bank-details',
      done: missing.length === 0,
      title: TEXTS.bankDetailsTitle,
      detail: missing.length === 0 ? TEXTS.bankDetailsDone : TEXTS.bankDetailsMissing(missing),
      tab: 'settings',
    },
    {
      key: 'invoice-issuer',
      done: invoiceProblem === null,
      title: TEXTS.invoiceIssuerTitle,
      detail: invoiceProblem ?? TEXTS.invoiceIssuerDone,
      tab: 'payments',
    },
  ];
}
