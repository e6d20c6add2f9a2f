import { screen, within } from '@testing-library/react';
import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { AreasTab } from './AreasTab';

const LIST = 'GET /api/admin/booths';
const PATCH_AK = 'PATCH /api/admin/booth-areas/1';
const PATCH_BK = 'PATCH /api/admin/booth-areas/2';
const PER_METER = 'Preis pro Laufmeter';

function area(overrides: Partial<AdminBoothAreaDto> = {}): AdminBoothAreaDto {
  return {
    id: 1,
    code: 'AK',
    name: 'Arkadenhof',
    price: 15000,
    pricePerMeter: null,
    totalBooths: 24,
    allowSelfSelection: true,
    closedForSelection: false,
    occupiedCount: 3,
    reservedCount: 2,
    availableCount: 19,
    plan: null,
    surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
    planImage: null,
    booths: [],
    ...overrides,
  };
}

const areas = [
  area({
    booths: [
      { id: 7, number: 'AK-07', status: 'available', isBeingProcessed: true } as AdminBoothDto,
      { id: 8, number: 'AK-08', status: 'available', isBeingProcessed: false } as AdminBoothDto,
    ],
  }),
  area({
    id: 2,
    code: 'BK',
    name: 'Burgkeller',
    price: 7500,
    pricePerMeter: 2500,
    allowSelfSelection: false,
  }),
];

afterEach(() => vi.unstubAllGlobals());

function card(name: string) {
  return within(screen.getByRole('region', { name }));
}

async function findCard(name: string) {
  return within(await screen.findByRole('region', { name }));
}

async function openEdit(name: string) {
  const view = renderWithProviders(<AreasTab />);
  await view.user.click((await findCard(name)).getByRole('button', { name: `${name} bearbeiten` }));
  return { ...view, dialog: within(await screen.findByRole('dialog')) };
}

