import { describe, expect, it } from 'vitest';
import {
  changedSettings,
  settingsBody,
  settingsFormValues,
  validateSettings,
} from './settings-form';
import { adminSettings } from './testing';

const values = settingsFormValues(adminSettings());

describe('settingsFormValues', () => {
  it('fills every field, blanks for missing dates and the registration days in Vienna', () => {
    const form = settingsFormValues(
      adminSettings({
        marketStartDate: null,
        registrationStartDate: '2026-09-30T22:00:00.000Z',
        bankIban: 'AT611904300234573201',
      }),
    );
    expect(form).toMatchObject({
      marketName: 'Adventmarkt Burg Hochosterwitz',
      currentYear: '2026',
      marketStartDate: '',
      marketEndDate: '2026-12-07',
      registrationStartDate: '2026-10-01',
      registrationEndDate: '',
      organizerCity: 'Launsdorf',
      bankIban: 'AT611904300234573201',
      bankBic: '',
    });
  });

  it('falls back to 10:00 and 20:00 for empty daily times', () => {
    const form = settingsFormValues(adminSettings({ dailyOpenTime: '', dailyCloseTime: '' }));
    expect([form.dailyOpenTime, form.dailyCloseTime]).toEqual(['10:00', '20:00']);
  });
});

describe('validateSettings', () => {
  it('accepts the saved settings', () => {
    expect(validateSettings(values)).toEqual({});
  });

  it("uses the server's texts", () => {
    expect(
      validateSettings({
        ...values,
        marketName: ' ',
        currentYear: '2031',
        dailyOpenTime: '25:00',
        adminNotificationEmail: 'kein-mail',
        organizerName: 'B',
        organizerPostalCode: '!',
        organizerPhone: 'abc',
        bankIban: 'AT12',
        bankBic: 'XYZ',
      }),
    ).toEqual({
      marketName: 'Marktname ist erforderlich',
      currentYear: 'Jahr muss zwischen 2020 und 2030 liegen',
      dailyOpenTime: 'Uhrzeit im Format HH:MM',
      adminNotificationEmail: 'Ungültige E-Mail-Adresse',
      organizerName: 'Name des Veranstalters ist erforderlich',
      organizerPostalCode: 'Bitte geben Sie eine gültige Postleitzahl ein',
      organizerPhone: 'Ungültige Telefonnummer',
      bankIban: 'Ungültige IBAN',
      bankBic: 'Ungültiger BIC',
    });
    expect(validateSettings({ ...values, currentYear: '2019' })).toEqual({
      currentYear: 'Jahr muss zwischen 2020 und 2030 liegen',
    });
  });

  it('takes whole numbers within the server limits for withdrawal and offers', () => {
    expect(
      validateSettings({
        ...values,
        withdrawalFreeDays: '366',
        withdrawalFeePercent: '12.5',
        waitlistOfferHours: '0',
      }),
    ).toEqual({
      withdrawalFreeDays: 'Die Frist für den kostenlosen Rücktritt muss 0 bis 365 Tage betragen',
      withdrawalFeePercent: 'Die Rücktrittsgebühr muss zwischen 0 und 100 % liegen',
      waitlistOfferHours: 'Ein Angebot der Warteliste muss 1 bis 336 Stunden gelten',
    });
    expect(
      validateSettings({
        ...values,
        withdrawalFreeDays: '0',
        withdrawalFeePercent: '100',
        waitlistOfferHours: ' 336 ',
      }),
    ).toEqual({});
    expect(validateSettings({ ...values, withdrawalFreeDays: '' })).toHaveProperty(
      'withdrawalFreeDays',
    );
  });

  it('allows blank optional values and an IBAN with spaces', () => {
    expect(
      validateSettings({
        ...values,
        marketStartDate: '',
        registrationEndDate: '',
        adminNotificationEmail: '',
        bankIban: 'at61 1904 3002 3457 3201',
        bankBic: 'bkaustwwxxx',
      }),
    ).toEqual({});
  });

  it('refuses periods that end before they start and a close time before opening', () => {
    expect(
      validateSettings({
        ...values,
        marketEndDate: '2026-12-01',
        dailyCloseTime: '10:00',
        dailyOpenTime: '10:00',
        registrationStartDate: '2026-11-02',
        registrationEndDate: '2026-11-01',
      }),
    ).toEqual({
      marketEndDate: 'Das Ende darf nicht vor dem Beginn liegen',
      dailyCloseTime: 'Die Schließzeit muss nach der Öffnungszeit liegen',
      registrationEndDate: 'Das Ende darf nicht vor dem Beginn liegen',
    });
    expect(validateSettings({ ...values, setupEndDate: values.setupStartDate })).toEqual({});
  });
});

describe('settingsBody and changedSettings', () => {
  it('sends blank dates as null, the year as a number and a compact IBAN', () => {
    const body = settingsBody({
      ...values,
      marketStartDate: '',
      currentYear: '2027',
      bankIban: 'at61 1904 3002 3457 3201',
      bankName: '  ',
    });
    expect(body).toMatchObject({
      marketStartDate: null,
      currentYear: 2027,
      bankIban: 'AT611904300234573201',
      bankName: null,
      isRegistrationOpen: true,
    });
  });

  it('sends only the changed fields', () => {
    expect(changedSettings(values, values)).toEqual({});
    expect(
      changedSettings(
        {
          ...values,
          isRegistrationOpen: false,
          registrationEndDate: '2026-11-30',
          marketName: ' X ',
        },
        values,
      ),
    ).toEqual({ isRegistrationOpen: false, registrationEndDate: '2026-11-30', marketName: 'X' });
    expect(changedSettings({ ...values, setupEndDate: '' }, values)).toEqual({
      setupEndDate: null,
    });
  });

  it('sends a changed withdrawal setting as a number', () => {
    expect(
      changedSettings({ ...values, withdrawalFreeDays: '21', waitlistOfferHours: '48' }, values),
    ).toEqual({ withdrawalFreeDays: 21 });
  });

  it('clears an emptied registration date with null', () => {
    const withStart = { ...values, registrationStartDate: '2026-10-01' };
    expect(changedSettings({ ...withStart, registrationStartDate: '' }, withStart)).toEqual({
      registrationStartDate: null,
    });
  });
});
