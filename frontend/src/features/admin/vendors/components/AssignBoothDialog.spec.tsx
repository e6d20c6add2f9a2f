import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render';
import { apiError, stubApi } from '../../../../test/api-stub';
import { adminAreas, adminVendor, VENDOR_ID } from '../testing/admin-vendor-fixtures';
import { AssignBoothDialog } from './AssignBoothDialog';

afterEach(() => vi.unstubAllGlobals());

const ASSIGN = `POST /api/admin/vendors/${VENDOR_ID}/assign-booth`;
const SUGGESTION = `GET /api/admin/vendors/${VENDOR_ID}/booth-suggestion`;
const vendor = { id: VENDOR_ID, name: 'Kerzenzieherei Huber' };

function stub(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/admin/booths': () => Response.json(adminAreas()),
    'GET /api/admin/vendors': () => Response.json([adminVendor()]),
    [SUGGESTION]: () => Response.json({ suggestion: null }),
    ...handlers,
  });
}

function renderDialog() {
  const onClose = vi.fn();
  const onAssigned = vi.fn();
  const view = renderWithProviders(
    <AssignBoothDialog open vendor={vendor} onClose={onClose} onAssigned={onAssigned} />,
  );
  return { ...view, onClose, onAssigned };
}

describe('AssignBoothDialog', () => {
  it('shows the stalls in a grid: free ones selectable, the others disabled with a label', async () => {
    stub();
    renderDialog();

    const free = await screen.findByRole('button', { name: 'Standplatz AK-01, frei' });
    expect(free).toBeEnabled();
    expect(free).toHaveTextContent('01frei');
    const occupied = screen.getByRole('button', { name: /Standplatz AK-02, belegt/ });
    expect(occupied).toBeDisabled();
    expect(occupied).toHaveTextContent('02Glasbläs');
    expect(screen.getByRole('button', { name: /Standplatz AK-03, reserviert/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /AK-04, in Bearbeitung/ })).toHaveTextContent(
      '04Imkerei',
    );
    expect(screen.getByRole('button', { name: 'Zuweisen' })).toBeDisabled();
    expect(screen.getByText('1 frei · 150,00 €')).toBeInTheDocument();
  });

  it('assigns the chosen stall, confirms with a toast and closes', async () => {
    const api = stub({
      [ASSIGN]: () =>
        Response.json(adminVendor({ status: 'confirmed', boothId: 1, boothNumber: 'AK-01' })),
    });
    const { user, onClose, onAssigned } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Standplatz AK-01, frei' }));
    expect(screen.getByText('Ausgewählt: AK-01 (Arkadenhof, 150,00 €)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zuweisen' }));

    expect(await screen.findByText('Standplatz zugewiesen')).toBeInTheDocument();
    expect(api.bodies(ASSIGN)).toEqual([{ boothId: 1 }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onAssigned).toHaveBeenCalled();
  });

  it('offers last year’s stall when it is free', async () => {
    stub({
      [SUGGESTION]: () =>
        Response.json({
          suggestion: { year: 2025, boothArea: 'Arkadenhof', boothNumber: 'AK-01' },
        }),
    });
    const { user } = renderDialog();

    expect(await screen.findByText('Vorjahr: Bereich Arkadenhof, Platz AK-01')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'AK-01 übernehmen' }));
    expect(
      screen.getByRole('button', { name: /Standplatz AK-01, frei, ausgewählt/ }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when last year’s stall is taken', async () => {
    stub({
      [SUGGESTION]: () =>
        Response.json({
          suggestion: { year: 2025, boothArea: 'Arkadenhof', boothNumber: 'AK-02' },
        }),
    });
    renderDialog();
    expect(await screen.findByText('Dieser Standplatz ist nicht frei.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /übernehmen/ })).not.toBeInTheDocument();
  });

  it('shows the server message on 409 and reloads the stalls', async () => {
    const api = stub({ [ASSIGN]: () => apiError(409, 'Standplatz ist bereits vergeben') });
    const { user, onClose } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Standplatz AK-01, frei' }));
    await user.click(screen.getByRole('button', { name: 'Zuweisen' }));

    expect(await screen.findByText('Fehler bei der Zuweisung')).toBeInTheDocument();
    expect(screen.getAllByText('Standplatz ist bereits vergeben').length).toBeGreaterThan(0);
    await waitFor(() => expect(api.bodies('GET /api/admin/booths')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Zuweisen' })).toBeDisabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('rejects the vendor after confirmation', async () => {
    const api = stub({
      [`PATCH /api/admin/vendors/${VENDOR_ID}`]: () =>
        Response.json(adminVendor({ status: 'rejected' })),
    });
    const { user, onClose } = renderDialog();
    await screen.findByRole('button', { name: 'Standplatz AK-01, frei' });

    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));
    const confirm = screen.getByRole('dialog', { name: 'Händler ablehnen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ablehnen' }));

    expect(await screen.findByText('Händler abgelehnt')).toBeInTheDocument();
    expect(api.bodies(`PATCH /api/admin/vendors/${VENDOR_ID}`)).toEqual([{ status: 'rejected' }]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows where the chosen stall lies on its area's plan, highlighted", async () => {
    const place = (xCm: number) => ({ xCm, yCm: 300, widthCm: 300, depthCm: 200, rotationDeg: 0 });
    const [area] = adminAreas();
    stub({
      'GET /api/admin/booths': () =>
        Response.json([
          {
            ...area,
            plan: { widthCm: 2000, depthCm: 1000, imageUrl: null },
            booths: area!.booths.map((booth, i) => ({
              ...booth,
              placement: booth.number === 'AK-04' ? null : place(300 + i * 400),
              price: booth.number === 'AK-01' ? 17500 : 15000,
            })),
          },
        ]),
    });
    const { user } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Standplatz AK-01, frei' }));
    expect(screen.getByText('Ausgewählt: AK-01 (Arkadenhof, 175,00 €)')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Lage von AK-01 im Lageplan Arkadenhof' });
    const chosen = picture.querySelector('[data-stall="AK-01"] rect')!;
    expect(chosen).toHaveClass('stall-highlight');
    expect(chosen.getAttribute('fill')).toBe('#9b1c1f');
    // The others pale, drawn for orientation; the one without a place is missing.
    expect(picture.querySelector('[data-stall="AK-02"] rect')!.getAttribute('fill')).toBe(
      '#e0e0e0',
    );
    expect(picture.querySelector('[data-stall="AK-04"]')).toBeNull();
  });

  it('shows no plan for an area without one', async () => {
    stub();
    const { user } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Standplatz AK-01, frei' }));
    expect(screen.queryByTestId('assign-stall-on-plan')).toBeNull();
  });
});
