import {
  formatAccessCode,
  type MailPlaceholderValues,
  type VendorLanguage,
} from '@standl/contracts';
import type { MarketSettingsView } from '../../market/index.js';
import type { VendorMailData } from '../../registration/index.js';
import {
  bankDetailsLine,
  MAIL_SENTENCES,
  money,
  referenceLine,
  stallFee,
  statusLabel,
} from './mail-language.js';

/**
 * The placeholder values every mail can use: the market's name and its bank details, in the
 * language of the text (docs/decisions.md 353).
 */
export function marketMailValues(
  settings: MarketSettingsView,
  language: VendorLanguage = 'de',
): MailPlaceholderValues {
  return { marketName: settings.marketName, bankDetails: bankDetailsLine(settings, language) };
}

/**
 * The placeholder values of a vendor's mail (spec 001 section 3 and the automatic mails), in
 * `language`: the language of the text being filled, which is the vendor's unless the text exists
 * only in German (then German values go with the German text).
 */
export function vendorMailValues(
  vendor: VendorMailData,
  settings: MarketSettingsView,
  publicUrl: string,
  language: VendorLanguage = 'de',
): MailPlaceholderValues {
  const code = encodeURIComponent(vendor.accessCode);
  const paymentUrl = vendor.boothHeld
    ? `${publicUrl}/payment?vendorId=${vendor.id}&amount=10&accessCode=${code}`
    : `${publicUrl}/booth-self-selection?accessCode=${code}`;
  const market = marketMailValues(settings, language);
  return {
    ...market,
    // A vendor's own mail names the reference to use with the account (docs/decisions.md 226).
    bankDetails: settings.bankIban
      ? `${market.bankDetails}, ${referenceLine(vendor.accessCode, language)}`
      : market.bankDetails,
    name: vendor.name,
    accessCode: formatAccessCode(vendor.accessCode),
    status: statusLabel(vendor.status, language),
    boothNumber: vendor.boothNumber ?? MAIL_SENTENCES[language].boothNotAssigned,
    areaName: vendor.areaName ?? '–',
    // With surcharges the fee states its parts (docs/decisions.md 303).
    totalAmount: stallFee(vendor.totalAmount, vendor.priceDetail, language),
    paidAmount: money(vendor.paymentAmount, language),
    openAmount: money(vendor.openAmount, language),
    dashboardUrl: `${publicUrl}/dashboard`,
    paymentUrl,
    registrationUrl: `${publicUrl}/vendor-registration`,
  };
}
