import { act, screen, waitFor, within } from '@testing-library/react';
import type { SumUpConfigDto } from '@standl/contracts';
import { marketSettings } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { apiError, stubApi } from '../../../test/api-stub';
import { ACCESS_CODE, VENDOR_ID, booth, vendorStatus } from '../../registration/testing';
import { VENDOR_SESSION_KEY } from '../../registration';
import { CHECKOUT_ID_KEY } from '../pending-checkout';

const SIMULATOR = 'http://localhost:3000/sumup-simulator';
const CHECKOUT = { checkout_id: 'co-1', checkout_url: `${SIMULATOR}/pay/co-1` };
const CREATE = 'POST /api/sumup/create-checkout';
const CHECK = 'GET /api/sumup/check-payment/co-1';
const WIDGET = `POST ${SIMULATOR}/widget/co-1`;
const PROCESS = 'POST /api/payments/process';
const ROUTE = `/payment?vendorId=${VENDOR_ID}&amount=10&accessCode=${ACCESS_CODE}`;

const simulatorConfig: SumUpConfigDto = {
  mode: 'simulator',
  widgetScriptUrl: null,
  simulatorUrl: SIMULATOR,
};

type Handlers = Parameters<typeof stubApi>[0];

function setup(handlers: Handlers = {}, { route = ROUTE, config = simulatorConfig } = {}) {
  const api = stubApi({
    'GET /api/market-settings': () => Response.json(marketSettings()),
    'GET /api/sumup/config': () => Response.json(config),
    [CREATE]: () => Response.json(CHECKOUT, { status: 201 }),
    'POST /api/vendors/status': () =>
      Response.json(vendorStatus({ vendor: { status: 'approved', paymentAmount: 1000 } })),
    ...handlers,
  });
  return { api, ...renderApp({ route }) };
}

async function openCardScreen(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: /Karte oder Handy/ }));
  return screen.findByTestId('sumup-simulator');
}

async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '.MuiAlertTitle-root' });
  return heading.closest('[role="alert"]');
}

function events(api: ReturnType<typeof stubApi>, type: string) {
  return api
    .bodies('POST /api/analytics/events')
    .filter((event) => (event as { eventType: string }).eventType === type);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete window.SumUpCard;
  document.getElementById('sumup-card-sdk')?.remove();
});

