import { screen, waitFor, within } from '@testing-library/react';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { bankStatement, paymentVendor, statementLine } from '../testing';
import type { BankStatementDto } from '@standl/contracts';
import { StatementImport, statementFileError } from './StatementImport';

afterEach(() => vi.unstubAllGlobals());

const MOSER = '8c1f6f0e-0000-4000-8000-000000000001';
const WIESER = '8c1f6f0e-0000-4000-8000-000000000002';
const vendors = [
  paymentVendor({ vendorId: MOSER }),
  paymentVendor({
    vendorId: WIESER,
    name: 'Glasbläserei Wieser',
    boothNumber: 'HO-05',
    totalAmount: 15_000,
    paidAmount: 1_000,
    openAmount: 14_000,
  }),
];

/** One line matched by reference, one nobody could match, one skipped at parse. */
function uploaded(): BankStatementDto {
  return bankStatement({
    lines: [
      statementLine({
        id: 'a',
        lineNumber: 1,
        amount: 12_000,
        effect: { openAmountAfter: 2_000, refundDueAfter: 0 },
      }),
      statementLine({
        id: 'b',
        lineNumber: 2,
        amount: 15_000,
        payerName: 'Franz Wieser',
        remittance: 'Stand Glas',
        match: 'none',
        vendorId: null,
        candidates: [],
        effect: null,
      }),
    ],
    report: [{ lineNumber: 3, message: 'Lastschrift: nur Gutschriften werden übernommen' }],
  });
}

function stub(overrides: Record<string, (body: unknown) => Response> = {}) {
  return stubApi({
    'GET /api/admin/bank-statements': () => Response.json([]),
    'POST /api/admin/bank-statements': () => Response.json(uploaded(), { status: 201 }),
    ...overrides,
  });
}

function camt(name = 'auszug.xml', content = '<Document/>') {
  return new File([content], name, { type: 'application/xml' });
}

describe('the statement file check', () => {
  it('refuses an empty file, one above 5 MB and one that is neither XML nor CSV', () => {
    expect(statementFileError({ name: 'a.xml', size: 0 })).toBe('Die Datei ist leer.');
    expect(statementFileError({ name: 'a.xml', size: 10 * 1024 * 1024 })).toBe(
      'Die Datei ist größer als 5 MB.',
    );
    expect(statementFileError({ name: 'a.pdf', size: 10 })).toMatch(/CAMT\.053/);
    expect(statementFileError({ name: 'Umsätze.CSV', size: 10 })).toBeNull();
  });
});

