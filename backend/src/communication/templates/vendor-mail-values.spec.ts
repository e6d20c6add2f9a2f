import { mailTestSettings } from '../../../test/support/mail-settings.js';
import type { VendorMailData } from '../../registration/queries/get-vendor-mail-data.query.js';
import { marketMailValues, vendorMailValues } from './vendor-mail-values.js';

const vendor: VendorMailData = {
  id: '5b0c2d9e-6f0a-4c57-9a55-1f1d2c3b4a5e',
  name: 'Anna Huber',
  email: 'anna@example.at',
  language: 'de',
  accessCode: 'ABCDEFGHJK',
  status: 'confirmed',
  boothAssignmentPreference: 'admin',
  isBlocked: false,
  canBeUnblocked: true,
  boothNumber: 'RS-02',
  areaName: 'Rittersaal',
  boothHeld: false,
  totalAmount: 12_000,
  priceDetail: null,
  paymentAmount: 1_000,
  openAmount: 11_000,
};
const url = 'https://markt.example.at';
const euro = (text: string) => text.replace(/ /g, '\u00a0');

describe('vendor mail values', () => {
  it("fill a vendor's mail with the code as vendors see it, the German status and euro amounts", () => {
    expect(vendorMailValues(vendor, mailTestSettings(), url)).toMatchObject({
      name: 'Anna Huber',
      accessCode: 'ABCDE-FGHJK',
      status: 'Bestätigt',
      boothNumber: 'RS-02',
      areaName: 'Rittersaal',
      totalAmount: euro('120,00 €'),
      paidAmount: euro('10,00 €'),
      openAmount: euro('110,00 €'),
      dashboardUrl: `${url}/dashboard`,
      marketName: 'Adventmarkt Burg Hochosterwitz',
    });
  });

  it('state a fee with surcharges in its parts', () => {
    const values = vendorMailValues(
      {
        ...vendor,
        totalAmount: 14_500,
        priceDetail: {
          base: 12_000,
          surcharges: [{ kind: 'power', amount: 2_500, powerAmps: 16 }],
        },
      },
      mailTestSettings(),
      url,
    );
    expect(values.totalAmount?.replace(/\u00a0/g, ' ')).toBe(
      '145,00 € (Standgebühr 120,00 € + Zuschlag Stromanschluss 16 A 25,00 €)',
    );
  });

  it('link to the deposit payment while the stall is held, otherwise to the stall choice', () => {
    const held = vendorMailValues({ ...vendor, boothHeld: true }, mailTestSettings(), url);
    expect(held.paymentUrl).toBe(
      `${url}/payment?vendorId=${vendor.id}&amount=10&accessCode=ABCDEFGHJK`,
    );
    const free = vendorMailValues({ ...vendor, boothNumber: null }, mailTestSettings(), url);
    expect(free.paymentUrl).toBe(`${url}/booth-self-selection?accessCode=ABCDEFGHJK`);
    expect(free.boothNumber).toBe('noch nicht zugewiesen');
  });

  it("give the organiser's bank details grouped, or say they come on request", () => {
    expect(marketMailValues(mailTestSettings()).bankDetails).toBe(
      'Kontoinhaber: Burgverein, IBAN: AT61 1904 3002 3457 3201, BIC: BKAUATWW, Bank: Bank Austria',
    );
    expect(
      marketMailValues(mailTestSettings({ bankAccountHolder: null, bankBic: null, bankName: null }))
        .bankDetails,
    ).toBe('Kontoinhaber: Burgverein Hochosterwitz, IBAN: AT61 1904 3002 3457 3201');
    expect(marketMailValues(mailTestSettings({ bankIban: null })).bankDetails).toBe(
      'Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter.',
    );
  });

  it("name the vendor's reference (the access code) with the bank details of their own mail", () => {
    expect(vendorMailValues(vendor, mailTestSettings(), url).bankDetails).toBe(
      'Kontoinhaber: Burgverein, IBAN: AT61 1904 3002 3457 3201, BIC: BKAUATWW, Bank: Bank Austria, Verwendungszweck: ABCDE-FGHJK',
    );
    expect(vendorMailValues(vendor, mailTestSettings({ bankIban: null }), url).bankDetails).toBe(
      'Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter.',
    );
  });

  it('speak English to an English text: status, amounts, the fee’s parts, bank details (issue 33)', () => {
    const values = vendorMailValues(
      {
        ...vendor,
        boothNumber: null,
        totalAmount: 14_500,
        priceDetail: {
          base: 12_000,
          surcharges: [{ kind: 'power', amount: 2_500, powerAmps: 16 }],
        },
      },
      mailTestSettings(),
      url,
      'en',
    );
    expect(values).toMatchObject({
      status: 'Confirmed',
      boothNumber: 'not assigned yet',
      paidAmount: '€10.00',
      openAmount: '€110.00',
      totalAmount: '€145.00 (stall fee €120.00 + power connection 16 A surcharge €25.00)',
      bankDetails:
        'Account holder: Burgverein, IBAN: AT61 1904 3002 3457 3201, BIC: BKAUATWW, Bank: Bank Austria, Payment reference: ABCDE-FGHJK',
    });
    expect(marketMailValues(mailTestSettings({ bankIban: null }), 'en').bankDetails).toBe(
      'You can get the bank details from the organiser on request.',
    );
  });
});
