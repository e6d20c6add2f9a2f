import { screen, waitFor } from '@testing-library/react';
import { TEAM_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderRoutes } from '../../../../test/render';
import type { ConsoleAccount } from '../api/account-api';
import { AdminLoginPage, landingPath } from './AdminLoginPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LOGIN = 'POST /api/admin/login';
const ACCOUNT: ConsoleAccount = {
  username: 'anna',
  name: 'Anna Berger',
  role: 'organiser',
  restriction: null,
  email: null,
  secondFactor: true,
  secondFactorRequired: false,
};
const SIGNED_IN = {
  token: 'token-1',
  username: 'anna',
  name: 'Anna Berger',
  role: 'organiser',
  expiresAt: '2026-12-04T20:00:00.000Z',
};

function renderLogin() {
  return renderRoutes(
    [
      { path: '/admin-login', element: <AdminLoginPage /> },
      { path: '/admin-dashboard', element: <p>Konsole</p> },
      { path: '/qr-scanner', element: <p>Scanner</p> },
      { path: '/admin-passwort-vergessen', element: <p>Vergessen</p> },
    ],
    { route: '/admin-login' },
  );
}

/** A phone-width screen for MUI's media queries (jsdom has none). */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

async function signIn(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(await screen.findByLabelText('Benutzername'), 'anna');
  await user.type(screen.getByLabelText('Passwort'), 'Lebkuchen-Herz-2026');
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('AdminLoginPage', () => {
  it('asks for the second factor and sends username, password and code again', async () => {
    const api = stubApi({
      [LOGIN]: (body) =>
        (body as { code?: string }).code
          ? Response.json(SIGNED_IN)
          : Response.json({ secondFactorRequired: true }),
      'GET /api/admin/me': () => Response.json(ACCOUNT),
    });
    const { user, router } = renderLogin();

    await signIn(user);
    const code = await screen.findByLabelText('Code aus der Authenticator-App');
    expect(screen.getByText(TEAM_MESSAGES.secondFactorRequired)).toBeInTheDocument();
    expect(localStorage.getItem('adminToken')).toBeNull();

    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Konsole')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin-dashboard');
    expect(api.bodies(LOGIN)).toEqual([
      { username: 'anna', password: 'Lebkuchen-Herz-2026' },
      { username: 'anna', password: 'Lebkuchen-Herz-2026', code: '123456' },
    ]);
    expect(localStorage.getItem('adminToken')).toBe('token-1');
  });

  it('takes a recovery code and shows the server’s text for a wrong code', async () => {
    stubApi({
      [LOGIN]: (body) =>
        (body as { code?: string }).code
          ? apiError(401, TEAM_MESSAGES.secondFactorWrong)
          : Response.json({ secondFactorRequired: true }),
    });
    const { user } = renderLogin();

    await signIn(user);
    await screen.findByLabelText('Code aus der Authenticator-App');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      screen.getByText(TEAM_MESSAGES.secondFactorRequired, { selector: 'p.Mui-error' }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Code aus der Authenticator-App'), 'ab12-cd34');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(TEAM_MESSAGES.secondFactorWrong, { selector: 'p.Mui-error' }),
    ).toBeInTheDocument();
  });

  it('takes the set-up crew on a phone straight to the scanner', async () => {
    stubPhone();
    stubApi({
      [LOGIN]: () => Response.json({ ...SIGNED_IN, role: 'setup' }),
      'GET /api/admin/me': () => Response.json({ ...ACCOUNT, role: 'setup' }),
    });
    const { user, router } = renderLogin();

    await signIn(user);

    expect(await screen.findByText('Scanner')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qr-scanner');
  });

  it('links to the forgotten-password page', async () => {
    stubApi({});
    const { user } = renderLogin();
    await user.click(await screen.findByRole('link', { name: 'Passwort vergessen?' }));
    await waitFor(() => expect(screen.getByText('Vergessen')).toBeInTheDocument());
  });
});

describe('landingPath', () => {
  it('sends the set-up crew to the scanner on a phone only, everyone else to the console', () => {
    const setup = { ...ACCOUNT, role: 'setup' } as const;
    expect(landingPath(setup, true)).toBe('/qr-scanner');
    expect(landingPath(setup, false)).toBe('/admin-dashboard');
    expect(landingPath(ACCOUNT, true)).toBe('/admin-dashboard');
    expect(landingPath({ ...setup, restriction: 'password-change' }, true)).toBe(
      '/admin-dashboard',
    );
  });
});
