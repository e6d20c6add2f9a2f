import {
  escapeHtml,
  openAmountQrPayload,
  transferReference,
  type VendorLanguage,
} from '@standl/contracts';
import QRCode from 'qrcode';
import type { MarketSettingsView } from '../../market/index.js';
import type { MailAttachment } from '../domain/mail-message.entity.js';
import { MAIL_SENTENCES } from './mail-language.js';

/** The content id of the payment QR in a mail ('cid:' link of its <img>). */
export const PAYMENT_QR_CID = 'zahlen-mit-code@standl';
export const PAYMENT_QR_FILENAME = 'zahlen-mit-code.png';
export const PAYMENT_QR_LINE = MAIL_SENTENCES.de.qrLine;

/** A block added to a mail after its content (before the footer), in HTML and plain text. */
export interface MailBlock {
  html: string;
  text: string;
}

/**
 * The EPC payment QR for a payment reminder (issue 30, docs/decisions.md 232): an inline PNG
 * (cid attachment) with a line telling the vendor to scan it with the banking app. Null
 * without bank details or with nothing open.
 */
export async function paymentQrForMail(
  settings: MarketSettingsView,
  vendor: { accessCode: string; openAmount: number },
  language: VendorLanguage = 'de',
): Promise<{ block: MailBlock; attachment: MailAttachment } | null> {
  if (!settings.bankIban) return null;
  const reference = transferReference(vendor.accessCode);
  const payload = openAmountQrPayload(
    {
      accountHolder: settings.bankAccountHolder ?? settings.organizerName,
      iban: settings.bankIban,
      bic: settings.bankBic,
    },
    reference,
    vendor.openAmount,
  );
  if (!payload) return null;
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 240,
  });
  const words = MAIL_SENTENCES[language];
  return {
    block: {
      html: `<p>${escapeHtml(words.qrLine)}: ${escapeHtml(words.qrFilled(reference))}.<br><img src="cid:${PAYMENT_QR_CID}" alt="${escapeHtml(words.qrAlt)}" width="200" height="200"></p>`,
      text: `${words.qrLine}: ${words.qrFilled(reference)} (${words.qrAttached(PAYMENT_QR_FILENAME)}).`,
    },
    attachment: {
      filename: PAYMENT_QR_FILENAME,
      contentType: 'image/png',
      content: png.toString('base64'),
      cid: PAYMENT_QR_CID,
    },
  };
}
