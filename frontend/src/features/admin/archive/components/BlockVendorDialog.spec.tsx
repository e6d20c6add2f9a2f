import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings, adminVendor } from '../../vendors/testing';
import { archiveEntry } from '../testing';
import { ArchiveTab } from './ArchiveTab';

afterEach(() => vi.unstubAllGlobals());

const HUBER = adminVendor();
const BLOCKED = adminVendor({
  id: 'c1d2e3f4-0000-4000-8000-000000000003',
  name: 'Punsch Pichler',
  email: 'pichler@example.at',
  isBlocked: true,
  blockedReason: 'Nicht aufgebaut',
});

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/vendor-archive': () => Response.json([]),
    'GET /api/admin/vendors': () => Response.json([HUBER, BLOCKED]),
    'GET /api/admin/market-settings': () => Response.json(adminSettings({ currentYear: 2026 })),
    ...handlers,
  });
}

async function openDialog() {
  const rendered = renderWithProviders(<ArchiveTab />);
  await screen.findByText('Das Archiv ist noch leer.');
  await rendered.user.click(screen.getByRole('button', { name: 'Händler sperren' }));
  const dialog = screen.getByRole('dialog', { name: 'Händler sperren' });
  return { ...rendered, dialog: within(dialog) };
}

describe('BlockVendorDialog', () => {
  it('needs a vendor and a reason that is more than blanks, and a year 2020-2030', async () => {
    const api = stub();
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(dialog.getByLabelText(/Archivjahr/)).toHaveValue(2026));

    await user.type(dialog.getByLabelText(/Grund der Sperre/), '   ');
    await user.clear(dialog.getByLabelText(/Archivjahr/));
    await user.type(dialog.getByLabelText(/Archivjahr/), '2031');
    await user.click(dialog.getByRole('button', { name: 'Sperren' }));

    expect(dialog.getByText('Bitte wählen Sie einen Händler aus')).toBeInTheDocument();
    expect(dialog.getByText('Bitte geben Sie einen Grund für die Sperre ein')).toBeInTheDocument();
    expect(dialog.getByText('Das Jahr muss zwischen 2020 und 2030 liegen.')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/vendor-archive')).toHaveLength(0);
  });

  it('offers the vendors not yet blocked and blocks with the trimmed reason and the year', async () => {
    let entries: ReturnType<typeof archiveEntry>[] = [];
    const api = stub({
      'GET /api/admin/vendor-archive': () => Response.json(entries),
      'POST /api/admin/vendor-archive': () => {
        entries = [
          archiveEntry({
            vendorId: HUBER.id,
            year: 2026,
            status: 'blocked',
            reason: 'Offener Betrag',
          }),
        ];
        return Response.json(entries[0], { status: 201 });
      },
    });
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(dialog.getByLabelText(/Archivjahr/)).toHaveValue(2026));

    await user.click(dialog.getByRole('combobox', { name: 'Händler' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Kerzenzieherei Huber (huber@example.at)']);
    await user.click(screen.getByRole('option', { name: /Kerzenzieherei Huber/ }));
    await user.type(dialog.getByLabelText(/Grund der Sperre/), '  Offener Betrag ');
    await user.click(dialog.getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Händler gesperrt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/vendor-archive')).toEqual([
      { vendorId: HUBER.id, reason: 'Offener Betrag', year: 2026 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('1 von 1 Eintrag gefunden')).toBeInTheDocument();
  });

  it('blocks permanently when the checkbox is ticked', async () => {
    const api = stub({
      'POST /api/admin/vendor-archive': () =>
        Response.json(
          archiveEntry({
            vendorId: HUBER.id,
            year: 2026,
            status: 'blocked',
            reason: 'Lift-Ticket',
            canBeUnblocked: false,
          }),
          { status: 201 },
        ),
    });
    const { user, dialog } = await openDialog();
    await waitFor(() => expect(dialog.getByLabelText(/Archivjahr/)).toHaveValue(2026));

    await user.click(dialog.getByRole('combobox', { name: 'Händler' }));
    await user.click(await screen.findByRole('option', { name: /Kerzenzieherei Huber/ }));
    await user.type(dialog.getByLabelText(/Grund der Sperre/), 'Lift-Ticket');
    const permanent = dialog.getByRole('checkbox', {
      name: 'Dauerhafte Sperre (kann nicht aufgehoben werden, z. B. Ausschluss wegen Weitergabe des Lift-Tickets)',
    });
    expect(permanent).not.toBeChecked();
    await user.click(permanent);
    await user.click(dialog.getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Händler dauerhaft gesperrt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/vendor-archive')).toEqual([
      {
        vendorId: HUBER.id,
        reason: 'Lift-Ticket',
        year: 2026,
        canBeUnblocked: false,
      },
    ]);
  });

  it('keeps the dialog open and shows the server reason when blocking fails', async () => {
    stub({
      'POST /api/admin/vendor-archive': () => apiError(404, 'Händler nicht gefunden'),
    });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('combobox', { name: 'Händler' }));
    await user.click(await screen.findByRole('option', { name: /Kerzenzieherei Huber/ }));
    await user.type(dialog.getByLabelText(/Grund der Sperre/), 'Nicht aufgebaut');
    await user.click(dialog.getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Fehler beim Sperren')).toBeInTheDocument();
    expect(screen.getByText('Händler nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Händler sperren' })).toBeInTheDocument();
  });
});
