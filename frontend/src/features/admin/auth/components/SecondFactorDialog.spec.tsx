import { screen, within } from '@testing-library/react';
import { TEAM_MESSAGES } from '@standl/contracts';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import type { ConsoleAccount } from '../api/account-api';
import { SecondFactorDialog } from './SecondFactorDialog';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT: ConsoleAccount = {
  username: 'anna',
  name: 'Anna Berger',
  role: 'cashier',
  restriction: null,
  email: null,
  secondFactor: false,
  secondFactorRequired: false,
};
const CODES = Array.from({ length: 10 }, (_, index) => `ab${index}c-d${index}ef`);

describe('SecondFactorDialog', () => {
  it('sets the second factor up: QR code and secret, first code, recovery codes kept once', async () => {
    const api = stubApi({
      'POST /api/admin/me/second-factor/setup': () =>
        Response.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Standl:anna',
          qrCode: 'data:image/png;base64,iVBORw0KGgo=',
        }),
      'POST /api/admin/me/second-factor/confirm': () => Response.json({ recoveryCodes: CODES }),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <SecondFactorDialog open account={ACCOUNT} onClose={onClose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Einrichtung starten' }));
    expect(await screen.findByRole('img', { name: /QR-Code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByLabelText('Schlüssel für die Eingabe von Hand')).toHaveValue(
      'JBSWY3DPEHPK3PXP',
    );

    await user.type(screen.getByLabelText('Code aus der Authenticator-App'), '12345');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(screen.getByText(/6-stelligen Code/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code aus der Authenticator-App'), '6');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));

    const list = await screen.findByRole('list', { name: 'Wiederherstellungscodes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.bodies('POST /api/admin/me/second-factor/confirm')).toEqual([{ code: '123456' }]);
    const done = screen.getByRole('button', { name: 'Fertig' });
    expect(done).toBeDisabled();
    await user.click(screen.getByLabelText('Ich habe die Codes sicher aufbewahrt'));
    await user.click(done);
    expect(onClose).toHaveBeenCalled();
  });

  it("turns it off with the password, and shows the server's refusal", async () => {
    stubApi({
      'DELETE /api/admin/me/second-factor': () =>
        apiError(409, TEAM_MESSAGES.secondFactorRequiredByPolicy),
    });
    const { user } = renderWithProviders(
      <SecondFactorDialog open account={{ ...ACCOUNT, secondFactor: true }} onClose={() => {}} />,
    );

    await user.type(screen.getByLabelText('Passwort'), 'Lebkuchen-Herz-2026');
    await user.click(screen.getByRole('button', { name: 'Abschalten' }));

    expect(await screen.findByText(TEAM_MESSAGES.secondFactorRequiredByPolicy)).toBeInTheDocument();
  });
});
