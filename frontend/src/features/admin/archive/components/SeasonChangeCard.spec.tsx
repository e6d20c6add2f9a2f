import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { seasonChange } from '../testing';
import { SeasonChangeCard } from './SeasonChangeCard';

afterEach(() => vi.unstubAllGlobals());

const RUN_MESSAGE = 'Saison 2026 archiviert: 2 Händler, Marktjahr 2027.';

describe('SeasonChangeCard', () => {
  it('archives only after a dry run that shows the numbers and the vendors', async () => {
    const api = stubApi({
      'POST /api/admin/season-change': (body) =>
        (body as { dryRun: boolean }).dryRun
          ? Response.json(seasonChange())
          : Response.json(seasonChange({ dryRun: false, message: RUN_MESSAGE })),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    const archive = screen.getByRole('button', { name: 'Saison jetzt archivieren' });
    expect(archive).toBeDisabled();

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

  it('shows the server message when the dry run fails', async () => {
    stubApi({
      'POST /api/admin/season-change': () =>
        apiError(409, 'Die Saison kann erst nach dem letzten Markttag archiviert werden.'),
    });
    const { user } = renderWithProviders(<SeasonChangeCard />);
    await user.click(screen.getByRole('button', { name: 'Probelauf' }));
    expect(await screen.findByText('Probelauf fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saison jetzt archivieren' })).toBeDisabled();
  });
});
