import { screen, within } from '@testing-library/react';
import {
  ACCESS_CODE_REMINDER_MESSAGES,
  VENDOR_MESSAGES,
  type LiftAppointmentDto,
  type VendorStatus,
} from '@standl/contracts';
import { ApiError } from '../../lib/request';
import { boothArea, marketSettings } from '../../test/fixtures';
import { i18nIn } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { booth as mapBooth, json, stubApi } from '../booths/testing';
import { validateBilling } from './billing-validation';
import { accessCodeFieldError, accessCodeNotice, lookupErrorToast } from './access-code-errors';
import { AccessCodeForm } from './components/AccessCodeForm';
import { BillingAddressFields } from './components/BillingAddressFields';
import { ContactDialog } from './components/ContactDialog';
import { ForgotAccessCodeDialog } from './components/ForgotAccessCodeDialog';
import { LiftAppointmentList } from './components/LiftAppointmentList';
import { StallFeeRows } from './components/StallFeeRows';
import { StatusChip } from './components/StatusChip';
import { StatusMessage } from './components/StatusMessage';
import { VendorLoading } from './components/VendorLoading';
import { WaitlistNotice } from './components/WaitlistNotice';
import { waitlistOfferText, withdrawalMoneyText, withdrawnLines } from './plans';
import { waitlistOptionLabel } from './registration-form';
import {
  RESULT,
  renderRegistrationPage,
  typeInto,
  type RegistrationPageOptions,
} from './testing/registration-page';
import { account, booth, vendorStatus, VENDOR_ID } from './testing/vendor-fixtures';

/** Registration and the vendor's shared pieces on an English page (issue 33). */

const en = i18nIn('en');
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

function setup(options: Omit<RegistrationPageOptions, 'locale'> = {}) {
  return renderRegistrationPage({ ...options, locale: 'en' });
}

type User = ReturnType<typeof setup>['user'];

