import { screen, waitFor, within } from '@testing-library/react';
import {
  LIFT_MESSAGES,
  VENDOR_PROFILE_MESSAGES,
  type LiftSettingsDto,
  type LiftSlotDto,
  type VendorStatusDto,
} from '@standl/contracts';
import { apiError, stubApi } from '../../test/api-stub';
import { marketSettings } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { renderApp } from '../../test/render-app';
import { VENDOR_SESSION_KEY } from '../registration';
import {
  ACCESS_CODE,
  account,
  booth,
  liftAppointment,
  vendorStatus,
  VENDOR_ID,
} from '../registration/testing';
import { BoothTab } from './components/BoothTab';
import { InvoiceTab } from './components/InvoiceTab';
import { LiftTab } from './components/LiftTab';
import { OverviewTab } from './components/OverviewTab';
import { OwnDataTab } from './components/OwnDataTab';
import { PaymentTab } from './components/PaymentTab';
import { ConfirmEmailPage } from './routes/ConfirmEmailPage';

/** The vendor dashboard on an English page (issue 33): texts, money and dates in English. */

const STATUS = 'POST /api/vendors/status';
const LIFT = `GET /api/vendor/lift-appointments/${VENDOR_ID}`;
const SETTINGS = 'GET /api/lift-settings';
const SLOTS_DEC_2 = 'GET /api/public/lift-slots/2026-12-02/setup';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function english(ui: React.ReactElement, route?: string) {
  return renderWithProviders(ui, { locale: 'en', route });
}

/** The value beside a row's label, spaces plain. */
function valueOf(label: string): string | undefined {
  return screen
    .getByText(label, { exact: true })
    .nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
}

const LINES = [
  {
    id: '1',
    kind: 'deposit_card',
    amount: 1000,
    method: 'sumup',
    createdAt: '2026-10-02T08:15:00.000Z',
    valueDate: null,
  },
  {
    id: '2',
    kind: 'transfer_payment',
    amount: 12_000,
    method: 'bank_transfer',
    createdAt: '2026-11-26T08:00:00.000Z',
    valueDate: '2026-11-24',
  },
  {
    id: '3',
    kind: 'refund_due',
    amount: -1000,
    method: null,
    createdAt: '2026-12-06T11:00:00.000Z',
    valueDate: null,
  },
] as const;

describe('the dashboard page in English', () => {
  function loggedIn(status: VendorStatusDto, handlers: Parameters<typeof stubApi>[0] = {}) {
    sessionStorage.setItem(VENDOR_SESSION_KEY, ACCESS_CODE);
    stubApi({ [STATUS]: () => Response.json(status), ...handlers });
    return renderApp({ route: '/dashboard', locale: 'en' });
  }

  it('signs in in English and falls back to "Invalid access code"', async () => {
    stubApi({ [STATUS]: () => new Response('Bad Gateway', { status: 502 }) });
    const { user } = renderApp({ route: '/dashboard', locale: 'en' });

    expect(
      await screen.findByText(
        'Sign in with your access code to manage your stall, payments, lift slots and your invoice.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox'), 'ZZZZZ-99999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid access code')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("shows the API's refusal by its code in English", async () => {
    stubApi({
      [STATUS]: () =>
        Response.json(
          {
            statusCode: 429,
            code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
            params: { time: '14:05' },
            message:
              'Zu viele falsche Zugangscodes von dieser Adresse. Bitte versuchen Sie es ab 14:05 Uhr erneut.',
            error: 'Too Many Requests',
          },
          { status: 429 },
        ),
    });
    const { user } = renderApp({ route: '/dashboard', locale: 'en' });
    await user.type(await screen.findByRole('textbox'), 'ZZZZZ-99999');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText(
        'Too many wrong access codes from this address. Please try again from 14:05.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the tabs, the overview and the ledger in English with English money and dates', async () => {
    const { user } = loggedIn(
      vendorStatus({
        vendor: {
          status: 'confirmed',
          totalAmount: 15000,
          paymentAmount: 13000,
          createdAt: '2026-10-01T08:00:00.000Z',
        },
        account: account({
          totalAmount: 15000,
          paidAmount: 13000,
          openAmount: 2000,
          lines: [...LINES],
        }),
      }),
      { [LIFT]: () => Response.json([]) },
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor dashboard' }),
    ).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Stall',
      'Payment',
      'Lift slots',
      'Invoice',
      'My details',
    ]);
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Outstanding amount').nextElementSibling).toHaveTextContent('€20.00');
    expect(panel.getByText('Registered on').nextElementSibling).toHaveTextContent('1 Oct 2026');
    expect(panel.getByText('Stall').nextElementSibling).toHaveTextContent('Not assigned yet');
    expect(panel.getByRole('button', { name: 'Withdraw registration' })).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Payment' }));
    const lines = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'Refund scheduled06/12/2026, 12:00 · deducted when it is paid out(\u2212€10.00)',
      'Bank transferValue date 24/11/2026+€120.00',
      'Deposit (card)02/10/2026, 10:15+€10.00',
    ]);
  });

  it('signs out with an English toast', async () => {
    const { user } = loggedIn(vendorStatus(), { [LIFT]: () => Response.json([]) });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have been signed out of the dashboard.')).toBeVisible();
  });
});

