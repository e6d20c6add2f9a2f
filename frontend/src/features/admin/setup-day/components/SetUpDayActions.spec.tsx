import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { SetUpDayActions } from './SetUpDayActions';

afterEach(() => vi.unstubAllGlobals());

describe('SetUpDayActions', () => {
  it('shows the set-up day buttons, the QR scanner as a link, and the Aufbau-Check', () => {
    stubApi({});
    renderWithProviders(<SetUpDayActions />);
    const group = within(screen.getByRole('group', { name: 'Aufbautag' }));
    expect(group.getByRole('button', { name: 'Standplätze drucken' })).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Scan-Codes generieren' })).toBeInTheDocument();
    expect(group.getByRole('link', { name: 'QR-Scanner' })).toHaveAttribute('href', '/qr-scanner');
    expect(group.getByRole('button', { name: 'Einfacher Scanner' })).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'Aufbau-Check' })).toBeInTheDocument();
  });

  it('generates the scan codes and says how many', async () => {
    const api = stubApi({
      'POST /api/admin/generate-scan-codes': () =>
        Response.json({ generated: 7, message: 'Scan-Codes generiert' }),
    });
    const { user } = renderWithProviders(<SetUpDayActions />);

    await user.click(screen.getByRole('button', { name: 'Scan-Codes generieren' }));
    expect(await screen.findByText('Scan-Codes generiert')).toBeInTheDocument();
    expect(screen.getByText('7 neue Scan-Codes vergeben.')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/generate-scan-codes')).toHaveLength(1);
  });

  it('says when every vendor already has a code', async () => {
    stubApi({
      'POST /api/admin/generate-scan-codes': () =>
        Response.json({ generated: 0, message: 'Scan-Codes generiert' }),
    });
    const { user } = renderWithProviders(<SetUpDayActions />);
    await user.click(screen.getByRole('button', { name: 'Scan-Codes generieren' }));
    expect(
      await screen.findByText('Alle Händler mit Standplatz haben bereits einen Scan-Code.'),
    ).toBeInTheDocument();
  });

  it('reports a failure with the spec title and the server reason', async () => {
    stubApi({
      'POST /api/admin/generate-scan-codes': () =>
        apiError(409, 'Es sind keine freien Scan-Codes mehr vorhanden.'),
    });
    const { user } = renderWithProviders(<SetUpDayActions />);
    await user.click(screen.getByRole('button', { name: 'Scan-Codes generieren' }));
    expect(await screen.findByText('Codes konnten nicht generiert werden')).toBeInTheDocument();
    expect(screen.getByText('Es sind keine freien Scan-Codes mehr vorhanden.')).toBeInTheDocument();
  });

  it('opens the simple scanner', async () => {
    stubApi({});
    const { user } = renderWithProviders(<SetUpDayActions />);
    await user.click(screen.getByRole('button', { name: 'Einfacher Scanner' }));
    expect(screen.getByRole('dialog', { name: 'Einfacher Scanner' })).toBeInTheDocument();
  });
});
