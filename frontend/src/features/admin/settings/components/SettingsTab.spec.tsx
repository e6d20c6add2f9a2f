import { screen, within } from '@testing-library/react';
import type { AdminMarketSettingsDto } from '@standl/contracts';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminSettings } from '../testing';
import { SettingsTab } from './SettingsTab';

const GET = 'GET /api/admin/market-settings';
const PATCH = 'PATCH /api/admin/market-settings';

afterEach(() => vi.unstubAllGlobals());
// A big form: every key re-renders some thirty fields, slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

function stubSettings(patch: (body: unknown) => Response = () => apiError(500, '')) {
  let current = adminSettings();
  return stubApi({
    [GET]: () => Response.json(current),
    [PATCH]: (body) => {
      const response = patch(body);
      if (response.ok) {
        current = {
          ...current,
          ...(body as Partial<AdminMarketSettingsDto>),
          updatedAt: new Date().toISOString(),
        };
        return Response.json(current);
      }
      return response;
    },
  });
}

async function renderTab() {
  const view = renderWithProviders(<SettingsTab />);
  await screen.findByLabelText('Marktname');
  return view;
}

const badge = () => screen.getByTestId('registration-badge');

describe('SettingsTab', () => {
  it('shows every setting with the saved values and the registration badge', async () => {
    stubSettings();
    await renderTab();

    expect(screen.getByLabelText('Marktname')).toHaveValue('Adventmarkt Burg Hochosterwitz');
    expect(screen.getByLabelText('Marktjahr')).toHaveValue(2026);
    expect(screen.getByLabelText('Markt von')).toHaveValue('2026-12-04');
    expect(screen.getByLabelText('Öffnet täglich um')).toHaveValue('11:00');
    expect(screen.getByLabelText('Abbau bis')).toHaveValue('2026-12-10');
    expect(screen.getByLabelText('Anmeldung ab')).toHaveValue('');
    expect(screen.getByLabelText('Ort')).toHaveValue('Launsdorf');
    expect(screen.getByLabelText('IBAN')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Anmeldung aktiviert' })).toBeChecked();
    expect(badge()).toHaveTextContent('Aktiv');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('sends only the changes, blank dates as null, and shows the new badge', async () => {
    const api = stubSettings(() => new Response());
    const { user } = await renderTab();

    await user.click(screen.getByRole('switch', { name: 'Anmeldung aktiviert' }));
    await user.clear(screen.getByLabelText('Aufbau von'));
    await user.type(screen.getByLabelText('IBAN'), 'AT61 1904 3002 3457 3201');
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(api.bodies(PATCH)).toEqual([
      { setupStartDate: null, isRegistrationOpen: false, bankIban: 'AT611904300234573201' },
    ]);
    expect(badge()).toHaveTextContent('Deaktiviert');
    expect(screen.getByLabelText('IBAN')).toHaveValue('AT611904300234573201');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('edits the withdrawal deadline, fee share and offer hours as numbers', async () => {
    const api = stubSettings(() => new Response());
    const { user } = await renderTab();

    const days = screen.getByLabelText('Kostenlos bis … Tage vor Marktbeginn');
    expect(days).toHaveValue(28);
    expect(screen.getByLabelText('Gebühr danach')).toHaveValue(50);
    const hours = screen.getByLabelText('Angebot gilt');
    expect(hours).toHaveValue(48);

    await user.clear(hours);
    await user.type(hours, '400');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      screen.getByText('Ein Angebot der Warteliste muss 1 bis 336 Stunden gelten'),
    ).toBeInTheDocument();
    expect(hours).toHaveFocus();
    expect(api.bodies(PATCH)).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '24');
    await user.clear(days);
    await user.type(days, '21');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Einstellungen gespeichert')).toBeInTheDocument();
    expect(api.bodies(PATCH)).toEqual([{ withdrawalFreeDays: 21, waitlistOfferHours: 24 }]);
  });

  it('checks the fields before sending, with the server texts', async () => {
    const api = stubSettings(() => new Response());
    const { user } = await renderTab();

    await user.clear(screen.getByLabelText('Marktname'));
    await user.clear(screen.getByLabelText('Marktjahr'));
    await user.type(screen.getByLabelText('Marktjahr'), '2035');
    await user.type(screen.getByLabelText('BIC'), 'XX');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(screen.getByText('Marktname ist erforderlich')).toBeInTheDocument();
    expect(screen.getByText('Jahr muss zwischen 2020 und 2030 liegen')).toBeInTheDocument();
    expect(screen.getByText('Ungültiger BIC')).toBeInTheDocument();
    expect(screen.getByLabelText('Marktname')).toHaveFocus();
    expect(api.bodies(PATCH)).toEqual([]);

    await user.type(screen.getByLabelText('Marktname'), 'Neu');
    expect(screen.queryByText('Marktname ist erforderlich')).not.toBeInTheDocument();
  });

  it('shows the server message when saving fails and keeps the edits', async () => {
    stubSettings(() => apiError(400, 'Ungültige E-Mail-Adresse'));
    const { user } = await renderTab();

    await user.type(screen.getByLabelText('E-Mail für Benachrichtigungen'), 'a@b.at');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const toast = (await screen.findAllByText(/Einstellungen konnten nicht gespeichert werden/))
      .map((element) => element.closest('[role="alert"]'))
      .find(
        (alert) => alert && within(alert as HTMLElement).queryByText('Ungültige E-Mail-Adresse'),
      );
    expect(toast).toBeTruthy();
    expect(screen.getByLabelText('E-Mail für Benachrichtigungen')).toHaveValue('a@b.at');
  });

  it('puts the edits back with "Verwerfen"', async () => {
    stubSettings();
    const { user } = await renderTab();

    await user.type(screen.getByLabelText('Marktname'), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));

    expect(screen.getByLabelText('Marktname')).toHaveValue('Adventmarkt Burg Hochosterwitz');
    expect(screen.getByText('Alle Änderungen gespeichert')).toBeInTheDocument();
  });
});