describe('StatementImport', () => {
  it('uploads a statement, shows the preview with counts and report, assigns and books', async () => {
    const api = stub({
      'POST /api/admin/bank-statements/s1/book': () =>
        Response.json({
          message: '2 Überweisungen verbucht',
          booked: 2,
          ignored: 0,
          skipped: [],
          statement: {
            ...uploaded(),
            lines: uploaded().lines.map((line) => ({
              ...line,
              state: 'booked',
              vendorId: line.vendorId ?? WIESER,
              bookedBy: 'Anna Berger',
              bookedAt: '2026-11-25T10:00:00.000Z',
            })),
          },
        }),
    });
    const { user } = renderWithProviders(<StatementImport vendors={vendors} mobile={false} />);

    await user.upload(screen.getByTestId('statement-file'), camt());
    const dialog = await screen.findByRole('dialog', { name: /Kontoauszug prüfen/ });
    const sent = api.bodies('POST /api/admin/bank-statements')[0] as FormData;
    expect((sent.get('file') as File).name).toBe('auszug.xml');

    const counts = within(dialog).getByTestId('statement-counts');
    expect(counts).toHaveTextContent('1 zugeordnet');
    expect(counts).toHaveTextContent('0 mehrdeutig');
    expect(counts).toHaveTextContent('1 nicht zugeordnet');
    expect(counts).toHaveTextContent('0 bereits verbucht');
    expect(within(dialog).getByTestId('parse-report')).toHaveTextContent(
      'Zeile 3: Lastschrift: nur Gutschriften werden übernommen',
    );

    const table = within(dialog).getByRole('table', { name: 'Gutschriften' });
    const [matched, unmatched] = within(table).getAllByTestId('statement-line');
    expect(matched).toHaveTextContent('24.11.2026');
    expect(within(matched!).getByTestId('line-effect')).toHaveTextContent(/Rest offen 20,00\s€/);
    expect(within(unmatched!).getByTestId('line-effect')).toHaveTextContent(
      'Noch nicht zugeordnet',
    );
    expect(within(dialog).getByText('1 Zeile noch ohne Entscheidung')).toBeVisible();

    await user.click(
      within(unmatched!).getByRole('combobox', { name: /Händler für 150,00\s€ von Franz Wieser/ }),
    );
    await user.click(await screen.findByRole('option', { name: /Glasbläserei Wieser/ }));
    expect(within(unmatched!).getByTestId('line-effect')).toHaveTextContent(
      /Überzahlung 10,00\s€ → Rückerstattung/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Buchen (2)' }));
    const result = await within(dialog).findByTestId('booking-result');
    expect(result).toHaveTextContent('2 Überweisungen verbucht');
    expect(result).not.toHaveTextContent('ignoriert');
    expect(api.bodies('POST /api/admin/bank-statements/s1/book')).toEqual([
      {
        lines: [
          { lineId: 'a', vendorId: MOSER },
          { lineId: 'b', vendorId: WIESER },
        ],
      },
    ]);
    expect(within(dialog).getAllByText(/Verbucht bei/)).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Buchen' })).toBeDisabled();
  }, 20_000);

  it('ignores a line on request and sends it as vendorId null', async () => {
    const api = stub({
      'POST /api/admin/bank-statements/s1/book': () => apiError(409, 'Händler ist gesperrt'),
    });
    const { user } = renderWithProviders(<StatementImport vendors={vendors} mobile />);

    await user.upload(screen.getByTestId('statement-file'), camt('umsaetze.csv'));
    const dialog = await screen.findByRole('dialog', { name: /Kontoauszug prüfen/ });
    // On a phone: a list of cards, no wide table.
    expect(within(dialog).queryByRole('table')).toBeNull();
    const cards = within(within(dialog).getByRole('list', { name: 'Gutschriften' })).getAllByTestId(
      'statement-line',
    );
    await user.click(within(cards[1]!).getByRole('button', { name: 'Ignorieren' }));
    expect(within(cards[1]!).getByTestId('line-effect')).toHaveTextContent('Wird ignoriert');

    await user.click(within(dialog).getByRole('button', { name: 'Buchen (2)' }));
    expect(await screen.findByText('Händler ist gesperrt')).toBeVisible();
    expect(api.bodies('POST /api/admin/bank-statements/s1/book')).toEqual([
      {
        lines: [
          { lineId: 'a', vendorId: MOSER },
          { lineId: 'b', vendorId: null },
        ],
      },
    ]);
  }, 20_000);

  it('sends no file that is too big and shows the server reason for a broken one', async () => {
    const api = stub({
      'POST /api/admin/bank-statements': () =>
        apiError(400, 'Die Datei ist kein lesbarer Kontoauszug (CAMT.053 oder CSV).'),
    });
    const { user } = renderWithProviders(<StatementImport vendors={vendors} mobile={false} />);
    const input = screen.getByTestId('statement-file');

    await user.upload(input, camt('riesig.xml', 'x'.repeat(5 * 1024 * 1024 + 1)));
    expect(await screen.findByText('Die Datei ist größer als 5 MB.')).toBeVisible();
    expect(api.bodies('POST /api/admin/bank-statements')).toEqual([]);

    await user.upload(input, camt());
    expect(
      (await screen.findAllByText('Die Datei ist kein lesbarer Kontoauszug (CAMT.053 oder CSV).'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists earlier statements with their open lines and opens one again', async () => {
    stub({
      'GET /api/admin/bank-statements': () =>
        Response.json([
          {
            id: 's1',
            fileName: 'auszug-november.xml',
            format: 'camt053',
            uploadedAt: '2026-11-25T09:00:00.000Z',
            uploadedBy: 'Anna Berger',
            lineCount: 2,
            openCount: 1,
            bookedCount: 1,
            ignoredCount: 0,
            reportCount: 0,
          },
        ]),
      'GET /api/admin/bank-statements/s1': () => Response.json(uploaded()),
    });
    const { user } = renderWithProviders(<StatementImport vendors={vendors} mobile={false} />);

    const list = await screen.findByRole('list', { name: 'Frühere Kontoauszüge' });
    expect(list).toHaveTextContent('auszug-november.xml');
    expect(list).toHaveTextContent('CAMT.053 (XML)');
    expect(list).toHaveTextContent('1 Zeile offen');
    await user.click(within(list).getByRole('button', { name: 'Öffnen: auszug-november.xml' }));
    const dialog = await screen.findByRole('dialog', { name: /Kontoauszug prüfen/ });
    expect(await within(dialog).findByTestId('statement-counts')).toHaveTextContent('1 zugeordnet');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