describe('AreasTab', () => {
  it('shows each area with code, stalls, price, occupancy and the self-selection badge', async () => {
    stubApi({ [LIST]: () => Response.json(areas) });
    renderWithProviders(<AreasTab />);

    const ak = await findCard('Arkadenhof');
    expect(ak.getByText('Code AK')).toBeInTheDocument();
    expect(ak.getByText('24')).toBeInTheDocument();
    expect(ak.getByText('150,00 €')).toBeInTheDocument();
    expect(ak.getByText('5 von 24 vergeben')).toBeInTheDocument();
    expect(
      ak.getByText('3 belegt · 2 reserviert · 18 frei · 1 in Bearbeitung'),
    ).toBeInTheDocument();
    expect(ak.getByText('Aktiviert')).toBeInTheDocument();
    expect(
      ak.getByRole('switch', { name: 'Selbstauswahl durch Händler (Arkadenhof)' }),
    ).toBeChecked();

    const bk = card('Burgkeller');
    expect(bk.getByText('Deaktiviert')).toBeInTheDocument();
    expect(
      bk.getByRole('switch', { name: 'Selbstauswahl durch Händler (Burgkeller)' }),
    ).not.toBeChecked();
    expect(screen.getByText(/nur über die Zuweisung durch den Veranstalter/)).toBeInTheDocument();
    expect(screen.getByText(/Anzahlung von 10,00/)).toBeInTheDocument();
  });

  it('shows the price per metre on the card only where there is one', async () => {
    stubApi({ [LIST]: () => Response.json(areas) });
    renderWithProviders(<AreasTab />);

    const bk = await findCard('Burgkeller');
    expect(bk.getByText('Preis pro Laufmeter').nextSibling).toHaveTextContent('25,00 €');
    expect(card('Arkadenhof').queryByText('Preis pro Laufmeter')).not.toBeInTheDocument();
  });

  it('turns self-selection off and says so', async () => {
    let current = areas;
    const api = stubApi({
      [LIST]: () => Response.json(current),
      [PATCH_AK]: () => {
        current = [area({ allowSelfSelection: false }), areas[1]];
        return Response.json(current[0]);
      },
    });
    const { user } = renderWithProviders(<AreasTab />);

    await user.click(
      (await findCard('Arkadenhof')).getByRole('switch', {
        name: 'Selbstauswahl durch Händler (Arkadenhof)',
      }),
    );

    expect(await screen.findByText('Bereich aktualisiert')).toBeInTheDocument();
    expect(api.bodies(PATCH_AK)).toEqual([{ allowSelfSelection: false }]);
    expect(card('Arkadenhof').getByText('Deaktiviert')).toBeInTheDocument();
  });

  it('closes an area for new registrations, which then join its waiting list', async () => {
    let current = areas;
    const api = stubApi({
      [LIST]: () => Response.json(current),
      [PATCH_AK]: () => {
        current = [{ ...areas[0]!, closedForSelection: true }, areas[1]!];
        return Response.json(current[0]);
      },
    });
    const { user } = renderWithProviders(<AreasTab />);
    const ak = await findCard('Arkadenhof');
    const closing = ak.getByRole('switch', {
      name: 'Bereich geschlossen, neue Anmeldungen auf die Warteliste (Arkadenhof)',
    });
    expect(closing).not.toBeChecked();
    expect(ak.queryByTestId('closed-badge')).not.toBeInTheDocument();

    await user.click(closing);

    expect(
      await screen.findByText(
        'Arkadenhof ist geschlossen: Neue Anmeldungen kommen auf die Warteliste.',
      ),
    ).toBeInTheDocument();
    expect(api.bodies(PATCH_AK)).toEqual([{ closedForSelection: true }]);
    expect(closing).toBeChecked();
    expect(card('Arkadenhof').getByTestId('closed-badge')).toHaveTextContent('Geschlossen');
    // Self-selection stays as it was.
    expect(card('Arkadenhof').getByText('Aktiviert')).toBeInTheDocument();
  });

  it('shows the error toast with the server text when the switch fails', async () => {
    stubApi({
      [LIST]: () => Response.json(areas),
      [PATCH_AK]: () => apiError(404, 'Bereich nicht gefunden'),
    });
    const { user } = renderWithProviders(<AreasTab />);

    await user.click(
      (await findCard('Arkadenhof')).getByRole('switch', {
        name: 'Selbstauswahl durch Händler (Arkadenhof)',
      }),
    );

    const toast = (await screen.findByText('Bereich konnte nicht aktualisiert werden.')).closest(
      '[role="alert"]',
    );
    expect(toast).toHaveTextContent('Bereich konnte nicht aktualisiert werden.');
    expect(toast).toHaveTextContent('Bereich nicht gefunden');
    expect(
      card('Arkadenhof').getByRole('switch', { name: 'Selbstauswahl durch Händler (Arkadenhof)' }),
    ).toBeChecked();
  });

  it('validates the edit form before sending', async () => {
    const api = stubApi({ [LIST]: () => Response.json(areas) });
    const { user, dialog } = await openEdit('Arkadenhof');

    expect(dialog.getByLabelText('Preis pro Standplatz')).toHaveValue('150,00');
    await user.clear(dialog.getByLabelText('Name'));
    await user.clear(dialog.getByLabelText('Preis pro Standplatz'));
    await user.type(dialog.getByLabelText('Preis pro Standplatz'), '-3');
    await user.clear(dialog.getByLabelText('Anzahl Standplätze'));
    await user.type(dialog.getByLabelText('Anzahl Standplätze'), '120');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    expect(dialog.getByText('Name ist erforderlich')).toBeInTheDocument();
    expect(dialog.getByText('Preis muss positiv sein')).toBeInTheDocument();
    expect(dialog.getByText('Höchstens 99 Plätze pro Bereich')).toBeInTheDocument();
    expect(api.bodies(PATCH_AK)).toEqual([]);
  });

  it('refuses an invalid price per metre in German and sends nothing', async () => {
    const api = stubApi({ [LIST]: () => Response.json(areas) });
    const { user, dialog } = await openEdit('Arkadenhof');

    expect(dialog.getByLabelText(PER_METER)).toHaveValue('');
    expect(
      dialog.getByText(
        'Optional. Gilt für Plätze mit Breite, sobald der Lageplan Maße kennt; bis dahin kostet jeder Platz den Preis oben.',
      ),
    ).toBeInTheDocument();
    await user.type(dialog.getByLabelText(PER_METER), '-3');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    expect(dialog.getByText('Preis pro Laufmeter muss positiv sein')).toBeInTheDocument();
    expect(dialog.getByLabelText(PER_METER)).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies(PATCH_AK)).toEqual([]);
  });

  it('saves name, prices in cents and count, and shows the price per metre on the card', async () => {
    let current = areas;
    const api = stubApi({
      [LIST]: () => Response.json(current),
      [PATCH_AK]: () => {
        const saved = area({
          name: 'Innenhof',
          price: 16050,
          pricePerMeter: 2550,
          totalBooths: 26,
        });
        current = [saved, areas[1]];
        return Response.json(saved);
      },
    });
    const { user, dialog } = await openEdit('Arkadenhof');

    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Innenhof');
    await user.clear(dialog.getByLabelText('Preis pro Standplatz'));
    await user.type(dialog.getByLabelText('Preis pro Standplatz'), '160,5');
    await user.type(dialog.getByLabelText(PER_METER), '25,5');
    await user.clear(dialog.getByLabelText('Anzahl Standplätze'));
    await user.type(dialog.getByLabelText('Anzahl Standplätze'), '26');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Bereich aktualisiert')).toBeInTheDocument();
    expect(api.bodies(PATCH_AK)).toEqual([
      { name: 'Innenhof', price: 16050, pricePerMeter: 2550, totalBooths: 26 },
    ]);
    const saved = await findCard('Innenhof');
    expect(saved.getByText('Preis pro Laufmeter').nextSibling).toHaveTextContent('25,50 €');
  });

  it('clears the price per metre with an empty field (null)', async () => {
    const api = stubApi({
      [LIST]: () => Response.json(areas),
      [PATCH_BK]: () => Response.json({ ...areas[1], pricePerMeter: null }),
    });
    const { user, dialog } = await openEdit('Burgkeller');

    expect(dialog.getByLabelText(PER_METER)).toHaveValue('25,00');
    await user.clear(dialog.getByLabelText(PER_METER));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Bereich aktualisiert')).toBeInTheDocument();
    expect(api.bodies(PATCH_BK)).toEqual([
      { name: 'Burgkeller', price: 7500, pricePerMeter: null, totalBooths: 24 },
    ]);
  });

  it('keeps the dialog open with the server message on a 409', async () => {
    const message =
      'Die Anzahl kann nicht verringert werden: Standplatz AK-24 ist vergeben, reserviert oder gerade in Bearbeitung.';
    stubApi({ [LIST]: () => Response.json(areas), [PATCH_AK]: () => apiError(409, message) });
    const { user, dialog } = await openEdit('Arkadenhof');

    await user.clear(dialog.getByLabelText('Anzahl Standplätze'));
    await user.type(dialog.getByLabelText('Anzahl Standplätze'), '20');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));

    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
