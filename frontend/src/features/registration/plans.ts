import {
  formatEuro,
  type VendorWaitlistDto,
  type VendorStatusDto,
  type VendorWaitlistOfferDto,
  type WithdrawalDto,
} from '@standl/contracts';
import { formatViennaDateTime } from '../../lib/format';
import { formatViennaLongDate } from '../../lib/long-dates';

/** What happens to the money after a withdrawal: refunded, still owed, or settled. */
export function withdrawalMoneyText(
  amounts: Pick<WithdrawalDto, 'feeAmount' | 'refundAmount' | 'openAmount'>,
): string | null {
  if (amounts.refundAmount > 0) {
    return `Wir erstatten Ihnen ${formatEuro(amounts.refundAmount)}.`;
  }
  if (amounts.openAmount > 0) {
    return `Offen bleiben ${formatEuro(amounts.openAmount)}: Bitte überweisen Sie den Betrag (Bankverbindung im Reiter „Zahlung“).`;
  }
  if (amounts.feeAmount > 0) return 'Die Gebühr ist mit Ihrer Zahlung beglichen.';
  return null;
}

/**
 * The withdrawn registration as the status page and dashboard state it: when and by whom, the
 * fee (or that it was free or waived), and the money as the ledger has it now (a refund still
 * due, an amount still open), so a paid fee or a made refund no longer shows as pending.
 */
export function withdrawnLines(status: VendorStatusDto): string[] {
  const withdrawal = status.withdrawal;
  if (!withdrawal) return ['Ihre Anmeldung ist zurückgezogen.'];
  const day = formatViennaLongDate(withdrawal.withdrawnAt);
  const lines = [
    withdrawal.by === 'organiser'
      ? `Der Veranstalter hat Ihre Anmeldung am ${day} zurückgezogen.`
      : `Sie haben Ihre Anmeldung am ${day} zurückgezogen.`,
  ];
  if (withdrawal.waived) lines.push('Die Rücktrittsgebühr wurde erlassen.');
  else if (withdrawal.feeAmount > 0) {
    lines.push(`Rücktrittsgebühr: ${formatEuro(withdrawal.feeAmount)}.`);
  } else lines.push('Der Rücktritt war kostenlos.');
  const money = withdrawalMoneyText({
    feeAmount: withdrawal.waived ? 0 : withdrawal.feeAmount,
    refundAmount: status.account.refundDueAmount,
    openAmount: status.account.openAmount,
  });
  if (money) lines.push(money);
  return lines;
}

/** 'Platz 3 der Warteliste für Arkadenhof'. */
export function waitlistPositionText(waitlist: Pick<VendorWaitlistDto, 'position' | 'areaName'>) {
  return `Platz ${waitlist.position} der Warteliste für ${waitlist.areaName}`;
}

/** An open offer as the status page states it; accepting goes through the mail's link. */
export function waitlistOfferText(offer: VendorWaitlistOfferDto): string {
  const deposit = offer.requiresDeposit ? ' Mit der Annahme bezahlen Sie die Anzahlung.' : '';
  return `Standplatz ${offer.boothNumber} (${offer.areaName}, Standgebühr ${formatEuro(offer.stallFee)}) ist bis ${formatViennaDateTime(offer.expiresAt)} für Sie reserviert. Den Link zum Annehmen oder Ablehnen haben wir Ihnen per E-Mail geschickt.${deposit}`;
}
