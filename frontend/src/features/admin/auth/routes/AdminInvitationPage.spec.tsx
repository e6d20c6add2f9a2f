import { screen } from '@testing-library/react';
import { TEAM_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderRoutes } from '../../../../test/render';
import { AdminInvitationPage } from './AdminInvitationPage';

afterEach(() => vi.unstubAllGlobals());

const CHECK = 'POST /api/admin/invitation/check';
const ACCEPT = 'POST /api/admin/invitation/accept';
const PASSWORD = 'Glühwein-Stand-2026';

function renderInvitation(route = '/admin-einladung?token=tok-1') {
  return renderRoutes(
    [
      { path: '/admin-einladung', element: <AdminInvitationPage /> },
      { path: '/admin-login', element: <p>Anmeldeseite</p> },
    ],
    { route },
  );
}

describe('AdminInvitationPage', () => {
  it('checks the link, shows whom it invites as what, then takes the password', async () => {
    const api = stubApi({
      [CHECK]: () =>
        Response.json({
          name: 'Karl Kassier',
          email: 'karl@example.at',
          role: 'cashier',
          expiresAt: '2026-12-01T10:00:00.000Z',
        }),
      [ACCEPT]: () =>
        Response.json({ message: TEAM_MESSAGES.invitationAccepted, username: 'karl@example.at' }),
    });
    const { user, router } = renderInvitation();

    expect(await screen.findByText('Karl Kassier')).toBeInTheDocument();
    expect(screen.getByText('karl@example.at')).toBeInTheDocument();
    expect(screen.getByText('Kasse')).toBeInTheDocument();
    expect(api.bodies(CHECK)).toEqual([{ token: 'tok-1' }]);

    await user.type(screen.getByLabelText('Neues Passwort'), 'zu-kurz');
    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));
    expect(screen.getByText(TEAM_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(api.bodies(ACCEPT)).toEqual([]);

    await user.clear(screen.getByLabelText('Neues Passwort'));
    await user.type(screen.getByLabelText('Neues Passwort'), PASSWORD);
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));

    expect(await screen.findByText(TEAM_MESSAGES.invitationAccepted)).toBeInTheDocument();
    expect(api.bodies(ACCEPT)).toEqual([{ token: 'tok-1', password: PASSWORD }]);
    await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it("shows the server's text for an expired link and asks to turn to the organiser", async () => {
    stubApi({ [CHECK]: () => apiError(410, TEAM_MESSAGES.linkExpired) });
    renderInvitation();

    expect(await screen.findByText(TEAM_MESSAGES.linkExpired)).toBeInTheDocument();
    expect(screen.getByText(/wenden Sie sich an den Organisator/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Neues Passwort')).not.toBeInTheDocument();
  });

  it('shows a password the server refuses under its field', async () => {
    stubApi({
      [CHECK]: () =>
        Response.json({ name: 'Karl', email: 'k@example.at', role: 'reader', expiresAt: '' }),
      [ACCEPT]: () => apiError(400, TEAM_MESSAGES.passwordTooCommon),
    });
    const { user } = renderInvitation();

    await user.type(await screen.findByLabelText('Neues Passwort'), 'passwort1234');
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), 'passwort1234');
    await user.click(screen.getByRole('button', { name: 'Einladung annehmen' }));

    expect(await screen.findByText(TEAM_MESSAGES.passwordTooCommon)).toHaveClass('Mui-error');
  });

  it('needs a token in the link', async () => {
    stubApi({});
    renderInvitation('/admin-einladung');
    expect(await screen.findByText(TEAM_MESSAGES.linkInvalid)).toBeInTheDocument();
  });
});
