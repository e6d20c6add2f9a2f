import { screen, within } from '@testing-library/react';
import { TEAM_MESSAGES, type AdminRole } from '@standl/contracts';
import { stubApi } from '../../../../test/api-stub';
import { renderApp } from '../../../../test/render-app';
import { scanList, scanVendor } from '../../../setup-day/testing';
import { adminSettings, adminVendor } from '../../vendors/testing';
import type { ConsoleAccount } from '../../auth';

afterEach(() => vi.unstubAllGlobals());

const STATS = {
  invitedCount: 0,
  registeredCount: 2,
  pendingCount: 1,
  totalVendors: 2,
  assignedBooths: 1,
  paidVendors: 0,
  setupVendors: 0,
  checkinsToday: 0,
};

function account(role: AdminRole, overrides: Partial<ConsoleAccount> = {}): ConsoleAccount {
  return {
    username: `${role}@example.at`,
    name: 'Lena Leitner',
    role,
    restriction: null,
    email: `${role}@example.at`,
    secondFactor: false,
    secondFactorRequired: false,
    ...overrides,
  };
}

function openConsole(me: ConsoleAccount, route = '/admin-dashboard') {
  localStorage.setItem('adminToken', 'token');
  const api = stubApi({
    'GET /api/admin/me': () => Response.json(me),
    'GET /api/admin/stats': () => Response.json(STATS),
    'GET /api/admin/vendors': () =>
      Response.json([
        adminVendor(),
        adminVendor({
          id: 'c1d2e3f4-0000-4000-8000-000000000002',
          name: 'Krapfen Maier',
          email: 'maier@example.at',
          status: 'confirmed',
          boothId: 7,
          boothNumber: 'RS-07',
          boothAreaName: 'Rittersaal',
        }),
      ]),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    'GET /api/admin/scan-list': () =>
      Response.json(
        scanList([
          scanVendor(),
          scanVendor({
            vendorId: 'v2',
            name: 'Punsch Pichler',
            boothNumber: 'AK-03',
            setUpAt: '2026-12-03T07:15:00.000Z',
          }),
        ]),
      ),
  });
  return { ...renderApp({ route }), api };
}

function tabNames() {
  return within(screen.getByRole('tablist', { name: 'Bereiche des Dashboards' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

describe('the console per role', () => {
  it('shows the reader every tab but the team, and the vendors without any action', async () => {
    openConsole(account('reader'), '/admin-dashboard?tab=vendors');

    expect(await screen.findByText('Krapfen Maier', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(tabNames()).toContain('Auswertung');
    expect(tabNames()).toContain('Aufbau');
    expect(tabNames()).not.toContain('Team');

    const row = screen.getByText('Krapfen Maier').closest('[data-testid="vendor-row"]')!;
    expect(
      within(row as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Details']);
    expect(screen.queryByRole('button', { name: /Händler hinzufügen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exportieren/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Aufbautag' })).not.toBeInTheDocument();
    expect(screen.getByTestId('stat-totalVendors')).toHaveTextContent('2');
  });

  it('shows the organiser the team tab, the exports and the set-up buttons', async () => {
    openConsole(account('organiser'), '/admin-dashboard?tab=vendors');

    expect(await screen.findByText('Krapfen Maier', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(tabNames()).toContain('Team');
    expect(screen.getByRole('button', { name: /Händler hinzufügen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportieren/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Aufbautag' })).toBeInTheDocument();
  });

  it('offers the cashier the vendors, the waiting lists and the payments only, and no team link in the address', async () => {
    openConsole(account('cashier'), '/admin-dashboard?tab=team');

    expect(await screen.findByText('Krapfen Maier', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Händler', 'Warteliste', 'Zahlungen']);
  });

  it('lands the set-up crew on its tab: scanner, stall sheets and the set-up list, no tiles', async () => {
    openConsole(account('setup'));

    expect(await screen.findByRole('heading', { name: 'Aufbau', level: 2 })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Aufbau', 'Lift-Termine']);
    expect(screen.getByRole('link', { name: /QR-Scanner/ })).toHaveAttribute('href', '/qr-scanner');
    expect(screen.getByRole('button', { name: /Standplätze drucken/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scan-Codes generieren/ })).not.toBeInTheDocument();
    expect(await screen.findByTestId('set-up-count')).toHaveTextContent('1 von 2 aufgebaut');
    expect(screen.getByText('Punsch Pichler')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-totalVendors')).not.toBeInTheDocument();
  });

  it("shows the account's name and role in its menu", async () => {
    const { user } = openConsole(account('cashier'));

    await user.click(await screen.findByRole('button', { name: 'Lena Leitner · Kasse' }));

    expect(screen.getByTestId('account-summary')).toHaveTextContent('Lena Leitner');
    expect(screen.getByTestId('account-summary')).toHaveTextContent('Kasse · cashier@example.at');
    expect(screen.getByRole('menuitem', { name: /Zwei-Faktor-Anmeldung/ })).toBeInTheDocument();
  });
});

describe('an account that must act first', () => {
  it('shows only the blocking password dialog after a one-time password', async () => {
    openConsole(account('reader', { restriction: 'password-change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Neues Passwort vergeben' });
    expect(within(dialog).getByText(TEAM_MESSAGES.passwordChangeRequired)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows only the blocking second-factor set-up when the organiser requires it', async () => {
    openConsole(account('cashier', { restriction: 'second-factor-setup' }));

    const dialog = await screen.findByRole('dialog', { name: 'Zwei-Faktor-Anmeldung' });
    expect(within(dialog).getByText(TEAM_MESSAGES.secondFactorSetupRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Einrichtung starten' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
