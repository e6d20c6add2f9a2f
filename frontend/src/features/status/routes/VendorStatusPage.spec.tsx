import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { apiError, stubApi } from '../../../test/api-stub';
import { ACCESS_CODE, vendorStatus } from '../../registration/testing';
import { CHECKOUT_ID_KEY } from '../../payments';
import { VENDOR_SESSION_KEY } from '../../registration';

const STATUS = 'POST /api/vendors/status';
const ANALYTICS = 'POST /api/analytics/events';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function statusLookups(api: ReturnType<typeof stubApi>) {
  return api
    .bodies(ANALYTICS)
    .filter((event) => (event as { eventType: string }).eventType === 'status_lookup');
}

describe('VendorStatusPage', () => {
  it('looks up a typed code and shows status, details and the dashboard link', async () => {
    const api = stubApi({ [STATUS]: () => Response.json(vendorStatus()) });
    const { user } = renderApp({ route: '/vendor-status' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));

    expect(await screen.findByRole('heading', { name: 'Ihr Anmeldestatus' })).toBeInTheDocument();
    expect(api.bodies(STATUS)).toEqual([{ accessCode: ACCESS_CODE }]);
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Wartend');
    expect(screen.getByText('Warten auf Bestätigung')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(sessionStorage.getItem(VENDOR_SESSION_KEY)).toBe(ACCESS_CODE);
    expect(statusLookups(api)).toEqual([
      expect.objectContaining({ eventName: 'without_code', data: { hasAccessCode: false } }),
    ]);
  });

  it('copies the access code from the status card', async () => {
    stubApi({ [STATUS]: () => Response.json(vendorStatus()) });
    const { user } = renderApp({ route: '/vendor-status' });
    await user.type(await screen.findByLabelText('Zugangscode'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));

    await user.click(await screen.findByRole('button', { name: 'Zugangscode kopieren' }));

    expect(await navigator.clipboard.readText()).toBe(ACCESS_CODE);
    expect(await screen.findByText('Zugangscode kopiert')).toBeInTheDocument();
  });

  it('answers an unknown code with the destructive toast and keeps the form', async () => {
    stubApi({ [STATUS]: () => apiError(404, 'Zugangscode nicht gefunden') });
    const { user } = renderApp({ route: '/status' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'ZZZZZ99999');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));

    expect(await screen.findByText('Zugangscode nicht gefunden')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Zugangscode')).toHaveValue('ZZZZZ99999');
    expect(sessionStorage.getItem(VENDOR_SESSION_KEY)).toBeNull();
  });

  it('says under the field that the code is unknown, not only in the toast', async () => {
    stubApi({ [STATUS]: () => apiError(404, 'Zugangscode nicht gefunden') });
    const { user } = renderApp({ route: '/status' });
    const input = await screen.findByLabelText('Zugangscode');

    await user.type(input, 'ZZZZZ99999{Enter}');

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      'Zugangscode nicht gefunden. Bitte überprüfen Sie Ihren Zugangscode und versuchen Sie es erneut.',
    );
    expect(input).toHaveFocus();
  });

  it('takes the error toast away once the right code is entered', async () => {
    let known = false;
    stubApi({
      [STATUS]: () =>
        known ? Response.json(vendorStatus()) : apiError(404, 'Zugangscode nicht gefunden'),
    });
    const { user } = renderApp({ route: '/status' });
    await user.type(await screen.findByLabelText('Zugangscode'), 'ZZZZZ99999');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));
    expect(await screen.findByText('Zugangscode nicht gefunden')).toBeInTheDocument();

    known = true;
    await user.clear(screen.getByLabelText('Zugangscode'));
    await user.type(screen.getByLabelText('Zugangscode'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));

    expect(await screen.findByRole('heading', { name: 'Ihr Anmeldestatus' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Zugangscode nicht gefunden')).not.toBeInTheDocument(),
    );
  });

  it('shows above the form until when the address must wait after too many wrong codes', async () => {
    const locked =
      'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab 14:35 Uhr erneut.';
    stubApi({ [STATUS]: () => apiError(429, locked) });
    const { user } = renderApp({ route: '/vendor-status' });

    await user.type(await screen.findByLabelText('Zugangscode'), 'ZZZZZ99999');
    await user.click(screen.getByRole('button', { name: 'Status prüfen' }));

    expect(await screen.findByTestId('access-code-notice')).toHaveTextContent(locked);
    expect(await screen.findByText('Zu viele Versuche')).toBeInTheDocument();
    expect(screen.queryByText('Zugangscode nicht gefunden')).not.toBeInTheDocument();
    // Not the code's fault: the field stays valid.
    expect(screen.getByLabelText('Zugangscode')).toHaveAttribute('aria-invalid', 'false');
  });

  it('logs in from ?accessCode= and checks again after 2 seconds', async () => {
    let calls = 0;
    const api = stubApi({
      [STATUS]: () => {
        calls += 1;
        return Response.json(
          vendorStatus({ vendor: { status: calls === 1 ? 'pending_payment' : 'approved' } }),
        );
      },
    });
    renderApp({ route: '/vendor-status?accessCode=abcde-12345' });

    expect(
      await screen.findByText('Anzahlung ausstehend', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
    expect(api.bodies(STATUS)).toEqual([{ accessCode: ACCESS_CODE }]);
    expect(screen.queryByLabelText('Zugangscode')).not.toBeInTheDocument();

    await waitFor(
      () => expect(screen.getByTestId('status-chip')).toHaveTextContent('Anzahlung geleistet'),
      {
        timeout: 3500,
      },
    );
    expect(api.bodies(STATUS)).toHaveLength(2);
    expect(statusLookups(api)).toEqual([
      expect.objectContaining({ eventName: 'with_code', data: { hasAccessCode: true } }),
    ]);
  });

  it('logs out back to the form', async () => {
    sessionStorage.setItem(VENDOR_SESSION_KEY, ACCESS_CODE);
    const api = stubApi({
      [STATUS]: () => Response.json(vendorStatus()),
      'POST /api/vendors/logout': () => new Response(null, { status: 204 }),
    });
    const { user } = renderApp({ route: '/vendor-status' });

    await user.click(await screen.findByRole('button', { name: 'Abmelden' }));

    expect(screen.getByLabelText('Zugangscode')).toBeInTheDocument();
    expect(sessionStorage.getItem(VENDOR_SESSION_KEY)).toBeNull();
    await waitFor(() => expect(api.bodies('POST /api/vendors/logout')).toHaveLength(1));
  });

  describe('payment check on return from SumUp', () => {
    const CHECK = 'GET /api/sumup/check-payment/co-1';

    function returnFromPayment(check: () => Response) {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      sessionStorage.setItem(CHECKOUT_ID_KEY, 'co-1');
      let calls = 0;
      const api = stubApi({
        [STATUS]: () => {
          calls += 1;
          return Response.json(
            vendorStatus({
              vendor:
                calls === 1
                  ? { status: 'pending_payment' }
                  : { status: 'approved', paymentAmount: 1000, downPaymentPaid: true },
            }),
          );
        },
        [CHECK]: check,
      });
      renderApp({ route: `/vendor-status?accessCode=${ACCESS_CODE}` });
      return api;
    }

    function toast(title: string) {
      return screen.findByText(title, { selector: '.MuiAlertTitle-root' });
    }

    it('checks the stored checkout after 2 seconds, confirms it and reloads after 1 second', async () => {
      const api = returnFromPayment(() =>
        Response.json({ status: 'paid', vendorStatus: 'approved' }),
      );
      expect(await screen.findByTestId('status-chip')).toHaveTextContent('Anzahlung ausstehend');

      await act(() => vi.advanceTimersByTimeAsync(1900));
      expect(api.bodies(CHECK)).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(api.bodies(CHECK)).toHaveLength(1);

      expect((await toast('Zahlung erfolgreich')).closest('[role="alert"]')).toHaveTextContent(
        'Ihre Anzahlung wurde bestätigt.',
      );
      expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
      expect(api.bodies(STATUS)).toHaveLength(1);

      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() =>
        expect(screen.getByTestId('status-chip')).toHaveTextContent('Anzahlung geleistet'),
      );
      expect(api.bodies(STATUS)).toHaveLength(2);
    });

    it('keeps a pending checkout for later and shows no toast', async () => {
      const api = returnFromPayment(() =>
        Response.json({ status: 'pending', vendorStatus: 'pending_payment' }),
      );
      await screen.findByTestId('status-chip');

      await act(() => vi.advanceTimersByTimeAsync(2100));

      await waitFor(() => expect(api.bodies(STATUS)).toHaveLength(2));
      expect(api.bodies(CHECK)).toHaveLength(1);
      expect(screen.queryByText('Zahlung erfolgreich')).not.toBeInTheDocument();
      expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBe('co-1');
    });

    it.each(['failed', 'expired'])('reports a %s payment as failed', async (status) => {
      returnFromPayment(() => Response.json({ status, vendorStatus: 'pending_payment' }));
      await screen.findByTestId('status-chip');

      await act(() => vi.advanceTimersByTimeAsync(2100));

      expect((await toast('Zahlung fehlgeschlagen')).closest('[role="alert"]')).toHaveTextContent(
        'Die Zahlung wurde abgebrochen oder abgelehnt',
      );
      expect(sessionStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
    });

    it('does not check anything without a stored checkout', async () => {
      const api = stubApi({ [STATUS]: () => Response.json(vendorStatus()) });
      vi.useFakeTimers({ shouldAdvanceTime: true });
      renderApp({ route: `/vendor-status?accessCode=${ACCESS_CODE}` });
      await screen.findByTestId('status-chip');

      await act(() => vi.advanceTimersByTimeAsync(2100));

      await waitFor(() => expect(api.bodies(STATUS)).toHaveLength(2));
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('check-payment'))).toBe(
        false,
      );
    });
  });
});
