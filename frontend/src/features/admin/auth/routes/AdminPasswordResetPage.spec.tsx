import { screen } from '@testing-library/react';
import { TEAM_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderRoutes } from '../../../../test/render';
import { AdminForgotPasswordPage } from './AdminForgotPasswordPage';
import { AdminPasswordResetPage } from './AdminPasswordResetPage';

afterEach(() => vi.unstubAllGlobals());

const REQUEST = 'POST /api/admin/password-reset';
const CONFIRM = 'POST /api/admin/password-reset/confirm';
const PASSWORD = 'Maroni-Ofen-am-Tor';

function renderPages(route: string) {
  return renderRoutes(
    [
      { path: '/admin-passwort-vergessen', element: <AdminForgotPasswordPage /> },
      { path: '/admin-passwort-neu', element: <AdminPasswordResetPage /> },
      { path: '/admin-login', element: <p>Anmeldeseite</p> },
    ],
    { route },
  );
}

describe('AdminForgotPasswordPage', () => {
  it("sends the e-mail address and shows the server's answer", async () => {
    const api = stubApi({
      [REQUEST]: () => Response.json({ message: TEAM_MESSAGES.resetRequested }, { status: 202 }),
    });
    const { user } = renderPages('/admin-passwort-vergessen');

    await user.click(await screen.findByRole('button', { name: 'Link anfordern' }));
    expect(screen.getByText(TEAM_MESSAGES.emailInvalid)).toBeInTheDocument();

    await user.type(screen.getByLabelText('E-Mail'), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));

    expect(await screen.findByText(TEAM_MESSAGES.resetRequested)).toBeInTheDocument();
    expect(api.bodies(REQUEST)).toEqual([{ email: 'anna@example.at' }]);
  });

  it('shows the rate limit’s text', async () => {
    stubApi({ [REQUEST]: () => apiError(429, TEAM_MESSAGES.tooManyResetRequests) });
    const { user } = renderPages('/admin-passwort-vergessen');

    await user.type(await screen.findByLabelText('E-Mail'), 'anna@example.at');
    await user.click(screen.getByRole('button', { name: 'Link anfordern' }));

    expect(await screen.findByText(TEAM_MESSAGES.tooManyResetRequests)).toBeInTheDocument();
  });
});

describe('AdminPasswordResetPage', () => {
  async function choose(user: ReturnType<typeof renderPages>['user']) {
    await user.type(await screen.findByLabelText('Neues Passwort'), PASSWORD);
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
  }

  it('saves the new password with the token and leads to the sign-in', async () => {
    const api = stubApi({
      [CONFIRM]: () => Response.json({ message: TEAM_MESSAGES.passwordResetDone }),
    });
    const { user, router } = renderPages('/admin-passwort-neu?token=reset-1');

    expect(screen.getByText(/Mindestens 12 Zeichen/)).toBeInTheDocument();
    await choose(user);

    expect(await screen.findByText(TEAM_MESSAGES.passwordResetDone)).toBeInTheDocument();
    expect(api.bodies(CONFIRM)).toEqual([{ token: 'reset-1', password: PASSWORD }]);
    await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }));
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('offers a new link when the link is used or expired', async () => {
    stubApi({ [CONFIRM]: () => apiError(409, TEAM_MESSAGES.linkUsed) });
    const { user, router } = renderPages('/admin-passwort-neu?token=reset-1');

    await choose(user);

    expect(await screen.findByText(TEAM_MESSAGES.linkUsed)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    expect(router.state.location.pathname).toBe('/admin-passwort-vergessen');
  });

  it('asks for matching passwords before sending', async () => {
    const api = stubApi({});
    const { user } = renderPages('/admin-passwort-neu?token=reset-1');

    await user.type(await screen.findByLabelText('Neues Passwort'), PASSWORD);
    await user.type(screen.getByLabelText('Neues Passwort bestätigen'), `${PASSWORD}!`);
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(screen.getByText('Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api.bodies(CONFIRM)).toEqual([]);
  });
});
