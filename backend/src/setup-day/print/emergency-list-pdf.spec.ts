import { pdfText } from '../../../test/support/invoice-documents.js';
import { type EmergencyListRow, renderEmergencyList } from './emergency-list-pdf.js';

const MARKET = { marketName: 'Adventmarkt Burg Hochosterwitz', year: 2026 };

function vendor(i: number): EmergencyListRow {
  return {
    boothNumber: `AK-${String(i).padStart(2, '0')}`,
    vendorName: `Händlerin ${i}`,
    vendorId: `c1d2e3f4-0000-4000-8000-${String(i).padStart(12, '0')}`,
    accessCode: `ABCDE${String(10000 + i)}`.slice(0, 10),
    phone: `+43 664 ${1000000 + i}`,
    email: `haendlerin${i}@example.at`,
    scanCode: i % 2 === 0 ? String(4000 + i) : null,
  };
}

describe('emergency list PDF', () => {
  it("lists each stall's vendor with id, access code, phone, e-mail and scan code, marked confidential", async () => {
    const text = await pdfText(
      await renderEmergencyList({ ...MARKET, rows: [vendor(1), vendor(2)] }),
    );

    expect(text).toContain('VERTRAULICH – NICHT AUSHÄNGEN');
    expect(text).toContain('Notfall-Liste Zugangsdaten');
    expect(text).toContain('Adventmarkt Burg Hochosterwitz 2026');
    expect(text).toContain('Stand Händler Händler-ID Zugangscode Telefon E-Mail Scan-Code');
    expect(text).toContain(
      'AK-01 Händlerin 1 c1d2e3f4-0000-4000-8000-000000000001 ABCDE-10001 +43 664 1000001 haendlerin1@example.at –',
    );
    expect(text).toContain('AK-02 Händlerin 2');
    expect(text).toContain('ABCDE-10002');
    expect(text).toContain('4002');
  });

  it('repeats the column heads and the confidential note on every page of a long list', async () => {
    const rows = Array.from({ length: 80 }, (_, i) => vendor(i + 1));
    const pages = (await pdfText(await renderEmergencyList({ ...MARKET, rows }))).split('\n');

    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page).toContain('Vertraulich – nicht aushängen');
      expect(page).toContain('Stand Händler Händler-ID Zugangscode');
    }
    expect(pages.join(' ')).toContain('AK-80 Händlerin 80');
  });

  it('says so when no stall of the selection is assigned', async () => {
    const text = await pdfText(await renderEmergencyList({ ...MARKET, rows: [] }));
    expect(text).toContain('Keine vergebenen Standplätze');
  });
});
