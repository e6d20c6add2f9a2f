import { screen, waitFor, within } from '@testing-library/react';
import { VENDOR_MESSAGES, type SumUpConfigDto } from '@standl/contracts';
import { apiError, stubApi } from '../../test/api-stub';
import { marketSettings } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { ACCESS_CODE, VENDOR_ID, booth, vendorStatus } from '../registration/testing';

const SIMULATOR = 'http://localhost:3000/sumup-simulator';
const CHECKOUT = { checkout_id: 'co-1', checkout_url: `${SIMULATOR}/pay/co-1` };
const CREATE = 'POST /api/sumup/create-checkout';
const WIDGET = `POST ${SIMULATOR}/widget/co-1`;
const PROCESS = 'POST /api/payments/process';
const ROUTE = `/payment?vendorId=${VENDOR_ID}&amount=10&accessCode=${ACCESS_CODE}`;

const simulatorConfig: SumUpConfigDto = {
  mode: 'simulator',
  widgetScriptUrl: null,
  simulatorUrl: SIMULATOR,
};

type Handlers = Parameters<typeof stubApi>[0];

function setup(handlers: Handlers = {}, route = ROUTE) {
  const api = stubApi({
    'GET /api/market-settings': () => Response.json(marketSettings()),
    'GET /api/sumup/config': () => Response.json(simulatorConfig),
    [CREATE]: () => Response.json(CHECKOUT, { status: 201 }),
    'POST /api/vendors/status': () =>
      Response.json(
        vendorStatus({
          vendor: { status: 'pending_payment' },
          booth: booth({ isHeld: true, holdExpiresAt: '2026-11-20T13:35:00.000Z' }),
        }),
      ),
    ...handlers,
  });
  return { api, ...renderApp({ route, locale: 'en' }) };
}

