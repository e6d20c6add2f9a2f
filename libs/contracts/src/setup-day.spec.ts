import { parseScanInput } from './setup-day.js';

const VENDOR = '3f2b8c1e-5d4a-4b6f-9e7d-1a2b3c4d5e6f';

describe('reading a scan (docs/decisions.md 192)', () => {
  it('reads the opaque token, the scan code, a vendor id and an access code', () => {
    const token = `STANDL:${'a'.repeat(59)}`;
    expect(parseScanInput(` ${token} `)).toEqual({ kind: 'token', token });
    expect(parseScanInput('0427')).toEqual({ kind: 'scan-code', scanCode: '0427' });
    expect(parseScanInput(VENDOR.toUpperCase())).toEqual({ kind: 'vendor-id', vendorId: VENDOR });
    expect(parseScanInput('abcde-fghjo')).toEqual({
      kind: 'access-code',
      accessCode: 'ABCDEFGHJ0',
    });
  });

  it('reads the legacy pipe text and JSON', () => {
    expect(parseScanInput(`VENDOR:${VENDOR}|NAME:Krapf|BOOTH:AK-12|ACCESS:abcde12345`)).toEqual({
      kind: 'legacy',
      vendorId: VENDOR,
      accessCode: 'ABCDE12345',
    });
    const json = JSON.stringify({
      vendorId: VENDOR,
      vendorName: 'Krapf',
      accessCode: 'ABCDE12345',
      boothNumber: 'AK-12',
      action: 'confirm_setup',
      timestamp: '2025-12-05T08:00:00Z',
    });
    expect(parseScanInput(json)).toEqual({
      kind: 'legacy',
      vendorId: VENDOR,
      accessCode: 'ABCDE12345',
    });
  });

  it('tells incomplete legacy codes from foreign ones', () => {
    expect(parseScanInput(`VENDOR:${VENDOR}|NAME:Krapf`)).toEqual({ kind: 'incomplete' });
    expect(parseScanInput('{"action":"confirm_setup","vendorId":"x"}')).toEqual({
      kind: 'incomplete',
    });
    expect(parseScanInput('{"action":"pay","vendorId":"x","accessCode":"y"}')).toEqual({
      kind: 'invalid',
    });
    expect(parseScanInput('https://example.com/?a=1')).toEqual({ kind: 'invalid' });
    expect(parseScanInput('a|b|c')).toEqual({ kind: 'invalid' });
    expect(parseScanInput('[1,2]')).toEqual({ kind: 'invalid' });
    expect(parseScanInput('{"action":')).toEqual({ kind: 'invalid' });
    expect(parseScanInput("1' OR '1'='1")).toEqual({ kind: 'invalid' });
    expect(parseScanInput('x'.repeat(10_000))).toEqual({ kind: 'invalid' });
    expect(parseScanInput('   ')).toEqual({ kind: 'invalid' });
  });
});
