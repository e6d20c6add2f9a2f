import {
  invoiceSettingsBody,
  invoiceSettingsValues,
  parseVatRate,
  serverErrors,
  validateInvoiceSettings,
  type InvoiceSettingsValues,
} from './invoice-settings-form';
import { invoiceSettings } from './testing';

const values = (overrides: Partial<InvoiceSettingsValues> = {}): InvoiceSettingsValues => ({
  ...invoiceSettingsValues(invoiceSettings()),
  ...overrides,
});

describe('invoiceSettingsValues', () => {
  it('fills the form from the saved settings, blanks for nulls, the rate Austrian', () => {
    expect(values()).toEqual({
      legalName: 'Burgverein Hochosterwitz',
      street: 'Hochosterwitz 1',
      postalCode: '9314',
      city: 'Launsdorf',
      country: 'Österreich',
      uid: 'ATU12345678',
      taxNumber: '',
      companyRegister: 'ZVR 123456789',
      email: '',
      phone: '',
      vatMode: 'standard',
      vatRate: '20',
      footer: '',
    });
    expect(invoiceSettingsValues(invoiceSettings({ vatRate: 13.5 })).vatRate).toBe('13,5');
  });
});

describe('parseVatRate', () => {
  it.each([
    ['20', 20],
    ['10', 10],
    ['13,5', 13.5],
    ['7.25', 7.25],
    ['0', 0],
    ['100', 100],
    ['20 %', 20],
  ])('reads %j as %d', (input, rate) => expect(parseVatRate(input)).toBe(rate));

  it.each(['', 'zwanzig', '-5', '100,5', '101', '12,345'])('refuses %j', (input) =>
    expect(parseVatRate(input)).toBeNull(),
  );
});

describe('validateInvoiceSettings', () => {
  it('accepts the saved settings', () => {
    expect(validateInvoiceSettings(values())).toEqual({});
  });

  it('requires name and address', () => {
    expect(
      validateInvoiceSettings(values({ legalName: ' ', street: '', postalCode: '', city: '' })),
    ).toEqual({
      legalName: 'Bitte geben Sie den Namen des Rechnungsausstellers an',
      street: 'Bitte geben Sie die Straße an',
      postalCode: 'Bitte geben Sie die Postleitzahl an',
      city: 'Bitte geben Sie den Ort an',
    });
  });

  it('reads the UID as typed on letterheads and refuses anything but ATU and 8 digits', () => {
    expect(validateInvoiceSettings(values({ uid: 'atu 1234 5678' }))).toEqual({});
    for (const uid of ['ATU1234567', 'DE123456789', 'ATU123456789', 'U12345678']) {
      expect(validateInvoiceSettings(values({ uid })).uid).toBe(
        'Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678',
      );
    }
  });

  it('requires the UID and a valid rate when VAT is charged', () => {
    expect(validateInvoiceSettings(values({ uid: '', vatRate: '120' }))).toEqual({
      uid: 'Bitte geben Sie die UID-Nummer an: Wer Umsatzsteuer ausweist, muss sie auf der Rechnung angeben.',
      vatRate:
        'Der Umsatzsteuersatz muss zwischen 0 und 100 % liegen (höchstens 2 Nachkommastellen)',
    });
  });

  it('lets a small business give the UID or the tax number, and ignores the rate', () => {
    const small = { vatMode: 'small_business' as const, vatRate: 'x' };
    expect(validateInvoiceSettings(values({ ...small }))).toEqual({});
    expect(
      validateInvoiceSettings(values({ ...small, uid: '', taxNumber: '12 345/6789' })),
    ).toEqual({});
    expect(validateInvoiceSettings(values({ ...small, uid: '' }))).toEqual({
      taxNumber:
        'Bitte geben Sie die UID-Nummer oder die Steuernummer an (Pflichtangabe der E-Rechnung).',
    });
    expect(validateInvoiceSettings(values({ ...small, uid: '', taxNumber: 'abc' }))).toEqual({
      taxNumber: 'Ungültige Steuernummer, z. B. 12 345/6789',
    });
  });

  it('checks the e-mail and the lengths the server allows', () => {
    expect(validateInvoiceSettings(values({ email: 'rechnung@' })).email).toBe(
      'Ungültige E-Mail-Adresse',
    );
    expect(validateInvoiceSettings(values({ footer: 'x'.repeat(501) })).footer).toBe(
      'Die Fußzeile darf höchstens 500 Zeichen lang sein',
    );
    expect(validateInvoiceSettings(values({ postalCode: '12345678901' })).postalCode).toBe(
      'Die Postleitzahl darf höchstens 10 Zeichen lang sein',
    );
  });
});

describe('invoiceSettingsBody', () => {
  it('sends every field, trimmed, blanks as null and the UID normalised', () => {
    expect(
      invoiceSettingsBody(
        values({ legalName: ' Burgverein ', uid: 'atu 1234 5678', vatRate: '13,5', country: ' ' }),
      ),
    ).toEqual({
      legalName: 'Burgverein',
      street: 'Hochosterwitz 1',
      postalCode: '9314',
      city: 'Launsdorf',
      country: 'Österreich',
      uid: 'ATU12345678',
      taxNumber: null,
      companyRegister: 'ZVR 123456789',
      email: null,
      phone: null,
      vatMode: 'standard',
      vatRate: 13.5,
      footer: null,
    });
  });

  it('keeps a small business without UID at the default rate', () => {
    const body = invoiceSettingsBody(
      values({ vatMode: 'small_business', uid: '', taxNumber: '12 345/6789', vatRate: '' }),
    );
    expect(body).toMatchObject({ vatMode: 'small_business', uid: null, vatRate: 20 });
  });
});

describe('serverErrors', () => {
  it('puts the server texts at their fields and keeps the rest', () => {
    expect(
      serverErrors(
        'Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678 Bitte geben Sie den Ort an',
      ),
    ).toEqual({
      fields: {
        uid: 'Ungültige UID-Nummer: ATU und 8 Ziffern, z. B. ATU12345678',
        city: 'Bitte geben Sie den Ort an',
      },
      other: null,
    });
    expect(serverErrors('Zu viele Anfragen')).toEqual({ fields: {}, other: 'Zu viele Anfragen' });
  });
});