describe('the dashboard tabs in English', () => {
  it('states the stall and how long it is held in English', () => {
    english(
      <BoothTab
        status={vendorStatus({
          booth: booth({ isHeld: true, holdExpiresAt: '2026-10-20T10:30:00Z' }),
        })}
      />,
    );
    expect(valueOf('Area')).toBe('Arkadenhof (AK)');
    expect(valueOf('Location')).toBe('Links neben dem Burgtor');
    expect(
      screen.getByText(
        'The stall is reserved for you until 20 Oct 2026, 12:30 and becomes yours once the deposit is paid.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for payment with the deadline, English amounts and the QR code', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-01T10:00:00Z'));
    const { user } = english(
      <PaymentTab
        status={vendorStatus({
          marketSettings: marketSettings(),
          vendor: { totalAmount: 15000, paymentAmount: 1000, status: 'confirmed' },
          bankDetails: {
            accountHolder: 'Burgverwaltung Hochosterwitz',
            iban: 'AT611904300234573201',
            bic: 'BKAUATWW',
            bankName: 'Kärntner Sparkasse',
            reference: 'W1VZF-81JSZ',
            epcQrPayload: 'BCD\n002\n1\nSCT\nBKAUATWW\nBurgverwaltung\nAT61\nEUR140.00\n\n\nW1VZF',
          },
        })}
      />,
    );

    expect(valueOf('Total amount')).toBe('€150.00');
    expect(valueOf('Outstanding amount')).toBe('€140.00');
    expect(screen.getByTestId('payment-due')).toHaveTextContent(
      'Please transfer the outstanding amount after your set-up, by 15 November 2026, or by the end of the market at the latest. Please use your access code as the payment reference.',
    );
    expect(
      await screen.findByRole('img', {
        name: 'QR code for the transfer of €140.00 with payment reference W1VZF-81JSZ',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy payment reference' }));
    expect(await screen.findByText('Payment reference copied')).toBeVisible();
  });

  it('books a lift slot with English days, times and notes', async () => {
    const settings: LiftSettingsDto = {
      slotMinutes: 30,
      setup: { startTime: '06:00', endTime: '07:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
      breakdown: { startTime: '06:00', endTime: '07:00', enabledDays: [0, 1, 2, 3, 4, 5, 6] },
      days: { setup: ['2026-12-01', '2026-12-02'], breakdown: [] },
    };
    const slots: LiftSlotDto[] = [
      { time: '06:00', timeSlot: '06:00-06:30', isBooked: false },
      { time: '06:30', timeSlot: '06:30-07:00', isBooked: true },
    ];
    stubApi({
      [LIFT]: () => Response.json([]),
      [SETTINGS]: () => Response.json(settings),
      [SLOTS_DEC_2]: () => Response.json(slots),
    });
    const { user } = english(
      <LiftTab
        status={vendorStatus({ vendor: { status: 'confirmed', boothId: 3 }, booth: booth() })}
      />,
    );

    expect(screen.getByTestId('lift-arrival-note')).toHaveTextContent(
      'Please arrive 10 minutes before your slot. The lift ticket is personal and not transferable.',
    );
    const setup = await screen.findByTestId('lift-booking-setup');
    expect(screen.getByRole('region', { name: 'Set-up' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Teardown' })).getByText(
        'The organiser has not set the lift times yet.',
      ),
    ).toBeInTheDocument();
    const days = within(setup).getByRole('group', { name: 'Day for the set-up slot' });
    expect(within(days).getByText('Tue 1 Dec')).toBeInTheDocument();
    await user.click(within(days).getByRole('button', { name: /^Wednesday,? 2 December 2026$/ }));

    expect(
      within(setup).getByText(/^Choose a time \(Wednesday,? 2 December 2026\)$/),
    ).toBeVisible();
    const grid = await within(setup).findByRole('group', { name: 'Time for the set-up slot' });
    expect(within(grid).getByRole('button', { name: '06:30-07:00, booked' })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: '06:00-06:30' })).toHaveTextContent(
      '06:00until 06:30',
    );
    await user.type(screen.getByLabelText('Note (optional)'), 'Kisten');
    expect(screen.getByText('6/500 characters')).toBeInTheDocument();
  });

  it('toasts a booked and a cancelled lift slot in English, not in the API’s German', async () => {
    let booked: ReturnType<typeof liftAppointment>[] = [];
    const settings: LiftSettingsDto = {
      slotMinutes: 30,
      setup: { startTime: '07:00', endTime: '07:30', enabledDays: [] },
      breakdown: { startTime: '07:00', endTime: '07:30', enabledDays: [] },
      days: { setup: ['2026-12-02'], breakdown: [] },
    };
    stubApi({
      [LIFT]: () => Response.json(booked),
      [SETTINGS]: () => Response.json(settings),
      [SLOTS_DEC_2]: () =>
        Response.json([{ time: '07:00', timeSlot: '07:00-07:30', isBooked: false }]),
      'POST /api/vendor/lift-appointments': () => {
        booked = [liftAppointment({ id: 7 })];
        return Response.json(
          { message: LIFT_MESSAGES.booked, appointment: booked[0] },
          { status: 201 },
        );
      },
      'DELETE /api/vendor/lift-appointments/7': () => {
        booked = [];
        return Response.json({ message: LIFT_MESSAGES.cancelled });
      },
    });
    const { user } = english(
      <LiftTab
        status={vendorStatus({ vendor: { status: 'confirmed', boothId: 3 }, booth: booth() })}
      />,
    );

    await user.click(await screen.findByRole('button', { name: '07:00-07:30' }));
    await user.click(screen.getByRole('button', { name: 'Book slot' }));
    expect(await screen.findByText('Slot booked')).toBeInTheDocument();
    expect(screen.queryByText(LIFT_MESSAGES.booked)).not.toBeInTheDocument();

    const card = await screen.findByTestId('lift-appointment-setup');
    await user.click(within(card).getByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the set-up slot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slot' }));
    expect(await screen.findByText('Slot cancelled')).toBeInTheDocument();
    expect(screen.queryByText(LIFT_MESSAGES.cancelled)).not.toBeInTheDocument();
  });

  it('names a failed booking and a day without slots in English', async () => {
    stubApi({
      [LIFT]: () => Response.json([]),
      [SETTINGS]: () =>
        Response.json({
          slotMinutes: 30,
          setup: { startTime: '07:00', endTime: '07:30', enabledDays: [] },
          breakdown: { startTime: '07:00', endTime: '07:30', enabledDays: [] },
          days: { setup: ['2026-12-01', '2026-12-02'], breakdown: [] },
        }),
      'GET /api/public/lift-slots/2026-12-01/setup': () => Response.json([]),
      [SLOTS_DEC_2]: () =>
        Response.json([{ time: '07:00', timeSlot: '07:00-07:30', isBooked: false }]),
      'POST /api/vendor/lift-appointments': () =>
        Response.json(
          {
            statusCode: 409,
            code: 'LIFT_SLOT_TAKEN',
            message: LIFT_MESSAGES.slotTaken,
          },
          { status: 409 },
        ),
    });
    const { user } = english(
      <LiftTab
        status={vendorStatus({ vendor: { status: 'confirmed', boothId: 3 }, booth: booth() })}
      />,
    );

    await user.click(await screen.findByRole('button', { name: /^Tuesday,? 1 December 2026$/ }));
    expect(await screen.findByText('No lift slots are offered on this day.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Wednesday,? 2 December 2026$/ }));
    await user.click(await screen.findByRole('button', { name: '07:00-07:30' }));
    await user.click(screen.getByRole('button', { name: 'Book slot' }));
    const title = await screen.findByText('Booking failed');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      'This slot is already taken. Please choose another one.',
    );
  });

  it('shows a booked lift slot with its English date, state and cancel dialog', async () => {
    stubApi({
      [LIFT]: () => Response.json([liftAppointment({ notes: 'Kisten' })]),
      [SETTINGS]: () =>
        Response.json({
          slotMinutes: 30,
          setup: { startTime: '06:00', endTime: '07:00', enabledDays: [] },
          breakdown: { startTime: '06:00', endTime: '07:00', enabledDays: [] },
          days: { setup: ['2026-12-02'], breakdown: [] },
        }),
    });
    const { user } = english(
      <LiftTab
        status={vendorStatus({ vendor: { status: 'confirmed', boothId: 3 }, booth: booth() })}
      />,
    );

    const card = await screen.findByTestId('lift-appointment-setup');
    expect(card).toHaveTextContent(/DateWednesday,? 2 December 2026Time/);
    expect(card).toHaveTextContent('Time07:00-07:30');
    expect(card).toHaveTextContent('StatusScheduled');
    expect(card).toHaveTextContent('NoteKisten');
    await user.click(within(card).getByRole('button', { name: 'Cancel slot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the set-up slot?' });
    expect(dialog).toHaveTextContent(
      /Wednesday,? 2 December 2026, 07:00-07:30\. The slot becomes free again and can be booked by other vendors\./,
    );
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('tells a vendor without a stall when lift booking opens, in English', () => {
    stubApi({ [LIFT]: () => Response.json([]) });
    english(<LiftTab status={vendorStatus({ vendor: { status: 'pending' } })} />);
    expect(screen.getByTestId('lift-closed')).toHaveTextContent(
      'You can book lift slots for set-up and teardown as soon as you have been assigned a stall and the organiser has confirmed your registration.',
    );
  });

  it('offers the issued invoice with its English date', () => {
    english(
      <InvoiceTab
        status={vendorStatus({
          vendor: { totalAmount: 15000, paymentAmount: 15000, status: 'paid' },
          invoice: {
            id: 'invoice-2026-0001',
            number: '2026-0001',
            issueDate: '2026-11-25',
            issuedAt: '2026-11-25T09:00:00.000Z',
            kind: 'invoice',
            state: 'issued',
            marketYear: 2026,
            vendorId: VENDOR_ID,
            recipientName: 'Kerzenzieherei Huber',
            boothNumber: 'AK-03',
            grossAmount: 15000,
            amountDue: 0,
            cancelledByNumber: null,
            cancelsNumber: null,
          },
        })}
      />,
    );
    expect(valueOf('Invoice number')).toBe('2026-0001');
    expect(valueOf('Invoice date')).toBe('25/11/2026');
    expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-invoice (XML)' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Billing address' })).toBeInTheDocument();
  });

  it('says in English that the invoice follows the payment in full', () => {
    english(
      <InvoiceTab status={vendorStatus({ vendor: { totalAmount: 15000, paymentAmount: 0 } })} />,
    );
    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      'Your invoice will be available to download here once the stall fee has been paid in full.',
    );
    expect(
      screen.getByText(
        'No billing address saved yet: without one, we issue a simplified small-amount invoice (up to €400.00) without your address.',
      ),
    ).toBeInTheDocument();
  });

  it('asks for the billing address in English, with its checks in English', async () => {
    const { user } = english(
      <InvoiceTab
        status={vendorStatus({
          vendor: { totalAmount: 50_000, paymentAmount: 50_000, status: 'paid' },
        })}
      />,
    );
    expect(screen.getByTestId('invoice-note')).toHaveTextContent(
      /^Please enter your billing address first\. Your stall fee has been paid in full/,
    );
    await user.click(screen.getByRole('button', { name: 'Save billing address' }));
    expect(screen.getByText('Please enter the street and house number')).toBeInTheDocument();
    expect(screen.getByText('An Austrian postcode has 4 digits')).toBeInTheDocument();
  });

  it('checks and saves my details and the new address in English', async () => {
    stubApi({
      [`GET /api/vendors/${VENDOR_ID}/email-change`]: () => Response.json({ pendingEmail: null }),
      [`PATCH /api/vendors/${VENDOR_ID}/profile`]: () =>
        Response.json(vendorStatus({ vendor: { phone: '+43 664 7654321' } }).vendor),
      [`POST /api/vendors/${VENDOR_ID}/email-change`]: () =>
        Response.json({ pendingEmail: 'neu@example.at', expiresAt: '2026-11-21T10:00:00.000Z' }),
    });
    const { user } = english(<OwnDataTab status={vendorStatus()} />);

    const form = screen.getByRole('form', { name: 'My details' });
    const name = within(form).getByLabelText(/Name \/ business/);
    await user.clear(name);
    await user.type(name, 'K');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters long');
    await user.type(name, 'erzenzieherei Huber');
    const phone = within(form).getByLabelText(/Phone/);
    await user.clear(phone);
    await user.type(phone, '+43 664 7654321');
    await user.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details have been saved.')).toBeInTheDocument();
    expect(screen.queryByText(VENDOR_PROFILE_MESSAGES.profileSaved)).not.toBeInTheDocument();

    const change = screen.getByRole('form', { name: 'Change e-mail address' });
    const address = within(change).getByLabelText(/New e-mail address/);
    await user.type(address, 'huber@example.at');
    await user.click(within(change).getByRole('button', { name: 'Send confirmation link' }));
    expect(address).toHaveAccessibleDescription('That is already your e-mail address.');
    await user.clear(address);
    await user.type(address, 'neu@example.at');
    await user.click(within(change).getByRole('button', { name: 'Send confirmation link' }));
    const sent = await screen.findByText('Confirmation link sent', {
      selector: '.MuiAlertTitle-root',
    });
    expect(sent.closest('[role="alert"]')).toHaveTextContent(
      'We have sent a confirmation link to neu@example.at. Your new e-mail address applies as soon as you open it.',
    );
  });

  it("keeps 'My details' in English, with the pending address's English deadline", async () => {
    stubApi({
      [`GET /api/vendors/${VENDOR_ID}/email-change`]: () =>
        Response.json({ pendingEmail: 'neu@example.at', expiresAt: '2026-11-21T10:00:00.000Z' }),
    });
    english(<OwnDataTab status={vendorStatus()} />);

    const form = screen.getByRole('form', { name: 'My details' });
    expect(within(form).getByLabelText(/Name \/ business/)).toHaveValue('Kerzenzieherei Huber');
    expect(within(form).getByLabelText(/Description of what you offer/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save details' })).toBeInTheDocument();
    const waiting = await screen.findByTestId('pending-email');
    expect(waiting).toHaveTextContent(
      'We are waiting for you to confirm neu@example.at: open the link in the e-mail sent to this address (valid until 21 November 2026, 11:00).',
    );
    expect(screen.getByRole('form', { name: 'Change e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'exhibitor' })).toHaveAttribute('href', '/aussteller');
  });

  it('quotes the withdrawal fee in English', async () => {
    const api = stubApi({
      [`GET /api/vendors/${VENDOR_ID}/withdrawal`]: () =>
        Response.json({
          allowed: true,
          refusal: null,
          free: false,
          lastFreeDay: '2026-11-06',
          stallFee: 14000,
          feePercent: 50,
          feeAmount: 7000,
          paidAmount: 1000,
          refundAmount: 0,
          openAmount: 6000,
          boothNumber: 'AK-07',
        }),
      [`POST /api/vendors/${VENDOR_ID}/withdrawal`]: () => apiError(500, ''),
    });
    const { user } = english(
      <OverviewTab
        status={vendorStatus({
          vendor: { status: 'confirmed', boothId: 3 },
          booth: booth({ number: 'AK-07' }),
          liftAppointments: [liftAppointment()],
        })}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Withdraw registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw registration' });
    const fee = await within(dialog).findByTestId('withdrawal-fee');
    expect(fee).toHaveTextContent('Withdrawal fee €70.00 (50% of the stall fee)');
    expect(fee).toHaveTextContent('Your stall AK-07 will be released.');
    expect(fee).toHaveTextContent('Your lift slots will be cancelled.');
    const reason = within(dialog).getByLabelText('Reason (optional)');
    await user.click(reason);
    await user.paste('x'.repeat(501));
    expect(
      within(dialog).getByText('The reason may be at most 500 characters long'),
    ).toBeInTheDocument();
    await user.clear(reason);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw for good' }));
    expect(await within(dialog).findByTestId('withdrawal-error')).toHaveTextContent(
      'Please try again.',
    );
    await waitFor(() =>
      expect(api.bodies(`POST /api/vendors/${VENDOR_ID}/withdrawal`)).toHaveLength(1),
    );
  });
});

describe('the e-mail confirmation page in English', () => {
  it('asks to confirm the new address and leads back to the dashboard', async () => {
    stubApi({
      'POST /api/vendors/email-change/confirm': () => Response.json({ email: 'neu@example.at' }),
    });
    const { user } = english(<ConfirmEmailPage />, '/email-bestaetigen?token=abc.def');

    expect(screen.getByRole('heading', { name: 'New e-mail address' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please confirm that you would like to receive e-mails about the market at this address from now on.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByTestId('email-confirmed')).toHaveTextContent(
      'Your e-mail address is now neu@example.at.',
    );
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('calls a link without token invalid in English', () => {
    english(<ConfirmEmailPage />, '/email-bestaetigen');
    expect(
      screen.getByText(
        'This link is invalid. Please open the whole link from the e-mail or request a new one in the dashboard.',
      ),
    ).toBeInTheDocument();
  });
});
