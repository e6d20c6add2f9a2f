import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { analyticsReport } from '../testing';
import { AnalyticsTab } from './AnalyticsTab';

afterEach(() => vi.unstubAllGlobals());

function stubReport(report = analyticsReport()) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input).startsWith('/api/admin/analytics?')
      ? Response.json(report)
      : Response.json(
          { statusCode: 404, message: 'Nicht gefunden', error: 'Error' },
          { status: 404 },
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function table(title: string): HTMLElement {
  return screen.getByRole('table', { name: title });
}

// The charts take a while to lay out in jsdom.
vi.setConfig({ testTimeout: 60_000 });

describe('AnalyticsTab', () => {
  it('asks for the last 30 days and shows every figure in a table for screen readers', async () => {
    const fetchMock = stubReport();
    renderWithProviders(<AnalyticsTab />);

    await screen.findByRole('table', { name: 'Anmeldungen pro Tag' });
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);

    const days = within(table('Anmeldungen pro Tag')).getAllByRole('row');
    expect(days[1]).toHaveTextContent('Do., 19.11.2026' + '7' + '3' + '0' + '1');
    expect(
      within(table('Anmelde-Trichter')).getByRole('row', { name: /selbst wählen/ }),
    ).toHaveTextContent(/^Standplatz selbst wählen866,7\s%1$/);
    expect(
      within(table('Standplatzwahl nach Bereich')).getByRole('row', { name: /Arkadenhof/ }),
    ).toHaveTextContent('Arkadenhof (AK)431310');
    expect(
      within(table('Seitenaufrufe pro Route')).getByRole('row', { name: /^\/ / }),
    ).toHaveTextContent(/^\/1\s234800$/);
    expect(within(table('Geräte')).getByRole('row', { name: /Handy/ })).toHaveTextContent(
      /^Handy3075\s%$/,
    );
    expect(within(table('Statusabfragen')).getByRole('row', { name: /im Link/ })).toHaveTextContent(
      'Mit Code im Link5',
    );
    expect(within(table('Zahlungen')).getByRole('row', { name: /bezahlt/ })).toHaveTextContent(
      'Anzahlung bezahlt2',
    );
    expect(screen.getByText('Abschlussquote').nextSibling).toHaveTextContent(/^58,3\s%$/);
  });

  it('asks again for another period and refuses a start after the end', async () => {
    const fetchMock = stubReport();
    const { user } = renderWithProviders(<AnalyticsTab />);
    await screen.findByRole('table', { name: 'Anmeldungen pro Tag' });

    await user.click(screen.getByRole('button', { name: '7 Tage' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const url = new URL(String(fetchMock.mock.calls[1]![0]), 'http://x');
    expect(
      (Date.parse(url.searchParams.get('to')!) - Date.parse(url.searchParams.get('from')!)) /
        86_400_000,
    ).toBe(6);
    expect(screen.getByRole('button', { name: '7 Tage' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(screen.getByLabelText('Von'), { target: { value: '2099-01-01' } });
    expect(await screen.findByText('Das Startdatum liegt nach dem Enddatum.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('shows a table on screen on request and a note instead of an empty chart', async () => {
    stubReport(analyticsReport({ pageViews: [] }));
    const { user } = renderWithProviders(<AnalyticsTab />);
    await screen.findByRole('table', { name: 'Anmeldungen pro Tag' });

    expect(screen.getByText('Keine Seitenaufrufe im Zeitraum')).toBeVisible();
    const toggle = within(screen.getByRole('region', { name: 'Zahlungen' })).getByRole('button', {
      name: 'Als Tabelle anzeigen',
    });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('says why the figures could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 400, message: 'Der Zeitraum darf höchstens 400 Tage umfassen', error: 'x' },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByText(/Der Zeitraum darf höchstens 400 Tage umfassen/)).toBeVisible();
  });
});
