import { type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  formatEuro,
  type VendorWaitlistDto,
  type VendorStatusDto,
  type VendorWaitlistOfferDto,
  type WithdrawalDto,
} from '@standl/contracts';
import { formatViennaDateTime } from '../../lib/format';
import { intlLocale } from '../../lib/locale';
import { formatViennaLongDate } from '../../lib/long-dates';

/*
 * The texts below are in the page's language: pass the `i18n` of useLingui(). Without it they
 * read the browser's instance (the page's language in the browser, German in specs); callers in
 * other features still call them that way, which is right in the browser only.
 */

/** What happens to the money after a withdrawal: refunded, still owed, or settled. */
export function withdrawalMoneyText(
  amounts: Pick<WithdrawalDto, 'feeAmount' | 'refundAmount' | 'openAmount'>,
  i18n: I18n,
): string | null {
  const locale = intlLocale(i18n.locale);
  if (amounts.refundAmount > 0) {
    const refund = formatEuro(amounts.refundAmount, locale);
    return i18n._(msg`Wir erstatten Ihnen ${refund}.`);
  }
  if (amounts.openAmount > 0) {
    const open = formatEuro(amounts.openAmount, locale);
    return i18n._(
      msg`Offen bleiben ${open}: Bitte überweisen Sie den Betrag (Bankverbindung im Reiter „Zahlung“).`,
    );
  }
  if (amounts.feeAmount > 0) return i18n._(msg`Die Gebühr ist mit Ihrer Zahlung beglichen.`);
  return null;
}

/**
 * The withdrawn registration as the status page and dashboard state it: when and by whom, the
 * fee (or that it was free or waived), and the money as the ledger has it now (a refund still
 * due, an amount still open), so a paid fee or a made refund no longer shows as pending.
 */
export function withdrawnLines(status: VendorStatusDto, i18n: I18n): string[] {
  const withdrawal = status.withdrawal;
  if (!withdrawal) return [i18n._(msg`Ihre Anmeldung ist zurückgezogen.`)];
  const locale = intlLocale(i18n.locale);
  const day = formatViennaLongDate(withdrawal.withdrawnAt, locale);
  const lines = [
    withdrawal.by === 'organiser'
      ? i18n._(msg`Der Veranstalter hat Ihre Anmeldung am ${day} zurückgezogen.`)
      : i18n._(msg`Sie haben Ihre Anmeldung am ${day} zurückgezogen.`),
  ];
  if (withdrawal.waived) lines.push(i18n._(msg`Die Rücktrittsgebühr wurde erlassen.`));
  else if (withdrawal.feeAmount > 0) {
    const fee = formatEuro(withdrawal.feeAmount, locale);
    lines.push(i18n._(msg`Rücktrittsgebühr: ${fee}.`));
  } else lines.push(i18n._(msg`Der Rücktritt war kostenlos.`));
  const money = withdrawalMoneyText(
    {
      feeAmount: withdrawal.waived ? 0 : withdrawal.feeAmount,
      refundAmount: status.account.refundDueAmount,
      openAmount: status.account.openAmount,
    },
    i18n,
  );
  if (money) lines.push(money);
  return lines;
}

/** 'Platz 3 der Warteliste für Arkadenhof'. */
export function waitlistPositionText(
  waitlist: Pick<VendorWaitlistDto, 'position' | 'areaName'>,
  i18n: I18n,
): string {
  const { position, areaName } = waitlist;
  return i18n._(msg`Platz ${position} der Warteliste für ${areaName}`);
}

/** An open offer as the status page states it; accepting goes through the mail's link. */
export function waitlistOfferText(offer: VendorWaitlistOfferDto, i18n: I18n): string {
  const locale = intlLocale(i18n.locale);
  const boothNumber = offer.boothNumber;
  const areaName = offer.areaName;
  const fee = formatEuro(offer.stallFee, locale);
  const until = formatViennaDateTime(offer.expiresAt, locale);
  const text = i18n._(
    msg`Standplatz ${boothNumber} (${areaName}, Standgebühr ${fee}) ist bis ${until} für Sie reserviert. Den Link zum Annehmen oder Ablehnen haben wir Ihnen per E-Mail geschickt.`,
  );
  return offer.requiresDeposit
    ? `${text} ${i18n._(msg`Mit der Annahme bezahlen Sie die Anzahlung.`)}`
    : text;
}
