import { screen, within } from '@testing-library/react';
import { VENDOR_MESSAGES } from '@standl/contracts';
import { ACCESS_CODE, booth, vendorStatus } from '../registration/testing';
import { SELECT, SELECTION, STATUS, renderSelfSelection, type Handlers } from './testing';

const setup = (handlers: Handlers = {}, route?: string) =>
  renderSelfSelection(handlers, route, 'en');

afterEach(() => vi.unstubAllGlobals());

describe('the stall self-selection in English (issue 33)', () => {
  beforeAll(() => import('./routes/BoothSelfSelectionPage'));

  it('without an access code says so in English', async () => {
    setup({}, '/booth-self-selection');

    const title = await screen.findByText('No access code given');
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Open the stall selection from your status page');
    expect(within(alert).getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('explains the choice, confirms the stall and goes on to the deposit in English', async () => {
    const { user } = setup();

    expect(await screen.findByRole('heading', { name: 'Choose a stall' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Kerzenzieherei Huber')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Choose a free (green) stall. It is then reserved for you for 30 minutes until the deposit of €10.00 has been paid. The deposit is credited against the stall fee.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to status' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );

    await user.click(await screen.findByRole('button', { name: 'Stall AK-05, free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm stall' });
    expect(dialog).toHaveTextContent('StallAK-05');
    expect(dialog).toHaveTextContent('AreaArkadenhof (AK)');
    expect(dialog).toHaveTextContent('Stall fee€150.00');
    expect(within(dialog).getByText('Deposit €10.00')).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'The stall is then reserved for you for 30 minutes, and you go straight on to paying the deposit (card or cash).',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Choose stall' }));

    expect(
      await screen.findByRole('heading', { name: 'Pay the deposit' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const toast = await screen.findByText('Stall chosen', { selector: '.MuiAlertTitle-root' });
    expect(toast.closest('[role="alert"]')).toHaveTextContent(
      'Stall AK-05 is reserved for you until 14:35. Please pay the deposit now.',
    );
  });

  it('confirms a stall assigned at once in English', async () => {
    const { user } = setup({
      [STATUS]: () => Response.json(vendorStatus({ vendor: { downPaymentPaid: true } })),
      [SELECT]: () => Response.json({ ...SELECTION, requiresPayment: false, holdExpiresAt: null }),
    });

    await user.click(await screen.findByRole('button', { name: 'Stall AK-05, free' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm stall' });
    await user.click(within(dialog).getByRole('button', { name: 'Choose stall' }));

    const toast = await screen.findByText('Stall chosen', { selector: '.MuiAlertTitle-root' });
    expect(toast.closest('[role="alert"]')).toHaveTextContent('Your stall has been assigned.');
  });

  it('says in English why a stall could not be chosen', async () => {
    let answer = () =>
      Response.json(
        {
          statusCode: 409,
          code: 'VENDOR_BOOTH_UNAVAILABLE',
          message: VENDOR_MESSAGES.boothUnavailable,
        },
        { status: 409 },
      );
    const { user } = setup({ [SELECT]: () => answer() });

    await user.click(await screen.findByRole('button', { name: 'Stall AK-05, free' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose stall' }),
    );
    const refused = await screen.findByText('Stall not available');
    expect(refused.closest('[role="alert"]')).toHaveTextContent('Error');
    expect(screen.queryByText(VENDOR_MESSAGES.boothUnavailable)).not.toBeInTheDocument();

    answer = () => new Response(null, { status: 502 });
    await user.click(await screen.findByRole('button', { name: 'Stall AK-04, free' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Choose stall' }),
    );
    expect(await screen.findByText('The stall could not be chosen.')).toBeInTheDocument();
  });

  it('shows a held stall with the reservation in British English dates', async () => {
    setup({
      [STATUS]: () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'pending_payment' },
            booth: booth({ isHeld: true, holdExpiresAt: '2026-11-20T13:35:00.000Z' }),
          }),
        ),
    });

    const title = await screen.findByText('Stall AK-03 is reserved for you');
    expect(title.closest('[role="alert"]')).toHaveTextContent(
      'The reservation is valid until 20 Nov 2026, 14:35. Pay the deposit of €10.00 to secure it, or choose another stall below.',
    );
  });

  it('shows an assigned stall in English', async () => {
    setup({
      [STATUS]: () =>
        Response.json(vendorStatus({ vendor: { status: 'approved' }, booth: booth() })),
    });

    const card = await screen.findByRole('region', { name: 'Your stall' });
    expect(card).toHaveTextContent('You have already been assigned a stall.');
    expect(card).toHaveTextContent('AreaArkadenhof (AK)');
  });
});
