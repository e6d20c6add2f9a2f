import type { VendorLanguage } from '@standl/contracts';
import type { VendorWithdrawnEvent } from '../../registration/index.js';
import { money, withdrawalFee } from './mail-language.js';

type Withdrawn = VendorWithdrawnEvent['payload'];

/** What the withdrawal cost; without a stall it was free whatever the day: no deadline named. */
export function feeSentence(withdrawn: Withdrawn, language: VendorLanguage = 'de'): string {
  return withdrawalFee(
    { ...withdrawn, lastFreeDay: withdrawn.boothNumber ? withdrawn.lastFreeDay : null },
    language,
  );
}

/**
 * The withdrawal mail's `{withdrawalSummary}` (docs/decisions.md 253): the stall freed, the fee
 * (free, waived or its amount), then either the refund coming or what is still open and how to
 * pay it (`bankDetails`, with the vendor's reference). `openAmount` is the account's now. In the
 * language of the mail's text (decision 353).
 */
export function withdrawalSummary(
  withdrawn: Withdrawn,
  openAmount: number,
  bankDetails: string,
  language: VendorLanguage = 'de',
): string {
  const en = language === 'en';
  const euro = (cents: number) => money(cents, language);
  const stall = `${withdrawn.boothNumber} (${withdrawn.areaName ?? '–'})`;
  const sentences = [
    withdrawn.boothNumber
      ? en
        ? `Your stall ${stall} has been released and any lift slots you booked have been cancelled.`
        : `Ihr Standplatz ${stall} ist freigegeben, gebuchte Lift-Termine sind storniert.`
      : en
        ? 'Any lift slots you booked have been cancelled.'
        : 'Gebuchte Lift-Termine sind storniert.',
    feeSentence(withdrawn, language),
  ];
  if (withdrawn.refundAmount > 0) {
    sentences.push(
      en
        ? `Of your payments (${euro(withdrawn.paidAmount)}) we will refund ${euro(withdrawn.refundAmount)} to you.`
        : `Von Ihren Zahlungen (${euro(withdrawn.paidAmount)}) erstatten wir Ihnen ${euro(withdrawn.refundAmount)}.`,
    );
  }
  if (openAmount > 0) {
    sentences.push(
      en
        ? `${euro(openAmount)} of the withdrawal fee is still outstanding. Please transfer the amount: ${bankDetails}.`
        : `Von der Rücktrittsgebühr ist noch ${euro(openAmount)} offen. Bitte überweisen Sie den Betrag: ${bankDetails}.`,
    );
  }
  return sentences.join(' ');
}
