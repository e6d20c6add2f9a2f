import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings, adminVendor } from '../testing/admin-vendor-fixtures';
import { viennaToday } from '../../../../lib/format';
import { VendorsTab } from './VendorsTab';

afterEach(() => vi.unstubAllGlobals());

const HUBER = adminVendor();
const KRAPF = adminVendor({
  id: 'c1d2e3f4-0000-4000-8000-000000000002',
  name: 'Krapfen Maier',
  mailsSent: { registration: true, confirmation: true, invoice: false, direct: false, filed: [] },
  email: 'maier@example.at',
  accessCode: 'QRSTV67890',
  status: 'confirmed',
  boothId: 7,
  boothNumber: 'RS-07',
  boothAreaName: 'Rittersaal',
  unreadMessages: 2,
});
const BLOCKED = adminVendor({
  id: 'c1d2e3f4-0000-4000-8000-000000000003',
  name: 'Punsch Pichler',
  email: 'pichler@example.at',
  accessCode: 'WXYZ012345',
  isBlocked: true,
  blockedReason: 'Nicht aufgebaut',
});

function stub(handlers: Parameters<typeof stubApi>[0] = {}, vendors = [HUBER, KRAPF, BLOCKED]) {
  return stubApi({
    'GET /api/admin/vendors': () => Response.json(vendors),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    ...handlers,
  });
}

function row(name: string) {
  return screen.getByText(name).closest('[data-testid="vendor-row"]') as HTMLElement;
}

describe('VendorsTab', () => {
  it('lists the vendors with status, e-mail badges, stall and unread messages', async () => {
    stub();
    renderWithProviders(<VendorsTab />);

    expect(await screen.findByText('3 von 3 Händlern gefunden')).toBeInTheDocument();
    const krapf = within(row('Krapfen Maier'));
    expect(krapf.getByText('Bestätigt')).toBeInTheDocument();
    expect(krapf.getByText('RS-07 (Rittersaal)')).toBeInTheDocument();
    expect(krapf.getByText('Bestätigung')).toBeInTheDocument();
    expect(krapf.getByLabelText('2 ungelesene Nachrichten')).toBeInTheDocument();
    expect(krapf.getByRole('button', { name: /Aufgebaut/ })).toBeInTheDocument();

    const huber = within(row('Kerzenzieherei Huber'));
    expect(huber.getByText('Wartend')).toBeInTheDocument();
    expect(huber.getByText('Registrierung')).toBeInTheDocument();
    expect(huber.queryByText('Bestätigung')).not.toBeInTheDocument();
    expect(huber.queryByRole('button', { name: /Aufgebaut/ })).not.toBeInTheDocument();
    // 'Zuweisen' belongs to the phone list only.
    expect(huber.queryByRole('button', { name: /Zuweisen/ })).not.toBeInTheDocument();

    const blocked = within(row('Punsch Pichler'));
    expect(blocked.getByTestId('blocked-chip')).toHaveAccessibleDescription('Nicht aufgebaut');
    expect(blocked.getByRole('button', { name: /Entsperren/ })).toBeInTheDocument();
    expect(screen.getByText('Automatische Abläufe')).toBeInTheDocument();
  });

  it('finds a vendor by part of the access code, hyphen and case aside', async () => {
    stub();
    const { user } = renderWithProviders(<VendorsTab />);
    await screen.findByText('3 von 3 Händlern gefunden');

    await user.type(screen.getByLabelText('Händler suchen'), 'rstv-6');
    expect(screen.getByText('1 von 3 Händlern gefunden')).toBeInTheDocument();
    expect(screen.getAllByTestId('vendor-row')).toHaveLength(1);
    expect(screen.getByText('Krapfen Maier')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Händler suchen'));
    await user.type(screen.getByLabelText('Händler suchen'), 'rittersaal');
    expect(screen.getByText('1 von 3 Händlern gefunden')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Händler suchen'));
    await user.type(screen.getByLabelText('Händler suchen'), 'niemand');
    expect(screen.getByText('0 von 3 Händlern gefunden')).toBeInTheDocument();
    expect(screen.getByText('Keine Händler gefunden.')).toBeInTheDocument();
  });

  it('blocks from the list with the spec reason after confirmation', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${HUBER.id}/block`]: () => Response.json(HUBER),
    });
    const { user } = renderWithProviders(<VendorsTab />);
    await screen.findByText('3 von 3 Händlern gefunden');

    await user.click(within(row('Kerzenzieherei Huber')).getByRole('button', { name: /Sperren/ }));
    const dialog = screen.getByRole('dialog', { name: 'Händler sperren?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sperren' }));

    expect(await screen.findByText('Händler gesperrt')).toBeInTheDocument();
    expect(api.bodies(`POST /api/admin/vendors/${HUBER.id}/block`)).toEqual([
      { reason: 'Gesperrt durch Admin' },
    ]);
  });

  it('marks a confirmed vendor as set up only after confirmation and reports errors', async () => {
    const api = stub({
      [`POST /api/admin/vendors/${KRAPF.id}/mark-setup`]: () =>
        apiError(409, 'Gesperrte Händler können nicht als aufgebaut markiert werden.'),
    });
    const { user } = renderWithProviders(<VendorsTab />);
    await screen.findByText('3 von 3 Händlern gefunden');
    const button = within(row('Krapfen Maier')).getByRole('button', { name: /Aufgebaut/ });

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies(`POST /api/admin/vendors/${KRAPF.id}/mark-setup`)).toHaveLength(0);

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Als aufgebaut markieren' }));
    expect(await screen.findByText('Fehler beim Markieren')).toBeInTheDocument();
    expect(
      screen.getByText('Gesperrte Händler können nicht als aufgebaut markiert werden.'),
    ).toBeInTheDocument();
    expect(api.bodies(`POST /api/admin/vendors/${KRAPF.id}/mark-setup`)).toHaveLength(1);
  });

  it('warns about confirmed vendors not set up on the first market day', async () => {
    stubApi({
      'GET /api/admin/vendors': () => Response.json([HUBER, KRAPF]),
      'GET /api/admin/market-settings': () =>
        Response.json(adminSettings({ marketStartDate: viennaToday() })),
    });
    renderWithProviders(<VendorsTab />);

    const warning = await screen.findByTestId('market-start-warning');
    expect(warning).toHaveTextContent('1 bestätigter Händler ist noch nicht aufgebaut.');
    expect(within(row('Krapfen Maier')).getByText('Noch nicht aufgebaut')).toBeInTheDocument();
    expect(
      within(row('Kerzenzieherei Huber')).queryByText('Noch nicht aufgebaut'),
    ).not.toBeInTheDocument();
  });

  it('has no warning on other days', async () => {
    stub({}, [KRAPF]);
    renderWithProviders(<VendorsTab />);
    await screen.findByText('1 von 1 Händlern gefunden');
    expect(screen.queryByTestId('market-start-warning')).not.toBeInTheDocument();
  });
});
