import { act, screen, waitFor, within } from '@testing-library/react';
import { marketSettings } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { stubApi } from '../../../test/api-stub';
import { ACCESS_CODE, vendorStatus } from '../../registration/testing';
import { CHECKOUT_ID_KEY } from '../pending-checkout';

const SIMULATOR = 'http://localhost:3000/sumup-simulator';

function setup(route: string) {
  let checks = 0;
  const api = stubApi({
    'GET /api/market-settings': () => Response.json(marketSettings()),
    'GET /api/sumup/config': () =>
      Response.json({ mode: 'simulator', widgetScriptUrl: null, simulatorUrl: SIMULATOR }),
    [`POST ${SIMULATOR}/widget/co-7`]: () => Response.json({ id: 'co-7', status: 'PAID' }),
    'GET /api/sumup/check-payment/co-7': () =>
      Response.json(
        checks++ === 0
          ? { status: 'pending', vendorStatus: 'pending_payment' }
          : { status: 'paid', vendorStatus: 'approved' },
      ),
    'POST /api/vendors/status': () => Response.json(vendorStatus()),
  });
  return { api, ...renderApp({ route }) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SumUpPaymentPage', () => {
  it('without checkoutId says so and returns home', async () => {
    const { router } = setup('/sumup-payment');

    const title = await screen.findByText('Fehler', { selector: '.MuiAlertTitle-root' });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Keine Checkout-ID gefunden');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('with a checkout id the server does not know behaves like a missing one', async () => {
    const { api, router } = setup(
      `/sumup-payment?checkoutId=gibt-es-nicht&accessCode=${ACCESS_CODE}`,
    );

    const title = await screen.findByText('Fehler', { selector: '.MuiAlertTitle-root' });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Keine Checkout-ID gefunden');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.bodies('GET /api/sumup/check-payment/gibt-es-nicht')).toHaveLength(1);
    expect(screen.queryByTestId('sumup-simulator')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Anzahlung bezahlen' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('shows the card form for the checkout and goes to the status page once paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, user, router } = setup(`/sumup-payment?checkoutId=co-7&accessCode=${ACCESS_CODE}`);

    expect(await screen.findByRole('heading', { name: 'Standgebühr 2026' })).toBeInTheDocument();
    const simulator = await screen.findByTestId('sumup-simulator');
    expect(document.getElementById('sumup-card')).toContainElement(simulator);
    expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBe('co-7');
    // 'Zurück' leads to the vendor's status page (where the deposit can be paid), not home.
    expect(screen.getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );

    await user.click(within(simulator).getByRole('button', { name: 'Bezahlen' }));
    expect(
      await screen.findByRole('heading', { name: 'Zahlung erfolgreich!' }),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));

    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/vendor-status?accessCode=${ACCESS_CODE}`,
      ),
    );
    // Once when the page opens (does the checkout exist?), once after the widget's success.
    expect(api.bodies('GET /api/sumup/check-payment/co-7')).toHaveLength(2);
  });
});
