import { adminVendor } from '../testing/admin-vendor-fixtures';
import { vendorExportRows } from './vendor-export';
import {
  buildVendorWorkbook,
  excelDateTime,
  loadExcelJs,
  vendorsXlsx,
  XLSX_DATE_TIME_FORMAT,
  XLSX_EURO_FORMAT,
  XLSX_SHEET_NAME,
} from './vendor-xlsx';

const vendors = [
  adminVendor({
    name: 'Töpferei Größ',
    status: 'aufgebaut',
    boothNumber: 'AK-07',
    boothAreaName: 'Arkadenhof',
    totalAmount: 123450,
    paymentAmount: 10000,
    downPaymentPaid: true,
    paymentMethod: 'sumup',
    setUpAt: '2026-11-26T13:05:00.000Z',
  }),
  adminVendor({ id: '2', name: '=HYPERLINK("https://x.example","y")', phone: '+43 1 234' }),
  adminVendor({ id: '3', name: '@SUMME(A1)', isBlocked: true, blockedReason: 'Zahlung fehlt' }),
];

/** Writes the file and reads it back, as a spreadsheet reader would. */
async function roundTrip() {
  const excel = await loadExcelJs();
  const bytes = await vendorsXlsx(vendorExportRows(vendors));
  const workbook = new excel.Workbook();
  await workbook.xlsx.load(bytes as never);
  return workbook;
}

describe('excelDateTime', () => {
  it('is the Vienna clock time as UTC fields, which Excel shows as they are', () => {
    expect(excelDateTime('2026-11-26T13:05:00.000Z')?.toISOString()).toBe(
      '2026-11-26T14:05:00.000Z',
    );
    expect(excelDateTime('2026-07-01T10:00:00.000Z')?.toISOString()).toBe(
      '2026-07-01T12:00:00.000Z',
    );
    expect(excelDateTime(null)).toBeNull();
  });
});

describe('vendorsXlsx', () => {
  it('reads back with a bold, frozen, filtered header and umlauts intact', async () => {
    const workbook = await roundTrip();
    const sheet = workbook.getWorksheet(XLSX_SHEET_NAME)!;
    expect(sheet).toBeDefined();
    expect(sheet.rowCount).toBe(4);
    const header = sheet.getRow(1);
    expect(header.getCell(1).value).toBe('Name');
    expect(header.getCell(15).value).toBe('Angemeldet am');
    expect(header.font?.bold ?? header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(1).width).toBe(32);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Töpferei Größ');
    expect(first.getCell(4).value).toBe('Aufgebaut');
    expect(first.getCell(5).value).toBe('AK-07');
    expect(first.getCell(11).value).toBe('Karte (SumUp)');
  }, 20_000);

  it('writes amounts as numbers in euros and dates as dates', async () => {
    const sheet = (await roundTrip()).getWorksheet(XLSX_SHEET_NAME)!;
    const row = sheet.getRow(2);
    expect(row.getCell(7).value).toBe(1234.5);
    expect(row.getCell(8).value).toBe(100);
    expect(row.getCell(9).value).toBe(1134.5);
    expect(row.getCell(7).numFmt).toBe(XLSX_EURO_FORMAT);
    const setUp = row.getCell(12);
    expect(setUp.value).toBeInstanceOf(Date);
    expect((setUp.value as Date).toISOString()).toBe('2026-11-26T14:05:00.000Z');
    expect(setUp.numFmt).toBe(XLSX_DATE_TIME_FORMAT);
    expect(sheet.getRow(3).getCell(12).value).toBeNull();
  }, 20_000);

  it('has no formula cell: formula-like text is a typed string, written as typed', async () => {
    const sheet = (await roundTrip()).getWorksheet(XLSX_SHEET_NAME)!;
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        expect(cell.formula).toBeFalsy();
        expect(cell.type).not.toBe(6); // ValueType.Formula
      }),
    );
    expect(sheet.getRow(3).getCell(1).value).toBe(`=HYPERLINK("https://x.example","y")`);
    expect(sheet.getRow(3).getCell(1).type).toBe(3); // ValueType.String
    expect(sheet.getRow(3).getCell(3).value).toBe('+43 1 234');
    expect(sheet.getRow(4).getCell(1).value).toBe('@SUMME(A1)');
    expect(sheet.getRow(4).getCell(13).value).toBe('Ja');
    expect(sheet.getRow(4).getCell(14).value).toBe('Zahlung fehlt');
  }, 20_000);

  it('builds a sheet with only the header for an empty list', async () => {
    const workbook = buildVendorWorkbook(await loadExcelJs(), []);
    expect(workbook.getWorksheet(XLSX_SHEET_NAME)!.rowCount).toBe(1);
  });
});
