import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import type { ScanResultDto } from '@standl/contracts';
import { SimpleScannerDialog } from './SimpleScannerDialog';

afterEach(() => vi.unstubAllGlobals());

const RESULT: ScanResultDto = {
  outcome: 'set-up',
  message: 'Aufbau bestätigt',
  vendor: {
    vendorId: 'c1d2e3f4-0000-4000-8000-000000000002',
    name: 'Krapfen Maier',
    accessCode: 'QRSTV67890',
    scanCode: '4711',
    boothNumber: 'RS-07',
    areaCode: 'RS',
    areaName: 'Rittersaal',
    qrToken: 'STANDL:abcdefghijklmnopqrstuvwxyz',
    status: 'aufgebaut',
    isBlocked: false,
    setUpAt: '2026-12-04T08:00:00.000Z',
    lastCheckIn: null,
  },
};

function open() {
  return renderWithProviders(<SimpleScannerDialog open onClose={() => {}} />);
}

const FIELD = 'Zugangscode oder Händler-ID';
const BUTTON = { name: 'Aufgebaut markieren' };

describe('SimpleScannerDialog', () => {
  it('asks for a code when the field is empty and sends nothing', async () => {
    const api = stubApi({});
    const { user } = open();
    expect(screen.getByRole('dialog', { name: 'Einfacher Scanner' })).toBeInTheDocument();

    await user.type(screen.getByLabelText(FIELD), '   ');
    await user.click(screen.getByRole('button', BUTTON));
    expect(screen.getByLabelText(FIELD)).toHaveAccessibleDescription(
      'Eingabe erforderlich: Bitte geben Sie einen Code ein',
    );
    expect(screen.getByLabelText(FIELD)).toBeInvalid();
    expect(api.bodies('POST /api/admin/scan-code')).toHaveLength(0);

    await user.type(screen.getByLabelText(FIELD), 'A');
    expect(screen.queryByText(/Eingabe erforderlich/)).not.toBeInTheDocument();
  });

  it('marks the vendor as set up, shows the answer and refreshes the vendors', async () => {
    const api = stubApi({
      'POST /api/admin/scan-code': () => Response.json(RESULT),
      'GET /api/admin/vendors': () => Response.json([]),
    });
    const { user, queryClient } = open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.type(screen.getByLabelText(FIELD), ' qrstv-67890 ');
    await user.click(screen.getByRole('button', BUTTON));

    expect(await screen.findByText('Aufbau bestätigt')).toBeInTheDocument();
    expect(screen.getByText('Krapfen Maier (RS-07)')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/scan-code')).toEqual([{ scanCode: 'qrstv-67890' }]);
    expect(screen.getByLabelText(FIELD)).toHaveValue('');
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/admin/vendors'] }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/admin/stats'] });
  });

  it('submits with Enter', async () => {
    const api = stubApi({ 'POST /api/admin/scan-code': () => Response.json(RESULT) });
    const { user } = open();
    await user.type(screen.getByLabelText(FIELD), '4711{Enter}');
    expect(await screen.findByText('Aufbau bestätigt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/scan-code')).toEqual([{ scanCode: '4711' }]);
  });

  it('says "Code nicht gefunden" with the server message for an unknown code', async () => {
    stubApi({
      'POST /api/admin/scan-code': () => apiError(404, 'Kein Händler mit diesem Code.'),
    });
    const { user } = open();
    await user.type(screen.getByLabelText(FIELD), 'ZZZZZ99999');
    await user.click(screen.getByRole('button', BUTTON));
    expect(await screen.findByText('Code nicht gefunden')).toBeInTheDocument();
    expect(screen.getByText('Kein Händler mit diesem Code.')).toBeInTheDocument();
    expect(screen.getByLabelText(FIELD)).toHaveValue('ZZZZZ99999');
  });

  it('explains an unknown code when the server message only repeats the title', async () => {
    stubApi({ 'POST /api/admin/scan-code': () => apiError(404, 'Code nicht gefunden') });
    const { user } = open();
    await user.type(screen.getByLabelText(FIELD), '9999');
    await user.click(screen.getByRole('button', BUTTON));
    expect(await screen.findByText('Code nicht gefunden')).toBeInTheDocument();
    expect(screen.getByText('Ungültiger Scan-Code')).toBeInTheDocument();
  });

  it('reports other failures as "Fehler beim Markieren"', async () => {
    stubApi({
      'POST /api/admin/scan-code': () =>
        apiError(409, 'Gesperrte Händler können nicht als aufgebaut markiert werden.'),
    });
    const { user } = open();
    await user.type(screen.getByLabelText(FIELD), 'ABCDE12345');
    await user.click(screen.getByRole('button', BUTTON));
    expect(await screen.findByText('Fehler beim Markieren')).toBeInTheDocument();
    expect(
      screen.getByText('Gesperrte Händler können nicht als aufgebaut markiert werden.'),
    ).toBeInTheDocument();
  });

  it('reports a lost connection', async () => {
    stubApi({
      'POST /api/admin/scan-code': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = open();
    await user.type(screen.getByLabelText(FIELD), 'ABCDE12345');
    await user.click(screen.getByRole('button', BUTTON));
    expect(await screen.findByText('Verbindungsfehler beim Scannen')).toBeInTheDocument();
  });
});