async function fillValid(user: User) {
  await typeInto(user, /Name \/ business/, 'Kerzenzieherei Huber');
  await typeInto(user, /^E-mail/, 'huber@example.at');
  await typeInto(user, /Phone/, '+43 664 1234567');
  await typeInto(user, /Description of what you offer/, 'Handgezogene Bienenwachskerzen');
  await user.click(screen.getByRole('checkbox', { name: /Terms of Participation/ }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the registration page in English', () => {
  it('shows the form, its labels, hints and choices in English', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vendor registration');
    expect(screen.getByRole('form', { name: 'Vendor registration' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name \/ business/ })).toBeInTheDocument();
    expect(screen.getByText('What do you offer? At least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Stall allocation')).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Have the organiser allocate a stall (free of charge)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('radio', { name: 'Choose my own stall (deposit €10.00)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: /I have read and accept the Terms of Participation and the Terms and conditions\./,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
  });

  it('reserves a chosen stall with English money and time', async () => {
    const { user } = setup({
      register: () =>
        json(
          {
            ...RESULT,
            requiresPayment: true,
            selectedBoothId: mapBooth('RS-03').id,
            boothNumber: 'RS-03',
            holdExpiresAt: '2026-11-20T13:35:00.000Z',
          },
          201,
        ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('radio', { name: /Choose my own stall/ }));
    expect(
      screen.getByText(/Choose a free \(green\) stall\. After you register/),
    ).toHaveTextContent(
      'reserved for you for 30 minutes until the deposit of €10.00 has been paid',
    );
    expect(screen.getByTestId('selected-booth')).toHaveTextContent('No stall chosen yet.');
    await user.click(screen.getByRole('button', { name: /RS-03/ }));
    expect(screen.getByTestId('selected-booth')).toHaveTextContent(
      'Chosen stall: RS-03 (Rittersaal, €145.00)Stall fee €120.00 + Surcharge Power connection 16 A €25.00',
    );
    expect(screen.getByRole('button', { name: 'Clear selection' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register now' }));

    const confirmation = await screen.findByTestId('confirmation-payment_due');
    expect(confirmation).toHaveTextContent('Your stall is reserved');
    expect(within(confirmation).getByTestId('reserved-booth')).toHaveTextContent(
      'Chosen stallRS-03Rittersaal · stall fee €145.00Stall fee €120.00 + Surcharge Power connection 16 A €25.00',
    );
    expect(confirmation).toHaveTextContent('Reserved for 30 minutes – until 14:35');
    expect(confirmation).not.toHaveTextContent('Uhr');
    expect(screen.getByRole('link', { name: 'Pay the deposit (€10.00)' })).toBeInTheDocument();
    expect(confirmation).toHaveTextContent(
      'We have just sent your personal access code and the payment link by e-mail to huber@example.at.',
    );
    const toast = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes('Stall reserved!'),
    );
    expect(toast).toHaveTextContent('Stall RS-03 is reserved for you for 30 minutes.');
  });

  it('registers for the organiser to allocate and shows the access code in English', async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));

    const confirmation = await screen.findByTestId('confirmation-awaiting_admin');
    expect(confirmation).toHaveTextContent('Thank you for your registration!');
    expect(confirmation).toHaveTextContent('What happens next');
    expect(screen.getByText('Your personal access code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy access code' })).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Check status' })).toBeInTheDocument();
  });

  it('offers the waiting list of a full area and states the place in English', async () => {
    const full = [
      { ...boothArea('AK', { totalBooths: 6 }), waitlistOpen: true, closedForSelection: false },
      { ...boothArea('RS', { totalBooths: 6 }), waitlistOpen: true, closedForSelection: true },
    ];
    const { user } = setup({
      register: () =>
        json({ ...RESULT, waitlist: { areaId: 1, areaName: 'Arkadenhof', position: 2 } }, 201),
      areas: full,
    });
    await fillValid(user);
    expect(
      screen.getByRole('radio', {
        name: 'Join the waiting list for Rittersaal (stalls only through the waiting list)',
      }),
    ).toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: 'Join the waiting list for Arkadenhof (fully booked)' }),
    );
    expect(screen.getByTestId('waitlist-choice')).toHaveTextContent(
      'You will join the end of the waiting list for Arkadenhof. If a stall becomes free there, we will offer it to you by e-mail; the offer is valid for 48 hours.',
    );
    await user.click(screen.getByRole('button', { name: 'Register now' }));

    const confirmation = await screen.findByTestId('confirmation-waitlist');
    expect(within(confirmation).getByTestId('waitlist-position')).toHaveTextContent(
      'You are number 2 on the waiting list for Arkadenhof',
    );
  });

  it('says in English that registration is closed', () => {
    setup({ settings: { ...marketSettings(), registrationState: 'ended' } });
    expect(screen.getByTestId('registration-closed')).toHaveTextContent(
      'Registration is currently closed',
    );
    expect(screen.getByTestId('registration-closed')).toHaveTextContent(
      'Registration is currently closed by the organiser.',
    );
    expect(screen.getByRole('link', { name: 'Check status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });

  it.each([
    [
      {
        registrationState: 'not_started' as const,
        registrationStartDate: '2026-10-05T08:00:00.000Z',
      },
      'Registration opens on 5 Oct 2026.',
    ],
    [
      { registrationState: 'ended' as const, registrationEndDate: '2026-10-31T23:30:00.000Z' },
      'Registration closed on 1 Nov 2026.',
    ],
  ])('says when registration opens or closed, with an English date (%o)', (overrides, text) => {
    setup({ settings: marketSettings(overrides) });
    expect(screen.getByTestId('registration-closed')).toHaveTextContent(text);
    expect(screen.getByTestId('registration-closed')).not.toHaveTextContent('Anmeldung');
  });

  it('shows the rules’ messages in English when the empty form is sent', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Register now' }));

    expect(screen.getByRole('textbox', { name: /Name \/ business/ })).toHaveAccessibleDescription(
      /^Name must be at least 2 characters long/,
    );
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(
      'Invalid e-mail address',
    );
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Phone number must be at least 10 characters long',
    );
    expect(screen.getByText('Description must be at least 10 characters long')).toBeInTheDocument();
    expect(screen.getByText('Please accept the terms of participation')).toBeInTheDocument();
    expect(screen.queryByText(VENDOR_MESSAGES.nameTooShort)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal by its code in English', async () => {
    const { user } = setup({
      register: () =>
        json(
          {
            statusCode: 409,
            code: 'VENDOR_ALREADY_REGISTERED',
            message: VENDOR_MESSAGES.alreadyRegistered,
          },
          409,
        ),
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register now' }));

    expect(await screen.findByTestId('registration-server-error')).toHaveTextContent(
      'There is already a registration with this e-mail address. Please sign in with your access code, or have it sent again with “Forgotten your access code?”.',
    );
  });

  it('says at once in English that a field is too long', async () => {
    const { user } = setup();
    await typeInto(user, /Name \/ business/, 'x'.repeat(201));
    expect(screen.getByText('Name may be at most 200 characters long')).toBeInTheDocument();
  });
});

describe("the vendor's shared pieces in English", () => {
  function message(status: VendorStatus, extra: Parameters<typeof vendorStatus>[0] = {}) {
    return renderWithProviders(
      <StatusMessage status={vendorStatus({ ...extra, vendor: { status, ...extra.vendor } })} />,
      { locale: 'en' },
    );
  }

  it('states a deposit due, with the stall held until an English date', () => {
    message('pending_payment', {
      booth: booth({ isHeld: true, holdExpiresAt: '2026-11-20T13:35:00.000Z' }),
    });
    expect(screen.getByText('Deposit outstanding')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(plain(alert.textContent)).toContain('The deposit of €10.00 is still outstanding.');
    expect(plain(alert.textContent)).toMatch(/is reserved for you until 20 Nov 2026, 14:35\./);
    expect(screen.getByRole('link', { name: 'Pay the deposit' })).toBeInTheDocument();
  });

  it('states a waiting and a confirmed registration, and the status chip', () => {
    message('pending');
    expect(screen.getByText('Awaiting confirmation')).toBeInTheDocument();
    renderWithProviders(<StatusChip status="pending_payment" />, { locale: 'en' });
    expect(screen.getByTestId('status-chip')).toHaveTextContent('Deposit outstanding');
  });

  it('states a withdrawal with English dates and money', () => {
    const status = {
      ...vendorStatus({
        vendor: { status: 'withdrawn' },
        account: account({ openAmount: 6000 }),
      }),
      withdrawal: {
        withdrawnAt: '2026-11-20T09:30:00.000Z',
        by: 'vendor' as const,
        feeAmount: 7000,
        free: false,
        waived: false,
        refundAmount: 0,
        openAmount: 6000,
        boothNumber: 'AK-07',
      },
    };
    expect(withdrawnLines(status, en).map(plain)).toEqual([
      'You withdrew your registration on 20 November 2026.',
      'Withdrawal fee: €70.00.',
      '€60.00 remains outstanding: please transfer the amount (bank details in the ‘Payment’ tab).',
    ]);
    expect(withdrawalMoneyText({ feeAmount: 0, refundAmount: 1000, openAmount: 0 }, en)).toBe(
      'We will refund you €10.00.',
    );
    renderWithProviders(<StatusMessage status={status} />, { locale: 'en' });
    expect(screen.getByText('Registration withdrawn')).toBeInTheDocument();
  });

  it('states a waiting list offer and option in English', () => {
    expect(
      plain(
        waitlistOfferText(
          {
            offerId: 'o1',
            boothNumber: 'AK-07',
            areaName: 'Arkadenhof',
            stallFee: 15000,
            expiresAt: '2026-11-22T13:00:00.000Z',
            requiresDeposit: true,
          },
          en,
        ),
      ),
    ).toBe(
      'Stall AK-07 (Arkadenhof, stall fee €150.00) is reserved for you until 22 Nov 2026, 14:00. We have sent you the link to accept or decline it by e-mail. When you accept, you pay the deposit.',
    );
    expect(
      waitlistOptionLabel(
        { ...boothArea('AK', { totalBooths: 6 }), waitlistOpen: true, closedForSelection: false },
        en,
      ),
    ).toBe('Join the waiting list for Arkadenhof (fully booked)');
  });

  it('lists lift slots and stall fee rows in English', () => {
    const appointment: LiftAppointmentDto = {
      id: 1,
      vendorId: VENDOR_ID,
      appointmentType: 'setup',
      date: '2026-12-02',
      timeSlot: '10:00',
      status: 'booked',
    } as LiftAppointmentDto;
    renderWithProviders(<LiftAppointmentList appointments={[appointment]} />, { locale: 'en' });
    expect(screen.getByText('Set-up')).toBeInTheDocument();
    expect(screen.getByText('2 Dec 2026, 10:00 · Scheduled')).toBeInTheDocument();

    renderWithProviders(
      <StallFeeRows
        booth={booth({
          area: { ...booth().area, price: 14500 },
          priceDetail: {
            base: 12000,
            surcharges: [{ kind: 'water', amount: 2500 }],
          },
        })}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('Surcharge Water')).toBeInTheDocument();
    expect(plain(screen.getByText('Total stall fee').nextElementSibling?.textContent)).toBe(
      '€145.00',
    );
  });

  it('shows the access code form, its errors, the billing fields and the loading state in English', async () => {
    const { user } = renderWithProviders(
      <>
        <AccessCodeForm title="Dashboard" description="" submitLabel="Log in" onSubmit={vi.fn()} />
        <BillingAddressFields
          values={{
            billingStreet: '',
            billingPostalCode: '',
            billingCity: '',
            billingCountry: 'Österreich',
          }}
          errors={{}}
          onChange={vi.fn()}
        />
        <VendorLoading />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByText('10 characters, e.g. ABCDE-12345')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Access code' }), 'ABC');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('The access code has 10 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Street and house number/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Postcode/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('Österreich');
    expect(screen.getByRole('status')).toHaveTextContent('Loading data...');

    await user.click(screen.getByRole('button', { name: 'Forgotten your access code?' }));
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('shows the access code form’s required message and the server’s refusal in English', async () => {
    const notFound = new ApiError(404, '', 'Not Found');
    const serverError = accessCodeFieldError(notFound, en);
    expect(serverError).toBe('Access code not found. Please check your access code and try again.');
    expect(lookupErrorToast(notFound, en)).toMatchObject({
      title: 'Access code not found',
      description: 'Please check your access code and try again.',
    });
    expect(accessCodeFieldError(notFound, i18nIn('de'))).toBe(
      `${VENDOR_MESSAGES.accessCodeNotFound}. ${VENDOR_MESSAGES.accessCodeNotFoundHint}`,
    );

    const { user } = renderWithProviders(
      <AccessCodeForm title="Dashboard" description="" submitLabel="Log in" onSubmit={vi.fn()} />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('textbox', { name: 'Access code' })).toHaveAccessibleDescription(
      'Access code is required',
    );
  });

  it('shows the billing address’s messages in English', () => {
    const errors = validateBilling({
      billingStreet: '',
      billingPostalCode: '12',
      billingCity: '',
      billingCountry: 'Österreich',
    });
    expect(errors.billingStreet).toBe(VENDOR_MESSAGES.billingStreetRequired);
    renderWithProviders(
      <BillingAddressFields
        values={{
          billingStreet: '',
          billingPostalCode: '12',
          billingCity: '',
          billingCountry: 'Österreich',
        }}
        errors={errors}
        onChange={vi.fn()}
      />,
      { locale: 'en' },
    );
    expect(screen.getByText('Please enter the street and house number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the town or city')).toBeInTheDocument();
    expect(screen.getByText('An Austrian postcode has 4 digits')).toBeInTheDocument();
  });

  it('asks for the address and confirms the reminder in English', async () => {
    stubApi({
      'POST /api/vendors/access-code-reminder': () =>
        json({ message: ACCESS_CODE_REMINDER_MESSAGES.sent }),
    });
    const { user } = renderWithProviders(<ForgotAccessCodeDialog open onClose={vi.fn()} />, {
      locale: 'en',
    });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'huber');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Invalid e-mail address')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), '@example.at');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'If this e-mail address is registered with us, we have sent you the access code. Please also check your spam folder.',
      ),
    ).toBeInTheDocument();
  });

  it('words refused look-ups in English', () => {
    const blocked = new ApiError(403, '', 'Forbidden');
    expect(accessCodeNotice(blocked, en)).toBe(
      'Your access is blocked. Please contact the organiser.',
    );
    const tooMany = new ApiError(
      429,
      JSON.stringify({
        statusCode: 429,
        code: 'VENDOR_TOO_MANY_ACCESS_CODE_ATTEMPTS',
        params: { time: '14:05' },
        message: VENDOR_MESSAGES.tooManyAccessCodeAttempts('14:05'),
      }),
      'Too Many Requests',
    );
    expect(accessCodeNotice(tooMany, en)).toBe(
      'Too many wrong access codes from this address. Please try again from 14:05.',
    );
    expect(accessCodeNotice(tooMany, i18nIn('de'))).toBe(
      VENDOR_MESSAGES.tooManyAccessCodeAttempts('14:05'),
    );
    expect(lookupErrorToast(new ApiError(429, '', 'Too Many Requests'), en)).toMatchObject({
      title: 'Too many attempts',
      description: 'Too many attempts. Please try again later.',
    });
  });

  it('words a failed leaving of the waiting list in English', async () => {
    stubApi({
      [`DELETE /api/vendors/${VENDOR_ID}/waitlist`]: () =>
        json(
          {
            statusCode: 409,
            code: 'WAITLIST_NOT_WAITING',
            message: 'Sie stehen auf keiner Warteliste.',
          },
          409,
        ),
    });
    const { user } = renderWithProviders(
      <WaitlistNotice
        vendorId={VENDOR_ID}
        waitlist={{
          areaId: 1,
          areaName: 'Arkadenhof',
          position: 2,
          joinedAt: '2026-11-01T10:00:00.000Z',
        }}
      />,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waiting list' }));
    const title = await screen.findByText('Error', { selector: '.MuiAlertTitle-root' });
    expect(title.closest('[role="alert"]')).toHaveTextContent('You are not on any waiting list.');
  });

  it('opens the message dialog in English', async () => {
    const { user } = renderWithProviders(<ContactDialog vendorId={VENDOR_ID} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Message to the market office' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0 / 5,000');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      /^Please enter a message/,
    );
    await user.click(screen.getByRole('textbox', { name: 'Your message' }));
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('The message may be at most 5000 characters long')).toBeInTheDocument();
  });

  it('shows a refused message by its code in English', async () => {
    stubApi({
      [`POST /api/vendors/${VENDOR_ID}/contact`]: () =>
        json(
          {
            statusCode: 400,
            code: 'VENDOR_MESSAGE_REQUIRED',
            message: VENDOR_MESSAGES.messageRequired,
          },
          400,
        ),
    });
    const { user } = renderWithProviders(<ContactDialog vendorId={VENDOR_ID} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Message to the market office' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hallo');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const title = await screen.findByText('The message could not be sent', {
      selector: '.MuiAlertTitle-root',
    });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Please enter a message');
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      /^Please enter a message/,
    );
  });
});
