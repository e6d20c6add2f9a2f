import {
  formatAccessCode,
  formatEuro,
  formatStallFee,
  type MailPlaceholderValues,
  transferReferenceLine,
  VENDOR_STATUS_LABELS,
} from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import type { VendorMailData } from '../../registration/index.js';

/** The placeholder values every mail can use: the market's name and its bank details. */
export function marketMailValues(settings: MarketSettingsView): MailPlaceholderValues {
  return { marketName: settings.marketName, bankDetails: bankDetails(settings) };
}

/** The placeholder values of a vendor's mail (spec 001 section 3 and the automatic mails). */
export function vendorMailValues(
  vendor: VendorMailData,
  settings: MarketSettingsView,
  publicUrl: string,
): MailPlaceholderValues {
  const code = encodeURIComponent(vendor.accessCode);
  const paymentUrl = vendor.boothHeld
    ? `${publicUrl}/payment?vendorId=${vendor.id}&amount=10&accessCode=${code}`
    : `${publicUrl}/booth-self-selection?accessCode=${code}`;
  return {
    ...marketMailValues(settings),
    // A vendor's own mail names the reference to use with the account (docs/decisions.md 226).
    bankDetails: settings.bankIban
      ? `${bankDetails(settings)}, ${transferReferenceLine(vendor.accessCode)}`
      : bankDetails(settings),
    name: vendor.name,
    accessCode: formatAccessCode(vendor.accessCode),
    status: VENDOR_STATUS_LABELS[vendor.status],
    boothNumber: vendor.boothNumber ?? 'noch nicht zugewiesen',
    areaName: vendor.areaName ?? '–',
    // With surcharges the fee states its parts (docs/decisions.md 303).
    totalAmount: formatStallFee(vendor.totalAmount, vendor.priceDetail),
    paidAmount: formatEuro(vendor.paymentAmount),
    openAmount: formatEuro(vendor.openAmount),
    dashboardUrl: `${publicUrl}/dashboard`,
    paymentUrl,
    registrationUrl: `${publicUrl}/vendor-registration`,
  };
}

function bankDetails(settings: MarketSettingsView): string {
  if (!settings.bankIban) return 'Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter.';
  return [
    `Kontoinhaber: ${settings.bankAccountHolder ?? settings.organizerName}`,
    `IBAN: ${settings.bankIban.replace(/(.{4})/g, '$1 ').trim()}`,
    settings.bankBic ? `BIC: ${settings.bankBic}` : null,
    settings.bankName ? `Bank: ${settings.bankName}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
