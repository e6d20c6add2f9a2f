import { screen, within } from '@testing-library/react';
import type { LiftAppointmentDto, VendorStatus } from '@standl/contracts';
import { ApiError } from '../../lib/request';
import { boothArea, marketSettings } from '../../test/fixtures';
import { i18nIn } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { booth as mapBooth, json } from '../booths/testing';
import { accessCodeNotice, lookupErrorToast } from './access-code-errors';
import { AccessCodeForm } from './components/AccessCodeForm';
import { BillingAddressFields } from './components/BillingAddressFields';
import { ContactDialog } from './components/ContactDialog';
import { LiftAppointmentList } from './components/LiftAppointmentList';
import { StallFeeRows } from './components/StallFeeRows';
import { StatusChip } from './components/StatusChip';
import { StatusMessage } from './components/StatusMessage';
import { VendorLoading } from './components/VendorLoading';
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
    expect(screen.getByRole('link', { name: 'Check status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
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

  it('words refused look-ups in English', () => {
    const blocked = new ApiError(403, '', 'Forbidden');
    expect(accessCodeNotice(blocked, en)).toBe(
      'Your access is blocked. Please contact the organiser.',
    );
    expect(lookupErrorToast(new ApiError(429, '', 'Too Many Requests'), en)).toMatchObject({
      title: 'Too many attempts',
      description: 'Too many attempts. Please try again later.',
    });
  });

  it('opens the message dialog in English', async () => {
    const { user } = renderWithProviders(<ContactDialog vendorId={VENDOR_ID} />, {
      locale: 'en',
    });
    await user.click(screen.getByRole('button', { name: 'Message to the market office' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0 / 5,000');
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
