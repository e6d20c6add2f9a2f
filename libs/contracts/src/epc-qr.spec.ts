import { EPC_QR_LIMITS, epcQrPayload, readEpcQrPayload } from './epc-qr.js';

const PAYMENT = {
  name: 'Burgverein Hochosterwitz',
  iban: 'AT61 1904 3002 3457 3201',
  bic: 'gibaatwwxxx',
  amountCents: 14000,
  remittance: 'ABCDE-12345',
};

describe('epcQrPayload (EPC069-12 version 002)', () => {
  it('writes every field in its line, joined by \\n, trailing empty fields left off', () => {
    expect(epcQrPayload(PAYMENT)).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        'GIBAATWWXXX',
        'Burgverein Hochosterwitz',
        'AT611904300234573201',
        'EUR140.00',
        '',
        '',
        'ABCDE-12345',
      ].join('\n'),
    );
  });

  it('reads back field by field', () => {
    expect(readEpcQrPayload(epcQrPayload(PAYMENT))).toEqual({
      serviceTag: 'BCD',
      version: '002',
      characterSet: '1',
      identification: 'SCT',
      bic: 'GIBAATWWXXX',
      name: 'Burgverein Hochosterwitz',
      iban: 'AT611904300234573201',
      amount: 'EUR140.00',
      purpose: '',
      structuredReference: '',
      remittance: 'ABCDE-12345',
      information: '',
    });
  });

  it.each([
    [1, 'EUR0.01'],
    [1250, 'EUR12.50'],
    [100_005, 'EUR1000.05'],
    [EPC_QR_LIMITS.maxAmountCents, 'EUR999999999.99'],
  ])('%d cents → %s (a dot, no thousands separator)', (amountCents, amount) => {
    expect(readEpcQrPayload(epcQrPayload({ ...PAYMENT, amountCents })).amount).toBe(amount);
  });

  it('leaves the amount out for 0 (the payer fills it in)', () => {
    const fields = readEpcQrPayload(epcQrPayload({ ...PAYMENT, amountCents: 0 }));
    expect(fields.amount).toBe('');
    expect(fields.remittance).toBe('ABCDE-12345');
  });

  it.each([-1, 0.5, EPC_QR_LIMITS.maxAmountCents + 1, Number.NaN])(
    'refuses an amount of %d cents',
    (amountCents) => {
      expect(() => epcQrPayload({ ...PAYMENT, amountCents })).toThrow(RangeError);
    },
  );

  it('BIC is optional in version 002: an empty line', () => {
    for (const bic of [null, undefined, '']) {
      const payload = epcQrPayload({ ...PAYMENT, bic });
      expect(payload.split('\n')[4]).toBe('');
      expect(readEpcQrPayload(payload).iban).toBe('AT611904300234573201');
    }
  });

  it('cuts the name at 70 and the remittance at 140 characters, counting umlauts as one', () => {
    const fields = readEpcQrPayload(
      epcQrPayload({
        ...PAYMENT,
        name: 'Ö'.repeat(5) + 'n'.repeat(75),
        remittance: 'ä'.repeat(10) + 'r'.repeat(140),
      }),
    );
    expect(fields.name).toBe('Ö'.repeat(5) + 'n'.repeat(65));
    expect(fields.remittance).toBe('ä'.repeat(10) + 'r'.repeat(130));
  });

  it('keeps line breaks and runs of spaces out of a field (they would shift every field after)', () => {
    const fields = readEpcQrPayload(
      epcQrPayload({
        ...PAYMENT,
        name: 'Burgverein\nHochosterwitz  ',
        remittance: 'ABCDE-\r\n12345',
      }),
    );
    expect(fields.name).toBe('Burgverein Hochosterwitz');
    expect(fields.remittance).toBe('ABCDE- 12345');
    expect(fields.iban).toBe('AT611904300234573201');
  });

  it('stays within 331 bytes at the longest fields of plain letters', () => {
    const payload = epcQrPayload({
      name: 'N'.repeat(70),
      iban: 'MT84MALT011000012345MTLCAST001S',
      bic: 'GIBAATWWXXX',
      amountCents: EPC_QR_LIMITS.maxAmountCents,
      remittance: 'R'.repeat(140),
    });
    expect(new TextEncoder().encode(payload).length).toBeLessThanOrEqual(331);
  });

  it('refuses a payload above 331 bytes (long names of multi-byte characters)', () => {
    expect(() =>
      epcQrPayload({ ...PAYMENT, name: '€'.repeat(70), remittance: '€'.repeat(140) }),
    ).toThrow('331');
  });

  it('refuses a missing name or IBAN', () => {
    expect(() => epcQrPayload({ ...PAYMENT, name: '  ' })).toThrow(RangeError);
    expect(() => epcQrPayload({ ...PAYMENT, iban: '' })).toThrow(RangeError);
  });
});
