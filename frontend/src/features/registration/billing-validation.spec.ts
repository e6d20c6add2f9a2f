import { cleanBilling, validateBilling, type BillingValues } from './billing-validation';

const valid: BillingValues = {
  billingStreet: 'Hauptplatz 3',
  billingCity: 'St. Veit an der Glan',
  billingPostalCode: '9300',
  billingCountry: 'Österreich',
};

describe('validateBilling', () => {
  it('accepts a complete Austrian address', () => {
    expect(validateBilling(valid)).toEqual({});
  });

  it('requires street and city', () => {
    expect(validateBilling({ ...valid, billingStreet: '  ', billingCity: '' })).toEqual({
      billingStreet: 'Bitte geben Sie Straße und Hausnummer ein',
      billingCity: 'Bitte geben Sie den Ort ein',
    });
  });

  it('wants four digits in Austria, also for "AT", "Austria" and a blank country', () => {
    for (const billingCountry of ['Österreich', 'AT', 'austria', '']) {
      expect(validateBilling({ ...valid, billingCountry, billingPostalCode: '93000' })).toEqual({
        billingPostalCode: 'Eine österreichische Postleitzahl hat 4 Ziffern',
      });
    }
  });

  it('accepts other countries’ postal codes and refuses nonsense', () => {
    expect(
      validateBilling({ ...valid, billingCountry: 'Deutschland', billingPostalCode: '80331' }),
    ).toEqual({});
    expect(
      validateBilling({ ...valid, billingCountry: 'Niederlande', billingPostalCode: '1012 AB' }),
    ).toEqual({});
    expect(
      validateBilling({ ...valid, billingCountry: 'Deutschland', billingPostalCode: '-' }),
    ).toEqual({
      billingPostalCode: 'Bitte geben Sie eine gültige Postleitzahl ein',
    });
  });

  it('trims the values and fills in Österreich for a blank country', () => {
    expect(
      cleanBilling({ ...valid, billingStreet: ' Hauptplatz 3 ', billingCountry: ' ' }),
    ).toEqual(valid);
  });
});
