import { act, screen, waitFor, within } from '@testing-library/react';
import { apiError, stubApi } from '../../test/api-stub';
import { marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { CHECKOUT_ID_KEY } from '../payments';
import { ACCESS_CODE, account, booth, vendorStatus } from '../registration/testing';
import { DetailsCard } from './components/DetailsCard';

const STATUS = 'POST /api/vendors/status';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function row(label: string) {
  const card = screen.getByRole('region', { name: 'Details' });
  return within(card).getByText(label, { selector: 'span' }).parentElement!;
}

describe('the status page in English (issue 33)', () => {
  it('greets the vendor and offers the dashboard, the copy button and signing out', async () => {
    stubApi({ [STATUS]: () => Response.json(vendorStatus()) });
    const { user } = renderApp({
      route: `/vendor-status?accessCode=${ACCESS_CODE}`,
      locale: 'en',
    });

    expect(
      await screen.findByRole('heading', { name: 'Your registration status' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome, Kerzenzieherei Huber')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Registration status' })).toHaveTextContent(
      /Access code .+ – please keep it safe\./,
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );

    await user.click(screen.getByRole('button', { name: 'Copy access code' }));
    expect(await screen.findByText('Access code copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Check status' })).toBeInTheDocument();
  });

  it('says in English, under the field and in the toast, that a code is unknown', async () => {
    stubApi({ [STATUS]: () => apiError(404, 'Zugangscode nicht gefunden') });
    const { user } = renderApp({ route: '/vendor-status', locale: 'en' });
    const input = await screen.findByRole('textbox', { name: 'Access code' }, { timeout: 5000 });

    await user.type(input, 'ZZZZZ99999{Enter}');

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(
      'Access code not found. Please check your access code and try again.',
    );
    const toast = await screen.findByText('Access code not found', {
      selector: '.MuiAlertTitle-root',
    });
    expect(toast.closest('[role="alert"]')).toHaveTextContent(
      'Please check your access code and try again.',
    );
  });

  it('confirms a deposit paid on return from SumUp in English', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem(CHECKOUT_ID_KEY, 'co-1');
    stubApi({
      [STATUS]: () => Response.json(vendorStatus()),
      'GET /api/sumup/check-payment/co-1': () =>
        Response.json({ status: 'paid', vendorStatus: 'approved' }),
    });
    renderApp({ route: `/vendor-status?accessCode=${ACCESS_CODE}`, locale: 'en' });
    await screen.findByRole('heading', { name: 'Your registration status' });

    await act(() => vi.advanceTimersByTimeAsync(2100));

    const title = await screen.findByText('Payment successful', {
      selector: '.MuiAlertTitle-root',
    });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Your deposit has been confirmed.');
  });
});

describe('DetailsCard in English', () => {
  it('shows the amounts in euros and the market periods as British English writes them', () => {
    renderWithProviders(
      <DetailsCard
        status={vendorStatus({
          booth: booth(),
          vendor: { totalAmount: 15000, paymentAmount: 51000, status: 'paid' },
          account: account({ totalAmount: 15000, paidAmount: 51000, refundDueAmount: 36000 }),
        })}
      />,
      { locale: 'en' },
    );

    expect(row('Stall')).toHaveTextContent('AK-03');
    expect(row('Area')).toHaveTextContent('Arkadenhof (AK)');
    expect(row('Total amount')).toHaveTextContent('€150.00');
    expect(row('Paid')).toHaveTextContent('€510.00');
    expect(row('Refund pending')).toHaveTextContent('€360.00');
    expect(row('Market')).toHaveTextContent('4 - 7 Dec 2026');
    expect(row('Set-up')).toHaveTextContent('30 Nov - 3 Dec 2026');
    expect(row('Teardown')).toHaveTextContent('8 - 10 Dec 2026');
    expect(screen.getByRole('heading', { name: 'Market dates' })).toBeInTheDocument();
  });

  it('says the dates are to follow, or no stall yet, in English', () => {
    renderWithProviders(
      <DetailsCard
        status={vendorStatus({
          marketSettings: marketSettings({ setupStartDate: null, setupEndDate: null }),
        })}
      />,
      { locale: 'en' },
    );

    expect(row('Set-up')).toHaveTextContent('Dates to follow');
    expect(screen.getByText('No stall assigned yet')).toBeInTheDocument();
  });
});
