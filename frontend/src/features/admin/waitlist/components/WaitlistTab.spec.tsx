import { screen, within } from '@testing-library/react';
import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { ConsoleRoleProvider } from '../../auth';
import { adminSettings } from '../../settings/testing';
import { adminVendor } from '../../vendors/testing';
import { waitlist } from '../testing';
import { WaitlistTab } from './WaitlistTab';

const GET = 'GET /api/admin/waitlist';
const ORDER = 'PUT /api/admin/waitlist/areas/1/order';
const OFFER = 'POST /api/admin/waitlist/entries/e-3/offer';

afterEach(() => vi.unstubAllGlobals());

const booths = [
  {
    id: 1,
    code: 'AK',
    name: 'Arkadenhof',
    booths: [
      { id: 7, number: 'AK-07', status: 'available', isBeingProcessed: true },
      { id: 12, number: 'AK-12', status: 'available', isBeingProcessed: false },
      { id: 9, number: 'AK-09', status: 'available', isBeingProcessed: false },
    ] as AdminBoothDto[],
  },
] as AdminBoothAreaDto[];

/** The server's list: a new order is kept, as the server keeps it. */
function stub(handlers: Record<string, (body: unknown) => Response> = {}) {
  const current = waitlist();
  return stubApi({
    [GET]: () => Response.json(current),
    [ORDER]: (body) => {
      const { entryIds } = body as { entryIds: string[] };
      const area = current.areas[0]!;
      area.entries = entryIds.map((id, index) => ({
        ...area.entries.find((entry) => entry.entryId === id)!,
        position: index + 1,
      }));
      return Response.json(area);
    },
    'GET /api/admin/booths': () => Response.json(booths),
    'GET /api/admin/market-settings': () => Response.json(adminSettings()),
    ...handlers,
  });
}

async function arkadenhof() {
  return within(await screen.findByRole('region', { name: 'Arkadenhof' }));
}

const names = (area: { getAllByTestId: (id: string) => HTMLElement[] }) =>
  area.getAllByTestId('waitlist-entry').map((row) => row.querySelector('p')?.textContent);

