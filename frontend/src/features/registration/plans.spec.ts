import type { VendorStatusDto, WithdrawalDto } from '@standl/contracts';
import {
  waitlistOfferText,
  waitlistPositionText,
  withdrawalMoneyText,
  withdrawnLines,
} from './plans';
import { i18nIn } from '../../test/i18n';
import { account, vendorStatus } from './testing/vendor-fixtures';

const german = i18nIn('de');

const euro = (text: string) => text.replace(/\u00a0/g, ' ');

function withdrawn(
  withdrawal: Partial<WithdrawalDto>,
  money: { refundDueAmount?: number; openAmount?: number } = {},
): VendorStatusDto {
  return {
    ...vendorStatus({ vendor: { status: 'withdrawn' }, account: account(money) }),
    withdrawal: {
      withdrawnAt: '2026-11-20T09:30:00.000Z',
      by: 'vendor',
      feeAmount: 7000,
      free: false,
      waived: false,
      refundAmount: 0,
      openAmount: 6000,
      boothNumber: 'AK-07',
      ...withdrawal,
    },
  };
}

describe('texts of withdrawal and waiting list', () => {
  it('says what is refunded, still open or settled', () => {
    expect(
      euro(withdrawalMoneyText({ feeAmount: 0, refundAmount: 1000, openAmount: 0 }, german)!),
    ).toBe('Wir erstatten Ihnen 10,00 €.');
    expect(
      euro(withdrawalMoneyText({ feeAmount: 7000, refundAmount: 0, openAmount: 6000 }, german)!),
    ).toBe(
      'Offen bleiben 60,00 €: Bitte überweisen Sie den Betrag (Bankverbindung im Reiter „Zahlung“).',
    );
    expect(withdrawalMoneyText({ feeAmount: 7000, refundAmount: 0, openAmount: 0 }, german)).toBe(
      'Die Gebühr ist mit Ihrer Zahlung beglichen.',
    );
    expect(
      withdrawalMoneyText({ feeAmount: 0, refundAmount: 0, openAmount: 0 }, german),
    ).toBeNull();
  });

  it('states a late withdrawal with its fee and what the ledger still has open', () => {
    expect(withdrawnLines(withdrawn({}, { openAmount: 6000 }), german).map(euro)).toEqual([
      'Sie haben Ihre Anmeldung am 20. November 2026 zurückgezogen.',
      'Rücktrittsgebühr: 70,00 €.',
      'Offen bleiben 60,00 €: Bitte überweisen Sie den Betrag (Bankverbindung im Reiter „Zahlung“).',
    ]);
    // Paid since: the ledger has nothing open any more.
    expect(withdrawnLines(withdrawn({}, { openAmount: 0 }), german).map(euro)).toEqual([
      'Sie haben Ihre Anmeldung am 20. November 2026 zurückgezogen.',
      'Rücktrittsgebühr: 70,00 €.',
      'Die Gebühr ist mit Ihrer Zahlung beglichen.',
    ]);
  });

  it('states a free or waived withdrawal and the refund due', () => {
    expect(
      withdrawnLines(
        withdrawn({ feeAmount: 0, free: true, refundAmount: 1000 }, { refundDueAmount: 1000 }),
        german,
      ).map(euro),
    ).toEqual([
      'Sie haben Ihre Anmeldung am 20. November 2026 zurückgezogen.',
      'Der Rücktritt war kostenlos.',
      'Wir erstatten Ihnen 10,00 €.',
    ]);
    expect(
      withdrawnLines(withdrawn({ by: 'organiser', waived: true, feeAmount: 0 }), german),
    ).toEqual([
      'Der Veranstalter hat Ihre Anmeldung am 20. November 2026 zurückgezogen.',
      'Die Rücktrittsgebühr wurde erlassen.',
    ]);
  });

  it('names the place on the waiting list and an open offer', () => {
    expect(waitlistPositionText({ position: 3, areaName: 'Arkadenhof' }, german)).toBe(
      'Platz 3 der Warteliste für Arkadenhof',
    );
    expect(
      euro(
        waitlistOfferText(
          {
            offerId: 'o1',
            boothNumber: 'AK-07',
            areaName: 'Arkadenhof',
            stallFee: 15000,
            expiresAt: '2026-11-22T13:00:00.000Z',
            requiresDeposit: true,
          },
          german,
        ),
      ),
    ).toBe(
      'Standplatz AK-07 (Arkadenhof, Standgebühr 150,00 €) ist bis 22. Nov. 2026, 14:00 Uhr für Sie reserviert. Den Link zum Annehmen oder Ablehnen haben wir Ihnen per E-Mail geschickt. Mit der Annahme bezahlen Sie die Anzahlung.',
    );
  });
});
