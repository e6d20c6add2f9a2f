import { screen, waitFor } from '@testing-library/react';
import { WAITLIST_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { ACCESS_CODE, VENDOR_ID, vendorStatus } from '../../registration/testing';
import { ACCEPT, DECLINE, LOOKUP, ROUTE, SESSION, offer } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function accepted(requiresPayment: boolean) {
  return {
    offer: offer({ state: 'accepted' }),
    requiresPayment,
    boothId: 7,
    boothNumber: 'AK-07',
    holdExpiresAt: requiresPayment ? '2099-12-01T10:30:00.000Z' : null,
  };
}

describe('the offer page of the waiting list', () => {
  it('shows stall, area, fee, deposit and expiry, and accepting leads to the deposit', async () => {
    const api = stubApi({
      [LOOKUP]: () => Response.json(offer()),
      [ACCEPT]: () => Response.json(accepted(true)),
      [SESSION]: () => Response.json(vendorStatus()),
    });
    const { user, router } = renderApp({ route: ROUTE });

    const stall = await screen.findByTestId('offered-stall', {}, { timeout: 5000 });
    expect(stall).toHaveTextContent('AK-07');
    expect(stall).toHaveTextContent('Arkadenhof');
    expect(stall).toHaveTextContent('Standgebühr150,00 €');
    expect(stall).toHaveTextContent('Anzahlung10,00 €');
    expect(screen.getByText('Gültig bis 3. Dezember 2099, 14:35 Uhr')).toBeInTheDocument();
    expect(api.bodies(LOOKUP)).toEqual([{ token: 'abc.def' }]);

    await user.click(screen.getByRole('button', { name: 'Annehmen und Anzahlung bezahlen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(router.state.location.search).toContain(`vendorId=${VENDOR_ID}`);
    expect(router.state.location.search).toContain(`accessCode=${ACCESS_CODE}`);
    expect(api.bodies(ACCEPT)).toEqual([{ token: 'abc.def' }]);
  });

  it('goes to the dashboard when the stall is assigned without a deposit', async () => {
    stubApi({
      [LOOKUP]: () => Response.json(offer({ requiresDeposit: false })),
      [ACCEPT]: () => Response.json(accepted(false)),
      [SESSION]: () => Response.json(vendorStatus()),
    });
    const { user, router } = renderApp({ route: ROUTE });

    expect(
      await screen.findByText('Mit der Annahme ist der Standplatz Ihrer.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Anzahlung', { selector: 'span' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annehmen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('declines only after the confirmation', async () => {
    const api = stubApi({
      [LOOKUP]: () => Response.json(offer()),
      [DECLINE]: () => Response.json({ state: 'declined' }),
    });
    const { user } = renderApp({ route: ROUTE });

    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Angebot ablehnen?' });
    expect(dialog).toHaveTextContent('Standplatz AK-07 geht dann an den Nächsten');
    expect(api.bodies(DECLINE)).toHaveLength(0);
    await user.click(screen.getAllByRole('button', { name: 'Ablehnen' }).at(-1)!);

    expect(await screen.findByTestId('offer-end-declined')).toHaveTextContent('Angebot abgelehnt');
    expect(api.bodies(DECLINE)).toEqual([{ token: 'abc.def' }]);
  });

  it.each([
    [
      'a forged link (400)',
      apiError(400, WAITLIST_MESSAGES.linkInvalid),
      'invalid',
      'Link ungültig',
    ],
    [
      'a used link (409)',
      apiError(409, WAITLIST_MESSAGES.offerAccepted),
      'accepted',
      'Angebot bereits angenommen',
    ],
    [
      'a declined offer (409)',
      apiError(409, WAITLIST_MESSAGES.offerDeclined),
      'declined',
      'Angebot abgelehnt',
    ],
    [
      'an expired offer (410)',
      apiError(410, WAITLIST_MESSAGES.offerExpired),
      'expired',
      'Angebot abgelaufen',
    ],
  ])('says so in German when accepting meets %s', async (_case, answer, end, title) => {
    stubApi({ [LOOKUP]: () => Response.json(offer()), [ACCEPT]: () => answer });
    const { user } = renderApp({ route: ROUTE });

    await user.click(await screen.findByRole('button', { name: /^Annehmen/ }));

    expect(await screen.findByTestId(`offer-end-${end}`)).toHaveTextContent(title);
  });

  it('shows the end of an offer already answered or past its time, without buttons', async () => {
    stubApi({ [LOOKUP]: () => Response.json(offer({ state: 'expired' })) });
    renderApp({ route: ROUTE });
    expect(await screen.findByTestId('offer-end-expired')).toHaveTextContent('Angebot abgelaufen');
    expect(screen.queryByRole('button', { name: /Annehmen/ })).not.toBeInTheDocument();
  });

  it('treats an open offer past its time as expired', async () => {
    stubApi({ [LOOKUP]: () => Response.json(offer({ expiresAt: '2020-01-01T00:00:00.000Z' })) });
    renderApp({ route: ROUTE });
    expect(await screen.findByTestId('offer-end-expired')).toBeInTheDocument();
  });

  it('calls a link without token or with a forged one invalid', async () => {
    stubApi({ [LOOKUP]: () => apiError(400, WAITLIST_MESSAGES.linkInvalid) });
    const first = renderApp({ route: '/warteliste-angebot' });
    expect(await screen.findByTestId('offer-end-invalid')).toHaveTextContent(
      WAITLIST_MESSAGES.linkInvalid,
    );
    first.unmount();

    renderApp({ route: ROUTE });
    expect(await screen.findByTestId('offer-end-invalid')).toHaveTextContent('Link ungültig');
  });
});