describe('WaitlistTab', () => {
  it('shows each area in order with its offers and every offer with its state in Vienna time', async () => {
    stub();
    renderWithProviders(<WaitlistTab />);

    const area = await arkadenhof();
    expect(names(area)).toEqual(['Glasbläserei Sonnleitner', 'Kerzen Maier', 'Honig Huber']);
    expect(
      area.getByText('Angebot AK-07: Offen bis 12. November 2026, 10:00 Uhr'),
    ).toBeInTheDocument();
    expect(
      area.getByRole('button', { name: 'Platz anbieten: Glasbläserei Sonnleitner' }),
    ).toBeDisabled();

    const keller = within(screen.getByRole('region', { name: 'Burgkeller' }));
    expect(keller.getByText('Geschlossen')).toBeInTheDocument();
    expect(keller.getByText('2 Plätze frei')).toBeInTheDocument();
    expect(
      keller.getByText('Niemand wartet auf einen Platz in diesem Bereich.'),
    ).toBeInTheDocument();

    const offers = within(screen.getByRole('table', { name: 'Angebote' }));
    const rows = offers.getAllByTestId('waitlist-offer');
    expect(rows[0]).toHaveTextContent('Glasbläserei Sonnleitner');
    expect(rows[0]).toHaveTextContent('Offen bis 12. November 2026, 10:00 Uhr');
    expect(rows[0]).toHaveTextContent('automatisch');
    expect(rows[1]).toHaveTextContent('Abgelehnt');
    expect(rows[1]).toHaveTextContent('5. Nov. 2026, 16:30 Uhr');
    expect(rows[1]).toHaveTextContent('von organisator');
  });

  it('moves an entry with the arrow buttons and with Alt + arrow keys, keeping the focus on it', async () => {
    const api = stub();
    const { user } = renderWithProviders(<WaitlistTab />);
    const area = await arkadenhof();

    await user.click(area.getByRole('button', { name: 'Honig Huber nach oben' }));
    expect(names(area)).toEqual(['Glasbläserei Sonnleitner', 'Honig Huber', 'Kerzen Maier']);
    expect(area.getByRole('button', { name: 'Honig Huber nach oben' })).toHaveFocus();

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(names(area)).toEqual(['Honig Huber', 'Glasbläserei Sonnleitner', 'Kerzen Maier']);
    // First now: 'nach oben' is off, the focus moves to 'nach unten' of the same entry.
    expect(area.getByRole('button', { name: 'Honig Huber nach unten' })).toHaveFocus();

    expect(api.bodies(ORDER)).toEqual([
      { entryIds: ['e-1', 'e-3', 'e-2'] },
      { entryIds: ['e-3', 'e-1', 'e-2'] },
    ]);
  });

  it('puts the server order back when a move is refused', async () => {
    stub({ [ORDER]: () => apiError(409, 'Die Warteliste hat sich geändert.') });
    const { user } = renderWithProviders(<WaitlistTab />);
    const area = await arkadenhof();

    await user.click(area.getByRole('button', { name: 'Kerzen Maier nach unten' }));
    expect(await screen.findByText('Die Warteliste hat sich geändert.')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(names(area)).toEqual(['Glasbläserei Sonnleitner', 'Kerzen Maier', 'Honig Huber']),
    );
  });

  it('removes an entry only after the question, naming the open offer it withdraws', async () => {
    const api = stub({
      'DELETE /api/admin/waitlist/entries/e-1': () => new Response(null, { status: 204 }),
    });
    const { user } = renderWithProviders(<WaitlistTab />);
    const area = await arkadenhof();

    await user.click(area.getByRole('button', { name: 'Glasbläserei Sonnleitner entfernen' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(/Das offene Angebot für Standplatz AK-07 wird zurückgenommen/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('DELETE /api/admin/waitlist/entries/e-1')).toHaveLength(0);

    await user.click(area.getByRole('button', { name: 'Glasbläserei Sonnleitner entfernen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entfernen' }),
    );
    expect(await screen.findByText('Von der Warteliste genommen')).toBeInTheDocument();
    expect(api.bodies('DELETE /api/admin/waitlist/entries/e-1')).toHaveLength(1);
  });

  it('offers a free stall the organiser picks, out of order', async () => {
    const api = stub({ [OFFER]: () => Response.json({}) });
    const { user } = renderWithProviders(<WaitlistTab />);
    const area = await arkadenhof();

    await user.click(area.getByRole('button', { name: 'Platz anbieten: Honig Huber' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Platz anbieten' }));
    expect(await dialog.findByText(/48 Stunden für Honig Huber reserviert/)).toBeInTheDocument();
    const select = dialog.getByRole('combobox', { name: 'Freier Standplatz in Arkadenhof' });
    expect(select).toHaveTextContent('AK-09');
    await user.click(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    // AK-07 is held (an offer or a payment runs): not offered.
    expect(options).toEqual(['AK-09', 'AK-12']);
    await user.click(screen.getByRole('option', { name: 'AK-12' }));
    await user.click(dialog.getByRole('button', { name: 'Anbieten' }));

    expect(await screen.findByText('Platz angeboten')).toBeInTheDocument();
    expect(api.bodies(OFFER)).toEqual([{ boothId: 12 }]);
  });

  it('adds a vendor without a stall to the end of a list', async () => {
    const api = stub({
      'GET /api/admin/vendors': () =>
        Response.json([
          adminVendor({ id: 'v-7', name: 'Lebkuchen Wagner' }),
          adminVendor({ id: 'v-2', name: 'Kerzen Maier' }),
        ]),
      'POST /api/admin/waitlist/entries': () => Response.json(waitlist().areas[1]),
    });
    const { user } = renderWithProviders(<WaitlistTab />);
    await screen.findByRole('region', { name: 'Burgkeller' });

    await user.click(
      screen.getByRole('button', { name: 'Händler zur Warteliste Burgkeller hinzufügen' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Händler zur Warteliste hinzufügen' }),
    );
    await user.click(await dialog.findByRole('combobox', { name: 'Händler' }));
    // Kerzen Maier already waits in the Arkadenhof: one list per vendor.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Lebkuchen Wagner',
    ]);
    await user.click(screen.getByRole('option', { name: 'Lebkuchen Wagner' }));
    await user.click(dialog.getByRole('button', { name: 'Hinzufügen' }));

    expect(await screen.findByText('Zur Warteliste hinzugefügt')).toBeInTheDocument();
    expect(api.bodies('POST /api/admin/waitlist/entries')).toEqual([
      { vendorId: 'v-7', areaId: 2 },
    ]);
  });

  it('shows the lists without any change to Kasse and Lesen', async () => {
    stub();
    renderWithProviders(
      <ConsoleRoleProvider role="cashier">
        <WaitlistTab />
      </ConsoleRoleProvider>,
    );
    const area = await arkadenhof();
    expect(names(area)).toHaveLength(3);
    expect(area.queryByRole('button')).not.toBeInTheDocument();
  });
});
