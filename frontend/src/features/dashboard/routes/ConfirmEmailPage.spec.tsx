import { screen } from '@testing-library/react';
import { VENDOR_PROFILE_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../../../test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const CONFIRM = 'POST /api/vendors/email-change/confirm';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ConfirmEmailPage', () => {
  it('confirms on the button, not on opening, and shows the new address', async () => {
    const api = stubApi({ [CONFIRM]: () => Response.json({ email: 'neu@example.at' }) });
    const { user } = renderWithProviders(<ConfirmEmailPage />, {
      route: '/email-bestaetigen?token=abc.def',
    });
    expect(api.bodies(CONFIRM)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByTestId('email-confirmed')).toHaveTextContent(
      VENDOR_PROFILE_MESSAGES.emailChanged('neu@example.at'),
    );
    expect(api.bodies(CONFIRM)).toEqual([{ token: 'abc.def' }]);
  });

  it('tells a used or expired link in German', async () => {
    stubApi({ [CONFIRM]: () => apiError(410, VENDOR_PROFILE_MESSAGES.linkExpired) });
    const { user } = renderWithProviders(<ConfirmEmailPage />, {
      route: '/email-bestaetigen?token=abc.def',
    });
    await user.click(screen.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByText(VENDOR_PROFILE_MESSAGES.linkExpired)).toBeInTheDocument();
  });

  it('without a token says the link is invalid', () => {
    stubApi({});
    renderWithProviders(<ConfirmEmailPage />, { route: '/email-bestaetigen' });
    expect(screen.getByText(VENDOR_PROFILE_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-Mail-Adresse bestätigen' })).toBeNull();
  });
});
