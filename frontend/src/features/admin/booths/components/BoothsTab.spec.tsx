import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminBooth, adminVendor, boothAreas } from '../testing';
import { BoothsTab } from './BoothsTab';
import { VENDOR_REQUIRED } from './ReserveBoothDialog';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/admin/booths';
const VENDORS = 'GET /api/admin/vendors';
const PATCH = (id: number) => `PATCH /api/admin/booths/${id}`;
const RESERVE = (id: number) => `POST /api/admin/booths/${id}/reserve-manually`;

const waiting = [
  adminVendor({
    id: 'v-paid',
    name: 'Töpferei Lehner',
    email: 'lehner@example.at',
    status: 'approved',
  }),
  adminVendor({ id: 'v-new', name: 'Adventkranz Moser', email: 'moser@example.at' }),
  adminVendor({ id: 'v-done', name: 'Schon Bestätigt', status: 'confirmed', boothId: 2 }),
];

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [LIST]: () => Response.json(boothAreas()),
    [VENDORS]: () => Response.json(waiting),
    ...handlers,
  });
}

function renderTab() {
  return renderWithProviders(<BoothsTab />);
}

function tile(number: string) {
  return screen.findByRole('button', { name: new RegExp(`^Standplatz ${number},`) });
}

describe('BoothsTab', () => {
  it('lists the current reservations and the map with counts and 8-character names', async () => {
    stub();
    renderTab();

    const list = await screen.findByRole('table', { name: 'Aktuelle Reservierungen' });
    const occupied = within(within(list).getByTestId('reservation-AK-02'));
    expect(occupied.getByText('Belegt')).toBeInTheDocument();
    expect(occupied.getByText('Glasbläserei Sonnleitner')).toBeInTheDocument();
    expect(occupied.getByText('glas@example.at')).toBeInTheDocument();
    expect(occupied.getByText('Händler-Reservierung')).toBeInTheDocument();
    expect(occupied.getByText('12. Nov. 2026, 14:05 Uhr')).toBeInTheDocument();
    const reserved = within(within(list).getByTestId('reservation-AK-03'));
    expect(reserved.getByText('Reserviert')).toBeInTheDocument();
    expect(reserved.getByText('Manuelle Reservierung')).toBeInTheDocument();
    expect(reserved.getByText('admin')).toBeInTheDocument();
    expect(screen.getByTestId('running-holds')).toHaveTextContent(
      'AK-04: Imkerei Bienenstock zahlt gerade die Anzahlung (noch 12 Minuten).',
    );

    const ak = within(screen.getByRole('region', { name: 'Arkadenhof (AK)' }));
    expect(ak.getByRole('list', { name: 'Belegung Arkadenhof' })).toHaveTextContent(
      '1 frei1 in Bearbeitung1 reserviert1 belegt',
    );
    expect(ak.getByText('4 Plätze · 150,00 €')).toBeInTheDocument();
    expect(await tile('AK-02')).toHaveTextContent(/^02Glasbläs$/);
    expect(await tile('AK-03')).toHaveTextContent(/^03Musikver$/);
    expect(await tile('AK-01')).toHaveTextContent(/^01frei$/);
  });

  it('reserves a clicked free stall for a trimmed name', async () => {
    const api = stub({ [RESERVE(1)]: () => Response.json(adminBooth({ status: 'reserved' })) });
    const { user } = renderTab();

    await user.click(await tile('AK-01'));
    const dialog = within(await screen.findByRole('dialog', { name: /Standplatz reservieren/ }));
    expect(dialog.getByText('AK-01 · Arkadenhof · 150,00 €')).toBeInTheDocument();
    await user.click(dialog.getByRole('tab', { name: 'Manueller Name' }));
    await user.click(dialog.getByRole('button', { name: 'Reservieren' }));
    expect(dialog.getByText('Bitte geben Sie einen Namen ein')).toBeInTheDocument();
    expect(api.bodies(RESERVE(1))).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: 'Name' }), '  Musikschule  ');
    await user.click(dialog.getByRole('button', { name: 'Reservieren' }));

    expect(await screen.findByText('Standplatz reserviert')).toBeInTheDocument();
    expect(api.bodies(RESERVE(1))).toEqual([{ name: 'Musikschule' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a tab’s missing field only after submitting on that tab', async () => {
    stub();
    const { user } = renderTab();
    await user.click(await tile('AK-01'));
    const dialog = within(await screen.findByRole('dialog', { name: /Standplatz reservieren/ }));
    await user.click(dialog.getByRole('tab', { name: 'Manueller Name' }));
    await user.click(dialog.getByRole('button', { name: 'Reservieren' }));
    expect(dialog.getByText('Bitte geben Sie einen Namen ein')).toBeInTheDocument();

    await user.click(dialog.getByRole('tab', { name: 'Registrierter Händler' }));

    expect(dialog.queryByText(VENDOR_REQUIRED)).not.toBeInTheDocument();
  });

  it('shows the server text when someone else was faster, and keeps the dialog open', async () => {
    stub({ [RESERVE(42)]: () => apiError(409, 'Standplatz ist bereits vergeben') });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Name reservieren' }));
    const dialog = within(await screen.findByRole('dialog'));
    const choice = dialog.getByRole('combobox', { name: 'Standplatz' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen …', 'AK-01', 'SO-01 – Vor dem Burgtor', 'SO-02']);
    expect(dialog.getByRole('tab', { name: 'Manueller Name' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Musikschule');
    await user.click(dialog.getByRole('button', { name: 'Reservieren' }));
    expect(dialog.getByText('Bitte wählen Sie einen freien Standplatz')).toBeInTheDocument();

    await user.selectOptions(choice, 'SO-02');
    await user.click(dialog.getByRole('button', { name: 'Reservieren' }));
    expect(await screen.findByText('Fehler bei Reservierung')).toBeInTheDocument();
    expect(screen.getByText('Standplatz ist bereits vergeben')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('assigns a waiting vendor (deposit paid first) and confirms', async () => {
    const api = stub({ [PATCH(1)]: () => Response.json(adminBooth({ status: 'occupied' })) });
    const { user } = renderTab();

    await user.click(await tile('AK-01'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('tab', { name: 'Registrierter Händler' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(dialog.getByRole('button', { name: 'Zuweisen' }));
    expect(dialog.getByText('Bitte wählen Sie einen Händler aus')).toBeInTheDocument();

    await user.click(dialog.getByRole('combobox', { name: 'Händler' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Töpferei Lehnerlehner@example.at',
      'Adventkranz Mosermoser@example.at',
    ]);
    expect(screen.getByText('Anzahlung geleistet')).toBeInTheDocument();
    await user.click(options[0]!);
    await user.click(dialog.getByRole('button', { name: 'Zuweisen' }));

    expect(await screen.findByText('Standplatz zugewiesen')).toBeInTheDocument();
    expect(
      screen.getByText('Töpferei Lehner: Standplatz AK-01, Status Bestätigt'),
    ).toBeInTheDocument();
    expect(api.bodies(PATCH(1))).toEqual([{ vendorId: 'v-paid', status: 'occupied' }]);
  });

  it('releases a stall from the list only after the confirmation', async () => {
    const api = stub({ [PATCH(3)]: () => Response.json(adminBooth({ id: 3 })) });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Standplatz AK-03 freigeben' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Standplatz freigeben?' }));
    expect(
      confirm.getByText(/AK-03 \(„Musikverein Burgdorf“\) wird wieder frei/),
    ).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Abbrechen' }));
    expect(api.bodies(PATCH(3))).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Standplatz AK-03 freigeben' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Standplatz freigeben?' }));
    await user.click(confirm.getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Standplatz freigegeben')).toBeInTheDocument();
    expect(api.bodies(PATCH(3))).toEqual([{ vendorId: null, status: 'available' }]);
  });

  it('shows a taken stall’s details from the map and reports a failed release', async () => {
    stub({ [PATCH(2)]: () => apiError(500, '') });
    const { user } = renderTab();

    await user.click(await tile('AK-02'));
    const details = within(await screen.findByRole('dialog', { name: 'Standplatz AK-02' }));
    expect(details.getByText('glas@example.at')).toBeInTheDocument();
    await user.click(details.getByRole('button', { name: 'Freigeben' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Standplatz freigeben?' })).getByRole(
        'button',
        { name: 'Freigeben' },
      ),
    );
    expect(await screen.findByText('Fehler bei Freigabe')).toBeInTheDocument();
    expect(screen.getByText('Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  });

  it('edits the location of an SO stall and shows the server’s 400 text', async () => {
    let answer = apiError(400, 'Standortbeschreibung darf höchstens 500 Zeichen lang sein');
    const api = stub({ [PATCH(42)]: () => answer });
    const { user } = renderTab();

    await user.click(await screen.findByRole('button', { name: 'Standort SO-02 bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Standort SO-02 bearbeiten' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Standortbeschreibung' }),
      ' Beim Brunnen ',
    );
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(
      await dialog.findByText('Standortbeschreibung darf höchstens 500 Zeichen lang sein'),
    ).toBeInTheDocument();

    answer = Response.json(adminBooth({ id: 42, locationDescription: 'Beim Brunnen' }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Standort aktualisiert')).toBeInTheDocument();
    expect(api.bodies(PATCH(42))).toEqual([
      { locationDescription: 'Beim Brunnen' },
      { locationDescription: 'Beim Brunnen' },
    ]);
  });
});
