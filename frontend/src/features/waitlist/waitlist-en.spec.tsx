import { screen, within } from '@testing-library/react';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { vendorStatus } from '../registration/testing';
import { DECLINE, LOOKUP, ROUTE, SESSION, offer } from './testing';

/** The waiting list's offer page on an English page (issue 33): texts, money and dates. */

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the offer page of the waiting list in English', () => {
  it('shows stall, fee, deposit and expiry in English', async () => {
    stubApi({
      [LOOKUP]: () => Response.json(offer()),
      [SESSION]: () => Response.json(vendorStatus()),
    });
    renderApp({ route: ROUTE, locale: 'en' });

    const stall = await screen.findByTestId('offered-stall', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Waiting list offer');
    expect(
      screen.getByText(
        'Hello Kerzenzieherei Huber, a stall has become free for you on the waiting list.',
      ),
    ).toBeInTheDocument();
    expect(plain(stall.textContent)).toBe('StallAK-07AreaArkadenhofStall fee€150.00Deposit€10.00');
    expect(screen.getByText('Valid until 3 Dec 2099, 14:35')).toBeInTheDocument();
    expect(
      screen.getByText(/After accepting, you pay the deposit of €10\.00; it is credited/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept and pay the deposit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it('declines after an English confirmation', async () => {
    stubApi({
      [LOOKUP]: () => Response.json(offer({ requiresDeposit: false })),
      [DECLINE]: () => Response.json({ state: 'declined' }),
      [SESSION]: () => Response.json(vendorStatus()),
    });
    const { user } = renderApp({ route: ROUTE, locale: 'en' });

    expect(
      await screen.findByText(/Once you accept, the stall is yours\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the offer?' });
    expect(dialog).toHaveTextContent(
      'Stall AK-07 then goes to the next vendor on the waiting list, and you leave the waiting list.',
    );
    await user.click(screen.getAllByRole('button', { name: 'Decline' }).at(-1)!);
    const end = await screen.findByTestId('offer-end-declined');
    expect(end).toHaveTextContent('Offer declined');
    expect(within(end).getByRole('link', { name: 'Check status' })).toBeInTheDocument();
  });

  it('calls a forged link and a link without token invalid in English', async () => {
    stubApi({ [LOOKUP]: () => apiError(400, WAITLIST_MESSAGES.linkInvalid) });
    const forged = renderApp({ route: '/warteliste-angebot?token=ungueltig', locale: 'en' });
    const end = await screen.findByTestId('offer-end-invalid', {}, { timeout: 5000 });
    expect(end).toHaveTextContent('Invalid link');
    expect(end).toHaveTextContent('This link is invalid. Please use the link from your e-mail.');
    expect(end).not.toHaveTextContent(WAITLIST_MESSAGES.linkInvalid);
    forged.unmount();

    renderApp({ route: '/warteliste-angebot', locale: 'en' });
    expect(await screen.findByTestId('offer-end-invalid')).toHaveTextContent(
      'This link is invalid. Please use the link from your e-mail.',
    );
  });

  it('names the ends of an offer in English', async () => {
    stubApi({ [LOOKUP]: () => apiError(410, WAITLIST_MESSAGES.offerExpired) });
    renderApp({ route: ROUTE, locale: 'en' });
    const end = await screen.findByTestId('offer-end-expired', {}, { timeout: 5000 });
    expect(end).toHaveTextContent('Offer expired');
    expect(end).toHaveTextContent('The deadline for this offer has passed');
    expect(within(end).getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
  });
});
