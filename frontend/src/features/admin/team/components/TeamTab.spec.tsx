import { screen, within } from '@testing-library/react';
import { TEAM_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import type { TeamAccount } from '../api/team-api';
import { TeamTab } from './TeamTab';

afterEach(() => vi.unstubAllGlobals());

function member(overrides: Partial<TeamAccount> = {}): TeamAccount {
  return {
    id: 1,
    username: 'anna',
    name: 'Anna Berger',
    email: 'anna@example.at',
    role: 'organiser',
    active: true,
    state: 'active',
    secondFactor: true,
    lastLoginAt: '2026-11-27T13:05:00.000Z',
    createdAt: '2026-11-01T10:00:00.000Z',
    invitationExpiresAt: null,
    ...overrides,
  };
}

const ANNA = member();
const KARL = member({
  id: 2,
  username: 'karl@example.at',
  name: 'Karl Kassier',
  email: 'karl@example.at',
  role: 'cashier',
  state: 'invited',
  secondFactor: false,
  lastLoginAt: null,
  invitationExpiresAt: '2026-11-30T10:00:00.000Z',
});

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/team': () =>
      Response.json({ requireSecondFactor: false, accounts: [KARL, ANNA] }),
    ...handlers,
  });
}

function row(name: string) {
  return within(screen.getByText(name).closest('[data-testid="team-row"]') as HTMLElement);
}

describe('TeamTab', () => {
  it('lists the accounts with role, state, second factor and last sign-in', async () => {
    stub();
    renderWithProviders(<TeamTab />);

    expect(await screen.findByText('Anna Berger')).toBeInTheDocument();
    const anna = row('Anna Berger');
    expect(anna.getByText('Organisator')).toBeInTheDocument();
    expect(anna.getByText('Aktiv')).toBeInTheDocument();
    expect(anna.getByText('ja')).toBeInTheDocument();
    expect(anna.getByText('27. Nov. 2026, 14:05 Uhr')).toBeInTheDocument();
    const karl = row('Karl Kassier');
    expect(karl.getByText('Kasse')).toBeInTheDocument();
    expect(karl.getByText('Eingeladen')).toBeInTheDocument();
    expect(karl.getByText('noch nie')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle verlangen' }),
    ).not.toBeChecked();
  });

  it('invites a member with name, e-mail and role', async () => {
    const api = stub({
      'POST /api/admin/team/invitations': () =>
        Response.json(member({ id: 3, name: 'Sepp Aufbauer', role: 'setup', state: 'invited' }), {
          status: 201,
        }),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(await screen.findByRole('button', { name: 'Einladen' }));
    const dialog = screen.getByRole('dialog', { name: 'Einladen' });
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));
    expect(within(dialog).getByText(TEAM_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(TEAM_MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Sepp Aufbauer');
    await user.type(within(dialog).getByLabelText('E-Mail'), 'sepp@example.at');
    expect(within(dialog).getByText(/Scanner, Aufbau-Liste, Standblätter/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: /Aufbau/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Einladung senden' }));

    expect(await screen.findByText('Einladung verschickt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/team/invitations')).toEqual([
      { name: 'Sepp Aufbauer', email: 'sepp@example.at', role: 'setup' },
    ]);
  });

  it('shows the one-time password of a new account once', async () => {
    stub({
      'POST /api/admin/team': () =>
        Response.json(
          {
            account: member({ id: 4, name: 'Lisa Lesen', username: 'lisa' }),
            oneTimePassword: 'Xk7-pq2-Wz9',
          },
          { status: 201 },
        ),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(
      await screen.findByRole('button', { name: 'Konto mit Einmal-Passwort anlegen' }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Lisa Lesen');
    await user.type(within(dialog).getByLabelText('E-Mail'), 'lisa@example.at');
    await user.click(within(dialog).getByRole('button', { name: 'Konto anlegen' }));

    expect(await screen.findByTestId('one-time-password')).toHaveTextContent('Xk7-pq2-Wz9');
    expect(screen.getByText(/nur jetzt angezeigt/)).toBeInTheDocument();
  });

  it('changes a role', async () => {
    const api = stub({
      'PATCH /api/admin/team/2': () => Response.json({ ...KARL, role: 'reader' }),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(await screen.findByRole('button', { name: 'Aktionen für Karl Kassier' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rolle ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Rolle von Karl Kassier ändern' });
    expect(within(dialog).getByRole('radio', { name: /Kasse/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Lesen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Rolle speichern' }));

    expect(await screen.findByText('Rolle geändert')).toBeInTheDocument();
    expect(api.bodies('PATCH /api/admin/team/2')).toEqual([{ role: 'reader' }]);
  });

  it("shows the server's text when it refuses, e.g. for the last organiser", async () => {
    stub({
      'PATCH /api/admin/team/1': () => apiError(409, TEAM_MESSAGES.lastOrganiser),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(await screen.findByRole('button', { name: 'Aktionen für Anna Berger' }));
    await user.click(screen.getByRole('menuitem', { name: 'Rolle ändern' }));
    const dialog = screen.getByRole('dialog', { name: 'Rolle von Anna Berger ändern' });
    await user.click(within(dialog).getByRole('radio', { name: /Lesen/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Rolle speichern' }));

    expect(await within(dialog).findByText(TEAM_MESSAGES.lastOrganiser)).toBeInTheDocument();
  });

  it('deletes an account after confirmation and shows a refusal as a message', async () => {
    const api = stub({
      'DELETE /api/admin/team/2': () => apiError(409, TEAM_MESSAGES.notYourself),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(await screen.findByRole('button', { name: 'Aktionen für Karl Kassier' }));
    await user.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Karl Kassier löschen?' })).getByRole('button', {
        name: 'Löschen',
      }),
    );

    expect(await screen.findByText(TEAM_MESSAGES.notYourself)).toBeInTheDocument();
    expect(api.bodies('DELETE /api/admin/team/2')).toHaveLength(1);
  });

  it('turns the second-factor policy on', async () => {
    const api = stub({
      'PUT /api/admin/team/policy': () => Response.json({ requireSecondFactor: true }),
    });
    const { user } = renderWithProviders(<TeamTab />);

    await user.click(
      await screen.findByRole('switch', { name: 'Zwei-Faktor-Anmeldung für alle verlangen' }),
    );

    expect(
      await screen.findByText('Zwei-Faktor-Anmeldung wird für alle verlangt'),
    ).toBeInTheDocument();
    expect(api.bodies('PUT /api/admin/team/policy')).toEqual([{ requireSecondFactor: true }]);
  });
});