describe('PaymentPage', () => {
  // The router loads the page lazily: compiled once here, the first test does not wait for it.
  beforeAll(() => import('./PaymentPage'));

  it('offers card or cash and opens a checkout on the card screen', async () => {
    const { api, user } = setup();

    expect(await screen.findByRole('heading', { name: 'Anzahlung bezahlen' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Bar vor Ort/ })).toBeInTheDocument();
    const simulator = await openCardScreen(user);

    expect(await screen.findByRole('heading', { name: 'Standgebühr 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent(/^Anzahlung 10,00\s€$/);
    expect(document.getElementById('sumup-card')).toContainElement(simulator);
    expect(
      within(simulator).getByText('SumUp-Simulator – es wird kein echtes Geld bewegt'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Zur Zahlung \(10,00\s€\)$/ })).toHaveAttribute(
      'href',
      CHECKOUT.checkout_url,
    );
    expect(api.bodies(CREATE)).toEqual([{ vendorId: VENDOR_ID, amount: 10 }]);
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBe('co-1');
    await waitFor(() =>
      expect(events(api, 'payment_started')).toEqual([
        expect.objectContaining({ page: '/payment', data: { method: 'sumup', amount: 10 } }),
      ]),
    );
  });

  it('"Zurück" on the card screen returns to the payment method choice, never to the home page', async () => {
    const { user, router } = setup();
    await openCardScreen(user);

    expect(screen.queryByRole('link', { name: 'Zurück' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Status' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );
    await user.click(screen.getByRole('button', { name: 'Zurück' }));

    expect(await screen.findByRole('button', { name: /Karte oder Handy/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bar vor Ort/ })).toBeInTheDocument();
    expect(screen.queryByTestId('sumup-simulator')).not.toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(ROUTE);
  });

  it('after a simulator payment shows the success view, checks until paid and opens the status page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    const { api, user, router } = setup({
      [WIDGET]: () => Response.json({ id: 'co-1', status: 'PAID' }),
      [CHECK]: () => {
        checks += 1;
        return Response.json({
          status: checks < 2 ? 'pending' : 'paid',
          vendorStatus: checks < 2 ? 'pending_payment' : 'approved',
        });
      },
    });
    const simulator = await openCardScreen(user);

    await user.click(within(simulator).getByRole('button', { name: 'Bezahlen' }));

    expect(
      await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('payment-success')).toHaveTextContent(
      /Anzahlung von 10,00\s€ ist bestätigt.*Statusseite weitergeleitet/,
    );
    expect(await findToast('Zahlung erfolgreich!')).toHaveTextContent(
      'Ihre Anmeldung wird verarbeitet...',
    );
    expect(api.bodies(WIDGET)).toEqual([{ outcome: 'pay' }]);
    expect(checks).toBe(0);

    // The clock also moves with real time (shouldAdvanceTime), so each step keeps a margin of
    // 500 ms around the spec's 2 s first check and 3 s polling, for a loaded machine.
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(checks).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(checks).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(checks).toBe(1);
    expect(router.state.location.pathname).toBe('/payment');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(checks).toBe(2);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-status'));
    expect(router.state.location.search).toBe(`?accessCode=${ACCESS_CODE}`);
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('goes to the status page 2 seconds after a failed check', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, router } = setup({
      [WIDGET]: () => Response.json({ id: 'co-1', status: 'PAID' }),
      [CHECK]: () => apiError(500, 'kaputt'),
    });
    const simulator = await openCardScreen(user);
    await user.click(within(simulator).getByRole('button', { name: 'Bezahlen' }));
    await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' });

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(router.state.location.pathname).toBe('/payment');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-status'));
  });

  it('takes the code from the status page session when the link has none', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(VENDOR_SESSION_KEY, 'ZZZZZ99999');
    const { user, router } = setup(
      {
        [WIDGET]: () => Response.json({ id: 'co-1', status: 'PAID' }),
        [CHECK]: () => Response.json({ status: 'paid', vendorStatus: 'approved' }),
      },
      { route: `/payment?vendorId=${VENDOR_ID}` },
    );
    const simulator = await openCardScreen(user);
    await user.click(within(simulator).getByRole('button', { name: 'Bezahlen' }));
    await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' });

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.search).toBe('?accessCode=ZZZZZ99999'));
  });

  it('reports a declined payment and can start a new checkout', async () => {
    let created = 0;
    const { api, user } = setup({
      [CREATE]: () => {
        created += 1;
        return Response.json({ ...CHECKOUT, checkout_id: `co-${created}` }, { status: 201 });
      },
      [WIDGET]: () => Response.json({ id: 'co-1', status: 'FAILED' }),
    });
    const simulator = await openCardScreen(user);

    await user.click(within(simulator).getByRole('button', { name: 'Ablehnen' }));

    const toast = await findToast('Zahlung fehlgeschlagen');
    expect(toast).toHaveTextContent('Die Zahlung wurde abgebrochen oder abgelehnt');
    expect(api.bodies(WIDGET)).toEqual([{ outcome: 'decline' }]);
    expect(screen.queryByText('Zahlung erfolgreich!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    await screen.findByTestId('sumup-simulator');
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBe('co-2');
  });

  it('shows "Zahlungsfehler" when the simulator cannot be reached', async () => {
    const { user } = setup({ [WIDGET]: () => apiError(500, 'kaputt') });
    const simulator = await openCardScreen(user);

    await user.click(within(simulator).getByRole('button', { name: 'Bezahlen' }));

    expect(await findToast('Zahlungsfehler')).toHaveTextContent(
      'Die Zahlung konnte nicht verarbeitet werden',
    );
    expect(within(simulator).getByRole('button', { name: 'Bezahlen' })).toBeEnabled();
  });

  it.each([
    [apiError(409, 'Standplatz nicht mehr reserviert'), 'Standplatz nicht mehr reserviert'],
    [new Response('', { status: 502 }), 'SumUp-Zahlung konnte nicht gestartet werden.'],
    [Response.json({ checkout_id: '' }, { status: 201 }), 'Keine Checkout-ID erhalten.'],
  ])('answers a failed checkout start with "Fehler" (%#)', async (answer, message) => {
    const { user } = setup({ [CREATE]: () => answer });

    await user.click(await screen.findByRole('button', { name: /Karte oder Handy/ }));

    expect(await findToast('Fehler')).toHaveTextContent(message);
    expect(screen.queryByTestId('sumup-simulator')).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  describe('with SumUp live', () => {
    const live: SumUpConfigDto = {
      mode: 'live',
      widgetScriptUrl: 'https://gateway.sumup.com/gateway/ecom/card/v2/sdk.js',
      simulatorUrl: null,
    };

    it('loads the widget script, mounts the widget after 1 second and handles its success', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const mount = vi.fn();
      const { user } = setup({}, { config: live });
      await user.click(await screen.findByRole('button', { name: /Karte oder Handy/ }));

      const script = await waitFor(() => {
        const element = document.getElementById('sumup-card-sdk') as HTMLScriptElement | null;
        expect(element).not.toBeNull();
        return element!;
      });
      expect(script.src).toBe(live.widgetScriptUrl);
      window.SumUpCard = { mount };
      act(() => {
        script.dispatchEvent(new Event('load'));
      });
      await act(() => vi.advanceTimersByTimeAsync(900));
      expect(mount).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(200));

      expect(mount).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 'sumup-card',
          checkoutId: 'co-1',
          locale: 'de-AT',
          currency: 'EUR',
          amount: '10.00',
        }),
      );
      expect(screen.queryByRole('link', { name: /Zur Zahlung/ })).not.toBeInTheDocument();

      const { onResponse } = mount.mock.calls[0]![0] as { onResponse: (type: string) => void };
      act(() => onResponse('success'));
      expect(
        await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' }),
      ).toBeInTheDocument();
    });

    it('offers the hosted checkout when the script does not load', async () => {
      const { user } = setup({}, { config: live });
      await user.click(await screen.findByRole('button', { name: /Karte oder Handy/ }));

      const script = await waitFor(() => document.getElementById('sumup-card-sdk')!);
      act(() => {
        script.dispatchEvent(new Event('error'));
      });

      expect(
        await screen.findByRole('link', { name: /^Zur Zahlung \(10,00\s€\)$/ }),
      ).toHaveAttribute('href', CHECKOUT.checkout_url);
      expect(
        screen.getByText('Das Zahlungsformular konnte nicht geladen werden.'),
      ).toBeInTheDocument();
    });
  });

  it('records a cash payment and shows what happens next', async () => {
    const message =
      'Sie zahlen die Anzahlung bar beim Veranstalter. Ihr Wunsch-Standplatz wird nicht reserviert; der Veranstalter weist Ihnen einen Platz zu.';
    const { api, user } = setup({
      [PROCESS]: () =>
        Response.json({ method: 'cash', checkoutId: null, checkoutUrl: null, message }),
    });

    await user.click(await screen.findByRole('button', { name: /Bar vor Ort/ }));
    expect(screen.getByText(/wird dann nicht für Sie reserviert/)).toBeInTheDocument();
    expect(api.bodies(PROCESS)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Barzahlung bestätigen' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.bodies(PROCESS)).toEqual([{ vendorId: VENDOR_ID, amount: 10, method: 'cash' }]);
    expect(screen.getByRole('link', { name: 'Zum Status' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );
    expect(api.bodies(CREATE)).toEqual([]);
  });

  it('answers a failed cash payment with "Zahlung fehlgeschlagen"', async () => {
    const { user } = setup({ [PROCESS]: () => apiError(500, 'kaputt') });

    await user.click(await screen.findByRole('button', { name: /Bar vor Ort/ }));
    await user.click(screen.getByRole('button', { name: 'Barzahlung bestätigen' }));

    expect(await findToast('Zahlung fehlgeschlagen')).toHaveTextContent(
      'Es gab ein Problem bei der Zahlungsverarbeitung.',
    );
  });

  it('logs in with the access code of the link before paying, so no session cookie is needed', async () => {
    // Like the server: the checkout needs the vendor session that POST /api/vendors/status sets.
    let session = false;
    const { api, user } = setup({
      'POST /api/vendors/status': () => {
        session = true;
        return Response.json(vendorStatus({ vendor: { status: 'pending_payment' } }));
      },
      [CREATE]: () =>
        session
          ? Response.json(CHECKOUT, { status: 201 })
          : apiError(401, 'Bitte melden Sie sich mit Ihrem Zugangscode an.'),
    });

    await openCardScreen(user);

    expect(api.bodies('POST /api/vendors/status')).toEqual([{ accessCode: ACCESS_CODE }]);
    expect(api.bodies(CREATE)).toEqual([{ vendorId: VENDOR_ID, amount: 10 }]);
    expect(screen.queryByText(/Bitte melden Sie sich/)).not.toBeInTheDocument();
  });

  it('says so when the access code of the link is unknown and offers no payment', async () => {
    const { api } = setup({
      'POST /api/vendors/status': () => apiError(404, 'Zugangscode nicht gefunden'),
    });

    const title = await screen.findByText('Zugangscode nicht gefunden', {
      selector: '.MuiAlertTitle-root',
    });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent(/auf der Statusseite/);
    expect(screen.queryByRole('button', { name: /Karte oder Handy/ })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Status prüfen' })).toHaveAttribute(
      'href',
      '/vendor-status',
    );
    expect(api.bodies(CREATE)).toEqual([]);
  });

  it('always shows and sends the real deposit of 10,00 €, whatever amount the link names', async () => {
    const { api, user } = setup(
      {},
      { route: `/payment?vendorId=${VENDOR_ID}&amount=999&accessCode=${ACCESS_CODE}` },
    );

    expect(await screen.findByText(/Mit der Anzahlung von 10,00\s€/)).toBeInTheDocument();
    await openCardScreen(user);

    expect(screen.getByTestId('deposit-amount')).toHaveTextContent(/^Anzahlung 10,00\s€$/);
    expect(document.body).not.toHaveTextContent(/999/);
    expect(api.bodies(CREATE)).toEqual([{ vendorId: VENDOR_ID, amount: 10 }]);
  });

  it('names the stall, its area and fee, the hold and the amount the deposit is for', async () => {
    const { user } = setup({
      'POST /api/vendors/status': () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'pending_payment' },
            booth: booth({ isHeld: true, holdExpiresAt: '2026-11-20T13:35:00.000Z' }),
          }),
        ),
    });

    const subject = await screen.findByTestId('deposit-subject');
    expect(subject).toHaveTextContent('Ihr Standplatz');
    expect(subject).toHaveTextContent('AK-03');
    expect(subject).toHaveTextContent(/Arkadenhof \(AK\) · Standgebühr 150,00\s€/);
    expect(subject).toHaveTextContent('Für Sie reserviert bis 14:35 Uhr');
    expect(subject).toHaveTextContent(
      /Anzahlung: 10,00\s€ \(wird auf die Standgebühr angerechnet\)/,
    );

    await openCardScreen(user);
    expect(screen.getByTestId('deposit-subject')).toHaveTextContent('AK-03');
  });

  it('shows a paid deposit as done, with the way to the dashboard and status, not as an error', async () => {
    const { api } = setup({
      'POST /api/vendors/status': () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'approved', downPaymentPaid: true, paymentAmount: 1000 },
            booth: booth(),
          }),
        ),
    });

    const paid = await screen.findByTestId('deposit-already-paid');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Anzahlung$/);
    expect(paid).toHaveTextContent('Ihre Anzahlung ist bereits bezahlt');
    expect(paid).toHaveTextContent('Standplatz AK-03 (Arkadenhof) ist fix für Sie reserviert.');
    expect(paid.className).toMatch(/Success/);
    expect(within(paid).getByRole('link', { name: 'Zum Händler-Bereich' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(paid).getByRole('link', { name: 'Zum Status' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );
    expect(screen.queryByRole('button', { name: /Karte oder Handy/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fehler/)).not.toBeInTheDocument();
    expect(api.bodies(CREATE)).toEqual([]);
  });

  it('answers a checkout refused as already paid with the same notice, not an error', async () => {
    const { user } = setup({ [CREATE]: () => apiError(409, 'Die Anzahlung ist bereits bezahlt.') });

    await user.click(await screen.findByRole('button', { name: /Karte oder Handy/ }));

    expect(await screen.findByTestId('deposit-already-paid')).toHaveTextContent(
      'Ihre Anzahlung ist bereits bezahlt',
    );
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Fehler', { selector: '.MuiAlertTitle-root' }),
    ).not.toBeInTheDocument();
  });

  it('explains a missing vendor id', async () => {
    setup({}, { route: '/payment' });

    expect(await screen.findByText(/Keine Händler-ID angegeben/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  });
});