async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '.MuiAlertTitle-root' });
  return heading.closest('[role="alert"]');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the deposit payment in English (issue 33)', () => {
  beforeAll(() => import('./routes/PaymentPage'));

  it('names the stall and the deposit in euros as British English writes them, and offers card or cash', async () => {
    setup();

    expect(await screen.findByRole('heading', { name: 'Pay the deposit' })).toBeInTheDocument();
    const subject = await screen.findByTestId('deposit-subject');
    expect(subject).toHaveTextContent('Your stall');
    expect(subject).toHaveTextContent('Arkadenhof (AK) · Stall fee €150.00');
    expect(subject).toHaveTextContent('Reserved for you until 14:35');
    expect(subject).not.toHaveTextContent('Uhr');
    expect(subject).toHaveTextContent('Deposit: €10.00 (credited against the stall fee)');
    expect(screen.getByText(/Paying the deposit of €10\.00 secures the stall/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment method' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Card or phone/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cash on site/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('pays with the simulator card form and shows the success in English', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup({ [WIDGET]: () => Response.json({ id: 'co-1', status: 'PAID' }) });

    await user.click(await screen.findByRole('button', { name: /Card or phone/ }));
    const simulator = await screen.findByTestId('sumup-simulator');
    expect(screen.getByRole('heading', { name: 'Stall fee 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('deposit-amount')).toHaveTextContent(/^Deposit €10\.00$/);
    expect(
      within(simulator).getByRole('heading', {
        name: 'SumUp simulator – no real money is moved',
      }),
    ).toBeInTheDocument();
    expect(simulator).toHaveTextContent('Test payment of €10.00.');
    expect(screen.getByRole('link', { name: 'Go to payment (€10.00)' })).toHaveAttribute(
      'href',
      CHECKOUT.checkout_url,
    );
    expect(screen.getByRole('link', { name: 'Go to status' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

    await user.click(within(simulator).getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('heading', { name: 'Payment successful!' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-success')).toHaveTextContent(
      'Your deposit of €10.00 has been confirmed.',
    );
    expect(await findToast('Payment successful!')).toHaveTextContent(
      'Your registration is being processed...',
    );
  });

  it('reports a declined card payment in English', async () => {
    const { user } = setup({ [WIDGET]: () => Response.json({ id: 'co-1', status: 'FAILED' }) });

    await user.click(await screen.findByRole('button', { name: /Card or phone/ }));
    const simulator = await screen.findByTestId('sumup-simulator');
    await user.click(within(simulator).getByRole('button', { name: 'Decline' }));

    expect(await findToast('Payment failed')).toHaveTextContent(
      'The payment was cancelled or declined',
    );
    expect(
      screen.getByText('The payment was cancelled or declined. Nothing has been charged.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('explains the cash payment in English', async () => {
    const { user } = setup({ [PROCESS]: () => apiError(500, 'kaputt') });

    await user.click(await screen.findByRole('button', { name: /Cash on site/ }));
    expect(screen.getByRole('heading', { name: 'Cash payment on site' })).toBeInTheDocument();
    expect(
      screen.getByText(/You pay the deposit of €10\.00 in cash to the organiser/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm cash payment' }));

    expect(await findToast('Payment failed')).toHaveTextContent(
      'There was a problem processing the payment.',
    );
    await user.click(screen.getByRole('button', { name: 'Choose another payment method' }));
    expect(await screen.findByRole('button', { name: /Card or phone/ })).toBeInTheDocument();
  });

  it('confirms the cash payment in English, not in the server’s German', async () => {
    const { user } = setup({
      [PROCESS]: () =>
        Response.json({
          method: 'cash',
          checkoutId: null,
          checkoutUrl: null,
          message: VENDOR_MESSAGES.cashDepositChosen,
        }),
    });

    await user.click(await screen.findByRole('button', { name: /Cash on site/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm cash payment' }));

    const chosen = await screen.findByText('Cash payment chosen');
    expect(chosen.closest('[role="status"]')).toHaveTextContent(
      'You will pay the deposit in cash to the organiser. Your preferred stall is not held; the organiser will assign you a stall.',
    );
    expect(screen.queryByText(VENDOR_MESSAGES.cashDepositChosen)).not.toBeInTheDocument();
  });

  it('words a refused card checkout and an unknown access code by their codes in English', async () => {
    const { user, unmount } = setup({
      [CREATE]: () =>
        Response.json(
          {
            statusCode: 400,
            code: 'VENDOR_DEPOSIT_NEEDS_BOOTH',
            message: VENDOR_MESSAGES.depositNeedsBooth,
          },
          { status: 400 },
        ),
    });
    await user.click(await screen.findByRole('button', { name: /Card or phone/ }));
    expect(await findToast('Error')).toHaveTextContent('Please choose a stall first.');
    unmount();
    vi.unstubAllGlobals();

    setup({
      'POST /api/vendors/status': () =>
        Response.json(
          {
            statusCode: 404,
            code: 'VENDOR_ACCESS_CODE_NOT_FOUND',
            message: VENDOR_MESSAGES.accessCodeNotFound,
          },
          { status: 404 },
        ),
    });
    expect(
      await screen.findByText('Access code not found', { selector: '.MuiAlertTitle-root' }),
    ).toBeInTheDocument();
  });

  it('shows a paid deposit as done in English', async () => {
    setup({
      'POST /api/vendors/status': () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'approved', downPaymentPaid: true, paymentAmount: 1000 },
            booth: booth(),
          }),
        ),
    });

    const paid = await screen.findByTestId('deposit-already-paid');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Deposit$/);
    expect(paid).toHaveTextContent('Your deposit has already been paid');
    expect(paid).toHaveTextContent('Stall AK-03 (Arkadenhof) is secured for you.');
    expect(within(paid).getByRole('link', { name: 'Go to the vendor area' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('explains a missing vendor id in English', async () => {
    setup({}, '/payment');

    const text = await screen.findByText(/No vendor ID given/);
    const alert = text.closest<HTMLElement>('[role="alert"]')!;
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(alert).getByRole('link', { name: 'Check status' })).toHaveAttribute(
      'href',
      '/vendor-status',
    );
  });

  it('says in English that the SumUp page has no checkout id', async () => {
    stubApi({ 'GET /api/market-settings': () => Response.json(marketSettings()) });
    renderApp({ route: '/sumup-payment', locale: 'en' });

    expect(await findToast('Error')).toHaveTextContent('No checkout ID found');
  });

  it('shows the SumUp payment page in English', async () => {
    stubApi({
      'GET /api/market-settings': () => Response.json(marketSettings()),
      'GET /api/sumup/config': () => Response.json(simulatorConfig),
      'GET /api/sumup/check-payment/co-7': () =>
        Response.json({ status: 'pending', vendorStatus: 'pending_payment' }),
    });
    renderApp({ route: `/sumup-payment?checkoutId=co-7&accessCode=${ACCESS_CODE}`, locale: 'en' });

    expect(await screen.findByRole('heading', { name: 'Pay the deposit' })).toBeInTheDocument();
    expect(await screen.findByTestId('sumup-simulator')).toHaveTextContent(
      'Test payment of €10.00.',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
        'href',
        `/vendor-status?accessCode=${ACCESS_CODE}`,
      ),
    );
  });
});
