import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings } from '../../settings/testing';
import { seasonChange } from '../testing';
import { SeasonChangeCard } from './SeasonChangeCard';

afterEach(() => vi.unstubAllGlobals());

const RUN_MESSAGE = 'Saison 2026 archiviert: 2 Händler, Marktjahr 2027.';
/** The organiser's settings with a last market day that is over (or still ahead). */
const settings = (marketEndDate: string | null) => ({
  'GET /api/admin/market-settings': () => Response.json(adminSettings({ marketEndDate })),
});
const ENDED = settings('2025-12-08');

describe('SeasonChangeCard', () => {
  it('archives only after a dry run that shows the numbers and the vendors', async () => {
    const api = stubApi({
      ...ENDED,
      'POST /api/admin/season-change': (body) =>
        (body as { dryRun: boolean }).dryRun
          ? Response.json(seasonChange())
          : Response.json(seasonChange({ dryRun: false, message: RUN_MESSAGE })),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    const archive = screen.getByRole('button', { name: 'Saison jetzt archivieren' });
    expect(archive).toBeDisabled();
    expect(screen.getByTestId('season-archive-hint')).toHaveTextContent(
      'Archivieren ist nach einem Probelauf möglich.',
    );

    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    const result = await screen.findByTestId('season-dry-run');
    expect(result).toHaveTextContent('Probelauf: Saison 2026 → 2027');
    expect(result).toHaveTextContent('2 Händler werden archiviert');
    expect(result).toHaveTextContent('davon 1 gesperrt');
    expect(result).toHaveTextContent('2 Standplätze werden frei');
    const vendors = within(screen.getByRole('list', { name: 'Händler der Saison' }));
    expect(vendors.getByText('Kerzenzieherei Huber')).toBeInTheDocument();
    expect(vendors.getByText('AK-12 · Bezahlt')).toBeInTheDocument();
    expect(vendors.getByText('ohne Standplatz · Bestätigt')).toBeInTheDocument();
    expect(vendors.getByText('Gesperrt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/season-change')).toEqual([{ dryRun: true }]);

    await user.click(archive);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /api/admin/season-change')).toHaveLength(1);

    await user.click(archive);
    const dialog = screen.getByRole('dialog', { name: 'Saison 2026 archivieren?' });
    expect(dialog).toHaveTextContent('Marktjahr wechselt auf 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Saison archivieren' }));

    expect(await screen.findByText(RUN_MESSAGE)).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/season-change')).toEqual([
      { dryRun: true },
      { dryRun: false },
    ]);
    await waitFor(() => expect(screen.queryByTestId('season-dry-run')).not.toBeInTheDocument());
  });

  it('shows the server message when the season cannot be archived yet', async () => {
    const early = 'Die Saison kann erst nach dem letzten Markttag archiviert werden.';
    stubApi({
      ...ENDED,
      'POST /api/admin/season-change': (body) =>
        (body as { dryRun: boolean }).dryRun ? Response.json(seasonChange()) : apiError(409, early),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    await screen.findByTestId('season-dry-run');
    await user.click(screen.getByRole('button', { name: 'Saison jetzt archivieren' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Saison archivieren' }),
    );

    expect(await screen.findByText('Saison konnte nicht archiviert werden')).toBeInTheDocument();
    expect(screen.getByText(early)).toBeInTheDocument();
  });

  it('says from when archiving is possible while the market has not ended, after the dry run too', async () => {
    const api = stubApi({
      ...settings('2099-12-08'),
      'POST /api/admin/season-change': () => Response.json(seasonChange()),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    const archive = screen.getByRole('button', { name: 'Saison jetzt archivieren' });
    const hint =
      'Archivieren ist ab 9. Dez. 2099 möglich, nach dem letzten Markttag (8. Dez. 2099).';
    expect(await screen.findByText(hint)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    await screen.findByTestId('season-dry-run');
    expect(archive).toBeDisabled();
    expect(archive).toHaveAccessibleDescription(hint);
    expect(api.bodies('POST /api/admin/season-change')).toEqual([{ dryRun: true }]);
  });

  it('asks for the last market day first when none is set', async () => {
    stubApi({
      ...settings(null),
      'POST /api/admin/season-change': () => Response.json(seasonChange()),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    await screen.findByTestId('season-dry-run');
    expect(screen.getByTestId('season-archive-hint')).toHaveTextContent(
      'Archivieren ist erst möglich, wenn in den Einstellungen der letzte Markttag eingetragen ist.',
    );
    expect(screen.getByRole('button', { name: 'Saison jetzt archivieren' })).toBeDisabled();
  });

  it('shows the server message when the dry run fails', async () => {
    stubApi({
      ...ENDED,
      'POST /api/admin/season-change': () =>
        apiError(409, 'Die Saison kann erst nach dem letzten Markttag archiviert werden.'),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    expect(await screen.findByText('Probelauf fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saison jetzt archivieren' })).toBeDisabled();
  });
});
