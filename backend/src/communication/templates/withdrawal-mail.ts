import { formatEuro, withdrawalFeeText } from '@standl/contracts';
import type { VendorWithdrawnEvent } from '../../registration/index.js';

type Withdrawn = VendorWithdrawnEvent['payload'];

/** What the withdrawal cost; without a stall it was free whatever the day: no deadline named. */
export function feeSentence(withdrawn: Withdrawn): string {
  return withdrawalFeeText({
    ...withdrawn,
    lastFreeDay: withdrawn.boothNumber ? withdrawn.lastFreeDay : null,
  });
}

/**
 * The withdrawal mail's `{withdrawalSummary}` (docs/decisions.md 253): the stall freed, the fee
 * (free, waived or its amount), then either the refund coming or what is still open and how to
 * pay it (`bankDetails`, with the vendor's reference). `openAmount` is the account's now.
 */
export function withdrawalSummary(
  withdrawn: Withdrawn,
  openAmount: number,
  bankDetails: string,
): string {
  const sentences = [
    withdrawn.boothNumber
      ? `Ihr Standplatz ${withdrawn.boothNumber} (${withdrawn.areaName ?? '–'}) ist freigegeben, gebuchte Lift-Termine sind storniert.`
      : 'Gebuchte Lift-Termine sind storniert.',
    feeSentence(withdrawn),
  ];
  if (withdrawn.refundAmount > 0) {
    sentences.push(
      `Von Ihren Zahlungen (${formatEuro(withdrawn.paidAmount)}) erstatten wir Ihnen ${formatEuro(withdrawn.refundAmount)}.`,
    );
  }
  if (openAmount > 0) {
    sentences.push(
      `Von der Rücktrittsgebühr ist noch ${formatEuro(openAmount)} offen. Bitte überweisen Sie den Betrag: ${bankDetails}.`,
    );
  }
  return sentences.join(' ');
}
