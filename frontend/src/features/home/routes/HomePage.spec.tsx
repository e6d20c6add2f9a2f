import { screen, within } from '@testing-library/react';
import { createQueryClient } from '../../../lib/query-client';
import { boothArea, marketSettings } from '../../../test/fixtures';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { boothAreasQuery } from '../../booths';
import { marketSettingsQuery } from '../../market';
import { HomePage } from './HomePage';

afterEach(() => vi.unstubAllGlobals());

function seeded({ settings, areas }: { settings?: unknown; areas?: unknown }) {
  const queryClient = createQueryClient();
  if (settings) queryClient.setQueryData(marketSettingsQuery.queryKey, settings as never);
  if (areas !== undefined) queryClient.setQueryData(boothAreasQuery.queryKey, areas as never);
  return queryClient;
}

function row(label: string) {
  return screen.getByText(label).parentElement!;
}

describe('HomePage', () => {
  it('shows the hero with the market name, tagline and both actions', () => {
    renderWithProviders(<HomePage />, {
      queryClient: seeded({ settings: marketSettings(), areas: [] }),
    });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Adventmarkt Burg Hochosterwitz' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Händleranmeldung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Als Händler anmelden' })).toHaveAttribute(
      'href',
      '/vendor-registration',
    );
    expect(screen.getByRole('link', { name: 'Status prüfen' })).toHaveAttribute(
      'href',
      '/vendor-status',
    );
    expect(screen.getByRole('heading', { name: 'Händler-Anmeldung' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Status-Verfolgung' })).toBeInTheDocument();
  });

  it('links the directory of the year’s exhibitors', () => {
    renderWithProviders(<HomePage />, {
      queryClient: seeded({
        settings: marketSettings({ currentYear: 2026, marketStartDate: '2026-12-04' }),
        areas: [],
      }),
    });

    expect(screen.getByRole('link', { name: 'Aussteller 2026' })).toHaveAttribute(
      'href',
      '/aussteller',
    );
  });

  it('lists selectable areas in the order AK, RS, BK, SO with euro prices', () => {
    const areas = [
      boothArea('SO'),
      boothArea('XY', { name: 'Zusatzfläche', price: 3000 }),
      boothArea('BK'),
      boothArea('AK'),
      boothArea('RS'),
    ];
    renderWithProviders(<HomePage />, {
      queryClient: seeded({ settings: marketSettings(), areas }),
    });

    const rows = screen.getAllByTestId(/^booth-area-/);
    expect(rows.map((r) => r.dataset.testid)).toEqual([
      'booth-area-AK',
      'booth-area-RS',
      'booth-area-BK',
      'booth-area-SO',
      'booth-area-XY',
    ]);
    expect(within(rows[0]!).getByText('Arkadenhof (AK)')).toBeInTheDocument();
    expect(rows[0]!.textContent).toContain('150,00\u00a0€');
    expect(within(rows[1]!).getByText('Rittersaal (RS)')).toBeInTheDocument();
    expect(rows[1]!.textContent).toContain('120,00\u00a0€');
    expect(rows[2]!.textContent).toContain('75,00\u00a0€');
    expect(rows[3]!.textContent).toContain('70,00\u00a0€');
    expect(within(rows[4]!).getByText('Zusatzfläche (XY)')).toBeInTheDocument();
  });

  it('leaves out areas that are explicitly not self-selectable', () => {
    const areas = [
      boothArea('AK'),
      boothArea('RS', { allowSelfSelection: false }),
      boothArea('BK'),
    ];
    renderWithProviders(<HomePage />, { queryClient: seeded({ areas }) });

    expect(screen.getByTestId('booth-area-AK')).toBeInTheDocument();
    expect(screen.getByTestId('booth-area-BK')).toBeInTheDocument();
    expect(screen.queryByTestId('booth-area-RS')).not.toBeInTheDocument();
    expect(screen.queryByText('Rittersaal (RS)')).not.toBeInTheDocument();
  });

  it('says so when no area is selectable', () => {
    renderWithProviders(<HomePage />, {
      queryClient: seeded({ areas: [boothArea('AK', { allowSelfSelection: false })] }),
    });

    expect(screen.getByText('Keine Standplatz-Bereiche verfügbar')).toBeInTheDocument();
    expect(screen.queryByText('Lade Standplatz-Bereiche...')).not.toBeInTheDocument();
  });

  it('shows the loading text while areas load and when the answer is not a list', () => {
    const { unmount } = renderWithProviders(<HomePage />);
    expect(screen.getByText('Lade Standplatz-Bereiche...')).toBeInTheDocument();
    unmount();

    renderWithProviders(<HomePage />, { queryClient: seeded({ areas: { message: 'kaputt' } }) });
    expect(screen.getByText('Lade Standplatz-Bereiche...')).toBeInTheDocument();
    expect(screen.queryByText('Keine Standplatz-Bereiche verfügbar')).not.toBeInTheDocument();
  });

  it('shows the dates and opening hours from the settings', () => {
    renderWithProviders(<HomePage />, { queryClient: seeded({ settings: marketSettings() }) });

    expect(screen.getByRole('heading', { name: 'Markt-Informationen 2026' })).toBeInTheDocument();
    expect(row('Marktzeitraum')).toHaveTextContent('4. - 7. Dez. 2026');
    expect(row('Öffnungszeiten')).toHaveTextContent('11:00 - 19:00 Uhr (letzter Tag bis 18:00)');
    expect(row('Aufbau')).toHaveTextContent('30. Nov. - 3. Dez. 2026');
    expect(row('Abbau')).toHaveTextContent('8. - 10. Dez. 2026');
  });

  it('falls back to the default title, year, dates and hours when the settings fail to load', async () => {
    stubApi({ 'GET /api/market-settings': () => apiError(500, 'Interner Fehler') });
    renderWithProviders(<HomePage />);

    expect(await screen.findByText('Marktzeitraum')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Adventmarkt 2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Markt-Informationen 2025' })).toBeInTheDocument();
    expect(row('Marktzeitraum')).toHaveTextContent('5. - 8. Dez. 2025');
    expect(row('Öffnungszeiten')).toHaveTextContent('10:00 - 20:00 Uhr (letzter Tag bis 18:00)');
    expect(row('Aufbau')).toHaveTextContent('1. - 4. Dez. 2025');
    expect(row('Abbau')).toHaveTextContent('9. - 12. Dez. 2025');
  });

  it('shows no dates, and no fallback dates, while the settings load', () => {
    stubApi({ 'GET /api/market-settings': () => new Promise<Response>(() => {}) });
    renderWithProviders(<HomePage />);

    expect(screen.getByText('Lade Termine...')).toBeInTheDocument();
    expect(screen.queryByText('Marktzeitraum')).not.toBeInTheDocument();
    expect(screen.queryByText(/Dez\. 2025/)).not.toBeInTheDocument();
  });

  it('says "Termine folgen" for periods left blank in loaded settings, not the fallback dates', () => {
    const settings = marketSettings({
      marketStartDate: null,
      marketEndDate: null,
      setupStartDate: null,
      setupEndDate: null,
      teardownStartDate: null,
      teardownEndDate: null,
    });
    renderWithProviders(<HomePage />, { queryClient: seeded({ settings }) });

    expect(row('Marktzeitraum')).toHaveTextContent('Termine folgen');
    expect(row('Aufbau')).toHaveTextContent('Termine folgen');
    expect(row('Abbau')).toHaveTextContent('Termine folgen');
    expect(row('Öffnungszeiten')).toHaveTextContent('11:00 - 19:00 Uhr (letzter Tag bis 18:00)');
    expect(screen.queryByText(/Dez\. 2025/)).not.toBeInTheDocument();
  });
});
