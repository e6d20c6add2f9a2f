import { ARCHIVE_MESSAGES, type ArchiveEntryDto } from '@standl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings, adminVendor } from '../../vendors/testing';
import { archiveEntry } from '../testing';
import { ArchiveTab } from './ArchiveTab';

afterEach(() => vi.unstubAllGlobals());

const HUBER = archiveEntry();
const PICHLER = archiveEntry({
  id: 2,
  name: 'Punsch Pichler',
  email: 'pichler@example.at',
  year: 2024,
  status: 'blocked',
  reason: 'Nicht aufgebaut',
  boothArea: 'Rittersaal',
  boothNumber: 'RS-03',
  totalAmount: 12000,
  paymentAmount: 1000,
});
const MAIER = archiveEntry({ id: 3, name: 'Krapfen Maier', email: 'maier@example.at' });
const GRUBER = archiveEntry({
  id: 4,
  name: 'Glühwein Gruber',
  email: 'gruber@example.at',
  year: 2026,
  status: 'blocked',
  reason: 'Lift-Ticket weitergegeben',
  canBeUnblocked: false,
});

function stub(handlers: Parameters<typeof stubApi>[0] = {}, entries = [HUBER, PICHLER, MAIER]) {
  return stubApi({
    'GET /api/admin/vendor-archive': () => Response.json(entries),
    'GET /api/admin/vendors': () => Response.json([adminVendor()]),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    ...handlers,
  });
}

function row(name: string) {
  return screen.getByText(name).closest('[data-testid="archive-row"]') as HTMLElement;
}

