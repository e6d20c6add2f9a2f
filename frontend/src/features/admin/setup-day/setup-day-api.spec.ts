import type { ScanVendorDto } from '@standl/contracts';
import { adminAreas } from '../vendors/testing';
import { printQuery, selectedSheets, sheetPreviews, summaryText } from './setup-day-api';

function scanVendor(overrides: Partial<ScanVendorDto> = {}): ScanVendorDto {
  return {
    vendorId: 'v-1',
    name: 'Glasbläserei Sonnleitner',
    accessCode: 'ABCDE12345',
    scanCode: null,
    qrToken: 'STANDL:abcdefghijklmnopqrstuvwxyz',
    boothNumber: 'AK-02',
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    status: 'paid',
    isBlocked: false,
    setUpAt: null,
    lastCheckIn: null,
    ...overrides,
  };
}

describe('sheetPreviews', () => {
  it('prints the vendor of the scan list on its stall and every other stall as free', () => {
    const sheets = sheetPreviews(adminAreas(), [scanVendor()]);
    expect(sheets.map((sheet) => [sheet.boothNumber, sheet.kind])).toEqual([
      ['AK-01', 'free'],
      ['AK-02', 'assigned'],
      ['AK-03', 'free'],
      ['AK-04', 'free'],
    ]);
    expect(sheets[1]).toMatchObject({
      vendorName: 'Glasbläserei Sonnleitner',
      statusText: 'Bezahlt',
      scanCode: null,
      areaName: 'Arkadenhof',
    });
    expect(sheets[0]).toMatchObject({ kind: 'free', price: 15000 });
    expect(summaryText(sheets)).toBe('4 Standplätze: 1 vergeben, 3 frei');
  });

  it('uses the spec status texts, the usual label otherwise, and "Gesperrt" for a blocked vendor', () => {
    const text = (overrides: Partial<ScanVendorDto>) => {
      const sheet = sheetPreviews(adminAreas(), [scanVendor(overrides)])[1]!;
      return sheet.kind === 'assigned' ? sheet.statusText : null;
    };
    expect(text({ status: 'confirmed' })).toBe('Bestätigt (Zahlung am Markt)');
    expect(text({ status: 'approved' })).toBe('Anzahlung geleistet');
    expect(text({ status: 'aufgebaut' })).toBe('Aufgebaut');
    expect(text({ status: 'pending_payment' })).toBe('Anzahlung ausstehend');
    expect(text({ status: 'paid', isBlocked: true })).toBe('Gesperrt');
  });

  it('counts one stall in the singular', () => {
    const [area] = adminAreas();
    const one = [{ ...area!, booths: area!.booths.slice(0, 1) }];
    expect(summaryText(sheetPreviews(one, []))).toBe('1 Standplatz: 0 vergeben, 1 frei');
  });
});

describe('print selection', () => {
  it('names the stalls in the query only when they are selected', () => {
    expect(printQuery({ scope: 'all', boothNumbers: ['AK-01'] })).toBe('?scope=all');
    expect(printQuery({ scope: 'assigned', boothNumbers: [] })).toBe('?scope=assigned');
    expect(printQuery({ scope: 'selected', boothNumbers: ['AK-01', 'RS-02'] })).toBe(
      '?scope=selected&booths=AK-01%2CRS-02',
    );
  });

  it('previews all, the assigned or the selected stalls, in stall order', () => {
    const sheets = sheetPreviews(adminAreas(), [scanVendor()]);
    const numbers = (scope: 'all' | 'assigned' | 'selected', boothNumbers: string[] = []) =>
      selectedSheets(sheets, { scope, boothNumbers }).map((sheet) => sheet.boothNumber);

    expect(numbers('all')).toEqual(['AK-01', 'AK-02', 'AK-03', 'AK-04']);
    expect(numbers('assigned')).toEqual(['AK-02']);
    expect(numbers('selected', ['AK-04', 'AK-01'])).toEqual(['AK-01', 'AK-04']);
  });
});
