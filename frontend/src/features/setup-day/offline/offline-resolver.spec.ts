import { resolveOffline } from './offline-resolver';
import { scanVendor, TOKEN, VENDOR_ID } from '../testing';

const other = scanVendor({
  vendorId: '11111111-2222-4333-8444-555555555555',
  name: 'Glühwein Huber',
  accessCode: 'ZXCVB09876',
  scanCode: '0815',
  qrToken: 'STANDL:zyxwvutsrqponmlkjihgfedcba987654',
  boothNumber: 'RS-03',
});
const vendors = [other, scanVendor()];

describe('resolveOffline', () => {
  it('finds a vendor by QR token, scan code, vendor id and access code', () => {
    for (const code of [TOKEN, '4711', VENDOR_ID, VENDOR_ID.toUpperCase(), 'ABCDE12345']) {
      expect(resolveOffline(code, vendors)).toEqual({ kind: 'found', vendor: vendors[1] });
    }
  });

  it('reads a typed access code as the server does (lower case, hyphen, O for 0)', () => {
    expect(resolveOffline(' abcde-12345 ', vendors)).toMatchObject({ kind: 'found' });
    expect(resolveOffline('ZXCVBO9876', vendors)).toEqual({ kind: 'found', vendor: other });
  });

  it('matches the QR token exactly', () => {
    expect(resolveOffline(`${TOKEN}x`, vendors)).toEqual({ kind: 'not-found' });
  });

  it('reads legacy pipe and JSON codes only when vendor id and access code belong together', () => {
    const pipe = `VENDOR:${VENDOR_ID}|NAME:Krapfen Maier|BOOTH:AK-12|ACCESS:ABCDE12345`;
    expect(resolveOffline(pipe, vendors)).toMatchObject({ kind: 'found', vendor: vendors[1] });
    const json = JSON.stringify({
      action: 'confirm_setup',
      vendorId: VENDOR_ID,
      accessCode: 'abcde12345',
    });
    expect(resolveOffline(json, vendors)).toMatchObject({ kind: 'found' });
    const mixed = `VENDOR:${VENDOR_ID}|ACCESS:ZXCVB09876`;
    expect(resolveOffline(mixed, vendors)).toEqual({ kind: 'not-found' });
  });

  it('tells unknown, foreign and incomplete codes apart', () => {
    expect(resolveOffline('9999', vendors)).toEqual({ kind: 'not-found' });
    expect(resolveOffline('https://example.at/', vendors)).toEqual({ kind: 'invalid' });
    expect(resolveOffline('{"action":"other"}', vendors)).toEqual({ kind: 'invalid' });
    expect(resolveOffline(`VENDOR:${VENDOR_ID}|NAME:Maier`, vendors)).toEqual({
      kind: 'incomplete',
    });
    expect(resolveOffline('', vendors)).toEqual({ kind: 'invalid' });
  });

  it('finds nothing in an empty list', () => {
    expect(resolveOffline('4711', [])).toEqual({ kind: 'not-found' });
  });
});