async function choose(
  user: ReturnType<typeof renderWithProviders>['user'],
  label: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ArchiveTab', () => {
  it('lists the entries with year, stall, amounts and status, the reason of a block', async () => {
    stub();
    renderWithProviders(<ArchiveTab />);

    expect(await screen.findByText('3 von 3 Einträgen gefunden')).toBeInTheDocument();
    const pichler = within(row('Punsch Pichler'));
    expect(pichler.getByText('pichler@example.at')).toBeInTheDocument();
    expect(pichler.getByText('2024')).toBeInTheDocument();
    expect(pichler.getByText('RS-03 (Rittersaal)')).toBeInTheDocument();
    expect(pichler.getByText('10,00 € von 120,00 €')).toBeInTheDocument();
    expect(pichler.getByTestId('archive-status')).toHaveTextContent('Gesperrt');
    expect(pichler.getByTestId('archive-status')).toHaveAccessibleDescription('Nicht aufgebaut');
    expect(pichler.getByRole('button', { name: 'Sperre aufheben: Punsch Pichler' })).toBeVisible();

    const huber = within(row('Kerzenzieherei Huber'));
    expect(huber.getByTestId('archive-status')).toHaveTextContent('Aktiv');
    expect(huber.queryByRole('button', { name: /Sperre aufheben/ })).not.toBeInTheDocument();
  });

  it('filters by search, by the years present and by status', async () => {
    stub();
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('3 von 3 Einträgen gefunden');

    await user.type(screen.getByLabelText('Archiv durchsuchen'), 'rs-03');
    expect(screen.getByText('1 von 3 Einträgen gefunden')).toBeInTheDocument();
    expect(screen.getAllByTestId('archive-row')).toHaveLength(1);
    await user.clear(screen.getByLabelText('Archiv durchsuchen'));

    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    const years = screen.getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual(['Alle Jahre', '2025', '2024']);
    await user.click(screen.getByRole('option', { name: '2025' }));
    expect(screen.getByText('2 von 3 Einträgen gefunden')).toBeInTheDocument();
    expect(screen.queryByText('Punsch Pichler')).not.toBeInTheDocument();

    await choose(user, 'Status', 'Gesperrt');
    expect(screen.getByText('0 von 3 Einträgen gefunden')).toBeInTheDocument();
    expect(screen.getByText('Keine Einträge gefunden.')).toBeInTheDocument();

    await choose(user, 'Jahr', 'Alle Jahre');
    expect(screen.getByText('1 von 3 Einträgen gefunden')).toBeInTheDocument();
    expect(screen.getByText('Punsch Pichler')).toBeInTheDocument();

    await choose(user, 'Status', 'Aktiv');
    expect(screen.getByText('2 von 3 Einträgen gefunden')).toBeInTheDocument();
    await choose(user, 'Status', 'Alle');
    expect(screen.getByText('3 von 3 Einträgen gefunden')).toBeInTheDocument();
  });

  it('lifts a block only after confirmation and says so', async () => {
    let entries = [HUBER, PICHLER];
    const api = stubApi({
      'GET /api/admin/vendor-archive': () => Response.json(entries),
      'PATCH /api/admin/vendor-archive/2/unblock': () => {
        const entry = { ...PICHLER, status: 'active' as const };
        entries = [HUBER, entry];
        return Response.json({ message: 'Sperre aufgehoben', entry });
      },
    });
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('2 von 2 Einträgen gefunden');
    const button = within(row('Punsch Pichler')).getByRole('button', { name: /Sperre aufheben/ });

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PATCH /api/admin/vendor-archive/2/unblock')).toHaveLength(0);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Sperre aufheben?' });
    expect(dialog).toHaveTextContent('pichler@example.at');
    await user.click(within(dialog).getByRole('button', { name: 'Sperre aufheben' }));

    expect(await screen.findByText('Sperre aufgehoben')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/admin/vendor-archive/2/unblock')).toHaveLength(1);
    await waitFor(() =>
      expect(within(row('Punsch Pichler')).getByTestId('archive-status')).toHaveTextContent(
        'Aktiv',
      ),
    );
  });

  it('marks a permanent block with its reason and does not offer to lift it', async () => {
    const api = stub({}, [PICHLER, GRUBER, HUBER]);
    renderWithProviders(<ArchiveTab />);
    await screen.findByText('3 von 3 Einträgen gefunden');

    const gruber = within(row('Glühwein Gruber'));
    expect(gruber.getByTestId('archive-status')).toHaveTextContent('Gesperrt');
    expect(gruber.getByTestId('archive-permanent')).toHaveTextContent('Dauerhafte Sperre');
    expect(gruber.getByTestId('archive-permanent')).toHaveAccessibleDescription(
      'Lift-Ticket weitergegeben',
    );
    expect(gruber.getByText('Lift-Ticket weitergegeben')).toBeVisible();
    const lift = gruber.getByRole('button', { name: 'Sperre aufheben: Glühwein Gruber' });
    expect(lift).toBeDisabled();
    expect(lift).toHaveAccessibleDescription('Dauerhafte Sperre: erst als aufhebbar kennzeichnen');
    expect(
      gruber.getByRole('button', { name: 'Als aufhebbar kennzeichnen: Glühwein Gruber' }),
    ).toBeEnabled();

    const pichler = within(row('Punsch Pichler'));
    expect(pichler.queryByTestId('archive-permanent')).not.toBeInTheDocument();
    expect(pichler.getByRole('button', { name: /Sperre aufheben/ })).toBeEnabled();
    expect(
      pichler.getByRole('button', { name: 'Als dauerhaft kennzeichnen: Punsch Pichler' }),
    ).toBeEnabled();
    // Only blocks carry a mark.
    expect(
      within(row('Kerzenzieherei Huber')).queryByRole('button', { name: /kennzeichnen/ }),
    ).not.toBeInTheDocument();
    expect(api.bodies('PATCH /api/admin/vendor-archive/4/unblock')).toHaveLength(0);
  });

  it('changes the mark of a block after confirmation and says so', async () => {
    let entries: ArchiveEntryDto[] = [PICHLER];
    const api = stub({
      'GET /api/admin/vendor-archive': () => Response.json(entries),
      'PATCH /api/admin/vendor-archive/2': (body) => {
        const { canBeUnblocked } = body as { canBeUnblocked: boolean };
        const entry = { ...PICHLER, canBeUnblocked };
        entries = [entry];
        return Response.json({
          message: canBeUnblocked
            ? ARCHIVE_MESSAGES.unblockableMarked
            : ARCHIVE_MESSAGES.permanentMarked,
          entry,
        });
      },
    });
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('1 von 1 Eintrag gefunden');

    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: /Als dauerhaft kennzeichnen/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PATCH /api/admin/vendor-archive/2')).toHaveLength(0);

    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: /Als dauerhaft kennzeichnen/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Als dauerhaft kennzeichnen?' });
    expect(dialog).toHaveTextContent('pichler@example.at');
    await user.click(within(dialog).getByRole('button', { name: 'Als dauerhaft kennzeichnen' }));

    expect(await screen.findByText('Sperre als dauerhaft gekennzeichnet')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/admin/vendor-archive/2')).toEqual([{ canBeUnblocked: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(row('Punsch Pichler')).getByTestId('archive-permanent')).toBeInTheDocument(),
    );
    expect(
      within(row('Punsch Pichler')).getByRole('button', { name: /Sperre aufheben/ }),
    ).toBeDisabled();

    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: /Als aufhebbar kennzeichnen/ }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Als aufhebbar kennzeichnen?' })).getByRole(
        'button',
        { name: 'Als aufhebbar kennzeichnen' },
      ),
    );
    expect(await screen.findByText('Sperre als aufhebbar gekennzeichnet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('PATCH /api/admin/vendor-archive/2')).toEqual([
      { canBeUnblocked: false },
      { canBeUnblocked: true },
    ]);
    await waitFor(() =>
      expect(
        within(row('Punsch Pichler')).getByRole('button', { name: /Sperre aufheben/ }),
      ).toBeEnabled(),
    );
  });

  it('shows the server reason when the mark cannot be changed', async () => {
    stub({
      'PATCH /api/admin/vendor-archive/2': () => apiError(409, ARCHIVE_MESSAGES.notBlocked),
    });
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('3 von 3 Einträgen gefunden');
    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: /Als dauerhaft kennzeichnen/ }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: 'Als dauerhaft kennzeichnen',
      }),
    );
    expect(await screen.findByText('Fehler beim Kennzeichnen')).toBeInTheDocument();
    expect(screen.getByText('Dieser Eintrag ist nicht gesperrt.')).toBeInTheDocument();
  });

  it('shows the server reason when the block cannot be lifted', async () => {
    stub({
      'PATCH /api/admin/vendor-archive/2/unblock': () =>
        apiError(404, 'Archiveintrag nicht gefunden'),
    });
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('3 von 3 Einträgen gefunden');
    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: /Sperre aufheben/ }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sperre aufheben' }),
    );
    expect(await screen.findByText('Fehler beim Entsperren')).toBeInTheDocument();
    expect(screen.getByText('Archiveintrag nicht gefunden')).toBeInTheDocument();
  });

  it("says 'Failed to fetch archives' when the archive cannot be loaded, and loads again", async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/vendor-archive': () =>
        fail ? apiError(500, 'Datenbank nicht erreichbar') : Response.json([HUBER]),
    });
    const { user } = renderWithProviders(<ArchiveTab />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch archives');
    expect(alert).toHaveTextContent('Datenbank nicht erreichbar');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Erneut laden' }));
    expect(await screen.findByText('1 von 1 Eintrag gefunden')).toBeInTheDocument();
  });

  it("opens an archived vendor's history from the event log", async () => {
    const vendorId = 'c1d2e3f4-0000-4000-8000-000000000009';
    stub(
      {
        [`GET /api/admin/vendors/${vendorId}/history`]: () =>
          Response.json([
            {
              id: '7',
              occurredAt: '2026-12-07T17:10:00.000Z',
              type: 'registration.vendor-blocked.v1',
              actor: 'admin',
              title: 'Gesperrt',
              detail: 'Nicht aufgebaut',
            },
          ]),
      },
      [{ ...PICHLER, vendorId }, HUBER],
    );
    const { user } = renderWithProviders(<ArchiveTab />);
    await screen.findByText('2 von 2 Einträgen gefunden');
    // Entries without a vendor left (the vendor's data was erased) have no history to open.
    expect(
      within(row('Kerzenzieherei Huber')).queryByRole('button', { name: /Verlauf/ }),
    ).not.toBeInTheDocument();

    await user.click(
      within(row('Punsch Pichler')).getByRole('button', { name: 'Verlauf: Punsch Pichler' }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Verlauf: Punsch Pichler' }));
    expect(await dialog.findByTestId('history-entry')).toHaveTextContent('Nicht aufgebaut');
  });

  it('says when the archive is empty', async () => {
    stub({}, []);
    renderWithProviders(<ArchiveTab />);
    expect(await screen.findByText('Das Archiv ist noch leer.')).toBeInTheDocument();
  });
});
