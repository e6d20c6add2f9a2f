import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { apiError, stubApi } from '../../../test/api-stub';
import { loadQueue } from '../offline/confirmation-queue';
import { loadScanList, saveScanList } from '../offline/scan-list-store';
import { scanList, scanResult, scanVendor, VENDOR_ID } from '../testing';
import { QrScannerPage } from './QrScannerPage';

const ME = 'GET /api/admin/me';
const LIST = 'GET /api/admin/scan-list';
const LOOKUP = 'POST /api/admin/scan-lookup';
const CONFIRM = 'POST /api/vendor/confirm-setup';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderPage() {
  return renderRoutes(
    [
      { path: '/qr-scanner', element: <QrScannerPage /> },
      { path: '/admin-login', element: <p>Anmeldeseite</p> },
      { path: '/admin', element: <p>Dashboard</p> },
    ],
    { route: '/qr-scanner' },
  );
}

function signedIn(handlers: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('adminToken', 'token-1');
  return stubApi({
    [ME]: () => Response.json({ username: 'admin' }),
    [LIST]: () => Response.json(scanList()),
    ...handlers,
  });
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QrScannerPage', () => {
  it('sends a visitor without admin session to the login', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Anmeldeseite')).toBeInTheDocument();
  });

  it('stores the scan list with its time for offline use', async () => {
    signedIn();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Aufbau-Bestätigung' })).toBeInTheDocument();
    expect(await screen.findByText(/Stand: .*1 Stand gespeichert/)).toBeInTheDocument();
    expect(loadScanList()).toEqual(scanList());
    expect(screen.getByText('Online')).toBeInTheDocument();
  });

  it('refuses an empty manual field and upper-cases what is typed', async () => {
    const api = signedIn();
    const { user } = renderPage();
    const field = await screen.findByLabelText('Zugangscode');
    expect(field).toHaveAttribute('placeholder', 'ABC123');
    expect(field).toHaveAttribute('maxLength', '10');

    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.inputRequired);
    expect(screen.getByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.inputRequiredDetail);
    expect(api.bodies(LOOKUP)).toHaveLength(0);

    await user.type(field, 'abc-123 defghij');
    expect(field).toHaveValue('ABC123DEFG');
  });

  it('looks a code up, shows the stall and confirms the set-up', async () => {
    const api = signedIn({
      [LOOKUP]: () => Response.json(scanVendor()),
      [CONFIRM]: () => Response.json(scanResult()),
    });
    const { user, router } = renderPage();
    await user.type(await screen.findByLabelText('Zugangscode'), '4711');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));

    const summary = await screen.findByRole('region', { name: 'Gefundener Standplatz' });
    for (const text of ['Krapfen Maier', 'AK-12', 'Arkadenhof', 'ABCDE-12345', 'Bestätigt']) {
      expect(within(summary).getByText(text)).toBeInTheDocument();
    }
    expect(api.bodies(LOOKUP)).toEqual([{ scanCode: '4711' }]);

    await user.click(within(summary).getByRole('button', { name: 'Aufbau bestätigen' }));
    const done = await screen.findByRole('region', { name: 'Aufbau bestätigt' });
    expect(within(done).getByText(/Krapfen Maier · AK-12/)).toBeInTheDocument();
    const [body] = api.bodies(CONFIRM) as Record<string, string>[];
    expect(body).toMatchObject({ vendorId: VENDOR_ID, accessCode: 'ABCDE12345' });
    expect(body!.idempotencyKey).toMatch(UUID);
    expect(Number.isNaN(Date.parse(body!.scannedAt!))).toBe(false);
    expect(loadScanList()!.vendors[0]!.status).toBe('aufgebaut');

    await user.click(within(done).getByRole('button', { name: 'Neuen Scan durchführen' }));
    expect(screen.getByLabelText('Zugangscode')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Zurück zum Dashboard' }));
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('goes back to scanning on cancel', async () => {
    signedIn({ [LOOKUP]: () => Response.json(scanVendor()) });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Zugangscode'), '4711');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    await user.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('region', { name: 'Gefundener Standplatz' })).toBeNull();
  });

  it('shows unknown and foreign codes with the spec texts', async () => {
    let answer = apiError(404, SETUP_DAY_MESSAGES.notFound);
    signedIn({ [LOOKUP]: () => answer });
    const { user } = renderPage();
    const field = await screen.findByLabelText('Zugangscode');
    await user.type(field, '9999');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETUP_DAY_MESSAGES.notFound);
    expect(alert).toHaveTextContent(SETUP_DAY_MESSAGES.notFoundDetail);

    answer = apiError(400, SETUP_DAY_MESSAGES.incompleteQr);
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.incompleteQr),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.invalidQr);
  });

  it('shows the server refusal of a confirmation', async () => {
    signedIn({
      [LOOKUP]: () => Response.json(scanVendor()),
      [CONFIRM]: () => apiError(409, 'Der Händler hat keinen Standplatz.'),
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Zugangscode'), '4711');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    await user.click(await screen.findByRole('button', { name: 'Aufbau bestätigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SETUP_DAY_MESSAGES.confirmFailed);
    expect(alert).toHaveTextContent('Der Händler hat keinen Standplatz.');
    expect(loadQueue()).toEqual([]);
  });

  it('reads from the stored list when the lookup cannot reach the server', async () => {
    saveScanList(scanList());
    signedIn({
      [LOOKUP]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderPage();
    await user.type(await screen.findByLabelText('Zugangscode'), 'abcde12345');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    expect(await screen.findByText('Krapfen Maier')).toBeInTheDocument();
    expect(screen.getByText(/Offline aus der gespeicherten Liste gelesen/)).toBeInTheDocument();
  });

  it('works offline from the stored list, queues the confirmation and sends it when online', async () => {
    saveScanList(scanList());
    localStorage.setItem('adminToken', 'token-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = stubApi({
      [ME]: () => Response.json({ username: 'admin' }),
      [LIST]: () => Response.json(scanList()),
      [CONFIRM]: () => Response.json(scanResult()),
    });
    const { user } = renderPage();

    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.getByText(/Stand: /)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zugangscode'), '4711');
    await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
    await user.click(await screen.findByRole('button', { name: 'Aufbau bestätigen' }));

    expect(await screen.findByRole('region', { name: 'Offline gespeichert' })).toBeInTheDocument();
    expect(screen.getByText('1 Bestätigung wartet auf Verbindung')).toBeInTheDocument();
    expect(api.bodies(CONFIRM)).toHaveLength(0);
    expect(api.bodies(LOOKUP)).toHaveLength(0);
    const [queued] = loadQueue();
    expect(queued).toMatchObject({ vendorId: VENDOR_ID, accessCode: 'ABCDE12345' });

    setOnline(true);
    await waitFor(() => expect(loadQueue()).toEqual([]));
    expect(api.bodies(CONFIRM)).toEqual([
      {
        vendorId: VENDOR_ID,
        accessCode: 'ABCDE12345',
        idempotencyKey: queued!.idempotencyKey,
        scannedAt: queued!.scannedAt,
      },
    ]);
    expect(await screen.findByText('1 Bestätigung übertragen')).toBeInTheDocument();
    expect(screen.queryByText('1 Bestätigung wartet auf Verbindung')).toBeNull();
  });

  it('tells how many confirmations wait', async () => {
    saveScanList(scanList());
    localStorage.setItem('adminToken', 'token-1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubApi({});
    const item = {
      vendorId: VENDOR_ID,
      accessCode: 'ABCDE12345',
      scannedAt: '2026-12-03T07:00:00.000Z',
      vendorName: 'Krapfen Maier',
      boothNumber: 'AK-12',
    };
    localStorage.setItem(
      'standl.setupDay.queue',
      JSON.stringify([
        { ...item, idempotencyKey: 'k1' },
        { ...item, idempotencyKey: 'k2' },
      ]),
    );
    renderPage();
    expect(await screen.findByText('2 Bestätigungen warten auf Verbindung')).toBeInTheDocument();
  });

  describe('with the Aufbau list, no access codes (docs/decisions.md 223, 224)', () => {
    const setupList = () => scanList([scanVendor({ accessCode: null, accessCodeHash: '7234a' })]);

    function offlineAs(token: string) {
      saveScanList(setupList());
      localStorage.setItem('adminToken', token);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      return stubApi({
        [ME]: () => Response.json({ username: 'anna', name: 'Anna', role: 'setup' }),
        [LIST]: () => Response.json(setupList()),
        [CONFIRM]: () => Response.json(scanResult()),
      });
    }

    async function confirmOffline(user: ReturnType<typeof renderPage>['user'], code: string) {
      await user.type(screen.getByLabelText('Zugangscode'), code);
      await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
      const summary = await screen.findByRole('region', { name: 'Gefundener Standplatz' });
      expect(within(summary).getByText('Krapfen Maier')).toBeInTheDocument();
      expect(within(summary).queryByText('Zugangscode')).toBeNull();
      await user.click(within(summary).getByRole('button', { name: 'Aufbau bestätigen' }));
      expect(
        await screen.findByRole('region', { name: 'Offline gespeichert' }),
      ).toBeInTheDocument();
    }

    it("sends helper A's scan with A's token after helper B has signed in", async () => {
      const api = offlineAs('token-A');
      const { user } = renderPage();
      expect(await screen.findByText('Offline')).toBeInTheDocument();
      await confirmOffline(user, '4711');
      const [queued] = loadQueue();
      expect(queued).toMatchObject({
        vendorId: VENDOR_ID,
        scanCode: '4711',
        scannedWith: 'token-A',
      });
      expect(queued).not.toHaveProperty('accessCode');

      // A leaves, B signs in on the same phone; reception returns.
      localStorage.setItem('adminToken', 'token-B');
      setOnline(true);
      await waitFor(() => expect(loadQueue()).toEqual([]));
      expect(api.bodies(CONFIRM)).toEqual([
        {
          vendorId: VENDOR_ID,
          scanCode: '4711',
          idempotencyKey: queued!.idempotencyKey,
          scannedAt: queued!.scannedAt,
          scannedWith: 'token-A',
        },
      ]);
      const [, init] = api.fetchMock.mock.calls.find(([input]) =>
        String(input).endsWith('/confirm-setup'),
      )!;
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-B');
    });

    it('matches a typed access code offline by its hash and proves the stall with it', async () => {
      offlineAs('token-A');
      const { user } = renderPage();
      expect(await screen.findByText('Offline')).toBeInTheDocument();
      await confirmOffline(user, 'abcde12345');
      expect(loadQueue()[0]).toMatchObject({ accessCode: 'ABCDE12345', scannedWith: 'token-A' });
    });

    it('confirms online with what was read, and no token besides the signed-in one', async () => {
      const api = signedIn({
        [LOOKUP]: () => Response.json(setupList().vendors[0]),
        [CONFIRM]: () => Response.json(scanResult()),
      });
      const { user } = renderPage();
      await user.type(await screen.findByLabelText('Zugangscode'), '4711');
      await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
      const summary = await screen.findByRole('region', { name: 'Gefundener Standplatz' });
      expect(within(summary).queryByText('Zugangscode')).toBeNull();
      await user.click(within(summary).getByRole('button', { name: 'Aufbau bestätigen' }));
      await screen.findByRole('region', { name: 'Aufbau bestätigt' });
      const [body] = api.bodies(CONFIRM) as Record<string, string>[];
      expect(Object.keys(body!).sort()).toEqual([
        'idempotencyKey',
        'scanCode',
        'scannedAt',
        'vendorId',
      ]);
      expect(body!.scanCode).toBe('4711');
    });

    it('does not take a mistyped access code', async () => {
      offlineAs('token-A');
      const { user } = renderPage();
      expect(await screen.findByText('Offline')).toBeInTheDocument();
      await user.type(screen.getByLabelText('Zugangscode'), 'abcde12346');
      await user.click(screen.getByRole('button', { name: 'Code prüfen' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.notFound);
    });
  });

  it('shows a camera refusal and keeps the manual field usable', async () => {
    signedIn();
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Kamera starten' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SETUP_DAY_MESSAGES.cameraDenied);
    expect(screen.getByLabelText('Zugangscode')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Kamera starten' })).toBeEnabled();
  });
});
