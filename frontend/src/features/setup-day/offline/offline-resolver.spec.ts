import {
  accessCodeHash,
  resolveOffline,
  resolveOfflineWithHashes,
  stallProofFor,
} from './offline-resolver';
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

/** Aufbau's list (docs/decisions.md 224): no access codes, their 20-bit hashes instead. */
const hidden = [
  { ...other, accessCode: null, accessCodeHash: 'ac37a' },
  scanVendor({ accessCode: null, accessCodeHash: '7234a' }),
];

describe('resolveOfflineWithHashes', () => {
  it('hashes as the server does: SHA-256 of "<vendor id>:<normalized code>", 5 hex characters', async () => {
    expect(await accessCodeHash(VENDOR_ID, 'ABCDE12345')).toBe('7234a');
    expect(await accessCodeHash(VENDOR_ID.toUpperCase(), ' abcde-12345')).toBe('7234a');
  });

  it('matches a typed access code by its hash when the list has no codes', async () => {
    expect(resolveOffline('ABCDE12345', hidden)).toEqual({ kind: 'not-found' });
    expect(await resolveOfflineWithHashes('abcde-12345', hidden)).toEqual({
      kind: 'found',
      vendor: hidden[1],
    });
    expect(await resolveOfflineWithHashes('ZXCVBO9876', hidden)).toEqual({
      kind: 'found',
      vendor: hidden[0],
    });
    expect(await resolveOfflineWithHashes('ABCDE12346', hidden)).toEqual({ kind: 'not-found' });
  });

  it('needs vendor id and code of one vendor in a legacy code', async () => {
    const pipe = `VENDOR:${VENDOR_ID}|ACCESS:ABCDE12345`;
    expect(await resolveOfflineWithHashes(pipe, hidden)).toEqual({
      kind: 'found',
      vendor: hidden[1],
    });
    const mixed = `VENDOR:${VENDOR_ID}|ACCESS:ZXCVB09876`;
    expect(await resolveOfflineWithHashes(mixed, hidden)).toEqual({ kind: 'not-found' });
  });

  it("reads the other formats and an organiser's list as before", async () => {
    for (const code of [TOKEN, '4711', VENDOR_ID]) {
      expect(await resolveOfflineWithHashes(code, hidden)).toEqual({
        kind: 'found',
        vendor: hidden[1],
      });
    }
    expect(await resolveOfflineWithHashes('ABCDE12345', vendors)).toEqual({
      kind: 'found',
      vendor: vendors[1],
    });
    expect(await resolveOfflineWithHashes('https://example.at/', hidden)).toEqual({
      kind: 'invalid',
    });
  });
});

describe('stallProofFor', () => {
  it("sends the access code where the list has it (an organiser's)", () => {
    expect(stallProofFor(scanVendor(), '4711')).toEqual({ accessCode: 'ABCDE12345' });
  });

  it('sends what was read where it has none: scan code, typed code, else the QR token', () => {
    const vendor = hidden[1]!;
    expect(stallProofFor(vendor, ' 4711 ')).toEqual({ scanCode: '4711' });
    expect(stallProofFor(vendor, 'abcde-12345')).toEqual({ accessCode: 'ABCDE12345' });
    expect(stallProofFor(vendor, `VENDOR:${VENDOR_ID}|ACCESS:abcde12345`)).toEqual({
      accessCode: 'ABCDE12345',
    });
    expect(stallProofFor(vendor, TOKEN)).toEqual({ qrToken: TOKEN });
    expect(stallProofFor(vendor, VENDOR_ID)).toEqual({ qrToken: TOKEN });
  });
});
