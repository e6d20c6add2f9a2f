import type { AdminBoothAreaDto, AdminBoothDto } from '@standl/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { ConsoleRoleProvider } from '../../auth';
import { adminBooth } from '../../vendors/testing';
import { FloorPlanTab } from './FloorPlanTab';

// A whole editor per test, typed into field by field: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const LIST = 'GET /api/admin/booths';
const layoutKey = (id: number) => `PATCH /api/admin/booths/${id}/layout`;
const OVERLAP_01 = 'Der Standplatz überschneidet sich mit Standplatz AK-01.';

/** Stall `id` of the Arkadenhof, numbered AK-0{id}. */
const booth = (id: number, overrides: Partial<AdminBoothDto> = {}): AdminBoothDto =>
  adminBooth({ id, number: `AK-${String(id).padStart(2, '0')}`, ...overrides });

const placed = (id: number, xCm: number, yCm: number, rotationDeg = 0) =>
  booth(id, {
    placement: { xCm, yCm, widthCm: 300, depthCm: 200, rotationDeg },
    widthCm: 300,
    depthCm: 200,
  });

function area(overrides: Partial<AdminBoothAreaDto> = {}): AdminBoothAreaDto {
  return {
    id: 1,
    code: 'AK',
    name: 'Arkadenhof',
    price: 15000,
    pricePerMeter: null,
    totalBooths: 4,
    allowSelfSelection: true,
    closedForSelection: false,
    occupiedCount: 0,
    reservedCount: 0,
    availableCount: 4,
    plan: { widthCm: 1000, depthCm: 600, imageUrl: null },
    planImage: null,
    surcharges: { power: 2500, water: 0, covered: 0, vehicleAccess: 0 },
    booths: [
      placed(1, 150, 100),
      placed(2, 450, 100),
      booth(3),
      booth(4, { widthCm: 250, depthCm: 150 }),
    ],
    ...overrides,
  };
}

/** The layout route answering with the stall as changed (a server that accepts everything). */
function acceptingLayout(current: AdminBoothAreaDto) {
  return (id: number) => (body: unknown) => {
    const change = body as {
      placement?: { xCm: number; yCm: number } | null;
      widthCm?: number;
      depthCm?: number;
      rotationDeg?: number;
      powerAmps?: number | null;
    };
    const before = current.booths.find((b) => b.id === id)!;
    const widthCm = change.widthCm ?? before.widthCm ?? 300;
    const depthCm = change.depthCm ?? before.depthCm ?? 200;
    const position = change.placement === undefined ? before.placement : (change.placement ?? null);
    return Response.json({
      ...before,
      widthCm,
      depthCm,
      placement: position && {
        xCm: position.xCm,
        yCm: position.yCm,
        widthCm,
        depthCm,
        rotationDeg: change.rotationDeg ?? before.placement?.rotationDeg ?? 0,
      },
      attributes: {
        ...before.attributes,
        ...(change.powerAmps === undefined ? {} : { powerAmps: change.powerAmps }),
      },
    });
  };
}

function stubPlan(current = area(), extra: Record<string, (body: unknown) => Response> = {}) {
  const layout = acceptingLayout(current);
  return stubApi({
    [LIST]: () => Response.json([current]),
    [layoutKey(1)]: layout(1),
    [layoutKey(2)]: layout(2),
    [layoutKey(3)]: layout(3),
    [layoutKey(4)]: layout(4),
    ...extra,
  });
}

async function renderTab(role: 'organiser' | 'reader' = 'organiser') {
  const view = renderWithProviders(
    <ConsoleRoleProvider role={role}>
      <FloorPlanTab />
    </ConsoleRoleProvider>,
    { route: '/admin-dashboard?tab=floor-plan' },
  );
  await screen.findByRole('group', { name: 'Lageplan Arkadenhof' }).catch(() => undefined);
  return view;
}

const stallButton = (number: string) =>
  screen.getByRole('button', { name: new RegExp(`^Standplatz ${number}, Mitte`) });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FloorPlanTab', () => {
  it('shows the placed stalls as named buttons and lists the others aside', async () => {
    stubPlan();
    await renderTab();

    expect(
      screen.getByRole('button', {
        name: 'Standplatz AK-01, Mitte 1,5 m von links, 1 m von oben, 3 m × 2 m',
      }),
    ).toHaveAttribute('tabindex', '0');
    const aside = within(screen.getByRole('region', { name: 'Noch nicht platziert (2)' }));
    expect(aside.getByRole('button', { name: 'Standplatz AK-03, ohne Maße' })).toBeVisible();
    expect(aside.getByRole('button', { name: 'Standplatz AK-04, 2,5 m × 1,5 m' })).toBeVisible();
    expect(aside.getByRole('button', { name: 'AK-03 platzieren' })).toBeVisible();
    expect(screen.getByText(/Pfeiltasten verschieben ihn um 10 cm/)).toBeVisible();
  });

  it("'Platzieren' puts a stall on the first free spot with the default size", async () => {
    const api = stubPlan();
    const { user } = await renderTab();

    await user.click(screen.getByRole('button', { name: 'AK-03 platzieren' }));

    await waitFor(() => expect(api.bodies(layoutKey(3))).toHaveLength(1));
    expect(api.bodies(layoutKey(3))[0]).toEqual({
      placement: { xCm: 750, yCm: 100 },
      rotationDeg: 0,
      widthCm: 300,
      depthCm: 200,
    });
    expect(await screen.findByText('AK-03 gespeichert.')).toBeVisible();
    await waitFor(() => expect(stallButton('AK-03')).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Noch nicht platziert (1)' })).toBeVisible();
  });

  it('moves a stall by arrow keys and sends a held key as one request', async () => {
    const api = stubPlan();
    await renderTab();

    const stall = stallButton('AK-02');
    stall.focus();
    // A held key: its repeats come faster than the pause that sends.
    fireEvent.keyDown(stall, { key: 'ArrowDown' });
    fireEvent.keyDown(stall, { key: 'ArrowDown' });
    fireEvent.keyDown(stall, { key: 'ArrowDown' });
    fireEvent.keyDown(stall, { key: 'ArrowDown', shiftKey: true });
    expect(stallButton('AK-02')).toHaveAccessibleName(
      'Standplatz AK-02, Mitte 4,5 m von links, 2,3 m von oben, 3 m × 2 m',
    );
    expect(api.bodies(layoutKey(2))).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('AK-02 wird gleich gespeichert …');

    await waitFor(() =>
      expect(api.bodies(layoutKey(2))).toEqual([{ placement: { xCm: 450, yCm: 230 } }]),
    );
    expect(await screen.findByText('AK-02 gespeichert.')).toBeVisible();
    expect(stallButton('AK-02')).toHaveFocus();
  });

  it('undoes the last change of a place: a held key as one step', async () => {
    const api = stubPlan();
    const { user } = await renderTab();

    const stall = stallButton('AK-02');
    stall.focus();
    fireEvent.keyDown(stall, { key: 'ArrowDown' });
    fireEvent.keyDown(stall, { key: 'ArrowDown', shiftKey: true });
    await waitFor(() =>
      expect(api.bodies(layoutKey(2))).toEqual([{ placement: { xCm: 450, yCm: 210 } }]),
    );
    expect(await screen.findByText('AK-02 gespeichert.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Letzte Änderung rückgängig: AK-02' }));
    await waitFor(() =>
      expect(api.bodies(layoutKey(2))[1]).toEqual({
        placement: { xCm: 450, yCm: 100 },
        rotationDeg: 0,
        widthCm: 300,
        depthCm: 200,
      }),
    );
    expect(stallButton('AK-02')).toHaveAccessibleName(/Mitte 4,5 m von links, 1 m von oben/);
    expect(screen.queryByRole('button', { name: /rückgängig/ })).toBeNull();
  });

  it('refuses a key move onto another stall with the German reason and sends nothing', async () => {
    const api = stubPlan(area({ booths: [placed(1, 150, 100), placed(2, 450, 100)] }));
    const { user } = await renderTab();

    stallButton('AK-02').focus();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Änderung an AK-02 nicht gespeichert: ${OVERLAP_01}`,
    );
    expect(stallButton('AK-02')).toHaveAccessibleName(/Mitte 4,5 m von links/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(api.bodies(layoutKey(2))).toEqual([]);
  });

  it('turns by R and Shift+R', async () => {
    const api = stubPlan(area({ booths: [placed(1, 150, 100), placed(2, 450, 400)] }));
    const { user } = await renderTab();

    stallButton('AK-02').focus();
    await user.keyboard('r{Shift>}R{/Shift}');
    expect(stallButton('AK-02')).toHaveAccessibleName(/gedreht um 105°/);
    await waitFor(() => expect(api.bodies(layoutKey(2))).toEqual([{ rotationDeg: 105 }]));
  });

  it('opens the fields with Enter, checks them in German and applies them', async () => {
    const api = stubPlan();
    const { user } = await renderTab();

    stallButton('AK-02').focus();
    await user.keyboard('{Enter}');
    const fields = within(screen.getByRole('region', { name: 'Standplatz AK-02' }));
    const x = fields.getByLabelText('Mitte von links');
    expect(x).toHaveFocus();
    expect(x).toHaveValue('4,5');

    await user.clear(fields.getByLabelText('Breite'));
    await user.type(fields.getByLabelText('Breite'), '25');
    await user.clear(fields.getByLabelText('Drehung'));
    await user.type(fields.getByLabelText('Drehung'), '400');
    await user.click(fields.getByRole('button', { name: 'Übernehmen' }));
    expect(
      fields.getByText('Breite und Tiefe eines Standplatzes müssen zwischen 0,5 und 20 m liegen.'),
    ).toBeVisible();
    expect(fields.getByText('Die Drehung muss zwischen 0 und 359 Grad liegen.')).toBeVisible();

    // On the neighbour: refused here, with the server's words.
    await user.clear(fields.getByLabelText('Breite'));
    await user.type(fields.getByLabelText('Breite'), '3');
    await user.clear(fields.getByLabelText('Drehung'));
    await user.type(fields.getByLabelText('Drehung'), '0');
    await user.clear(x);
    await user.type(x, '2');
    await user.click(fields.getByRole('button', { name: 'Übernehmen' }));
    expect(fields.getByText(OVERLAP_01)).toBeVisible();
    expect(api.bodies(layoutKey(2))).toEqual([]);

    await user.clear(x);
    await user.type(x, '7,55');
    await user.clear(fields.getByLabelText('Mitte von oben'));
    await user.type(fields.getByLabelText('Mitte von oben'), '3');
    await user.clear(fields.getByLabelText('Tiefe'));
    await user.type(fields.getByLabelText('Tiefe'), '2,5');
    await user.click(fields.getByRole('button', { name: 'Übernehmen' }));
    await waitFor(() =>
      expect(api.bodies(layoutKey(2))).toEqual([
        { widthCm: 300, depthCm: 250, rotationDeg: 0, placement: { xCm: 755, yCm: 300 } },
      ]),
    );
  }, 40_000);

  it('saves an attribute as soon as it is changed', async () => {
    const api = stubPlan();
    const { user } = await renderTab();

    await user.click(
      within(screen.getByRole('region', { name: 'Noch nicht platziert (2)' })).getByRole('button', {
        name: 'Standplatz AK-04, 2,5 m × 1,5 m',
      }),
    );
    const fields = within(screen.getByRole('region', { name: 'Standplatz AK-04' }));
    expect(fields.getByText(/frei · Standgebühr 150,00 €/)).toBeVisible();
    await user.click(fields.getByRole('combobox', { name: 'Stromanschluss' }));
    await user.click(screen.getByRole('option', { name: '16 A' }));
    await user.click(fields.getByRole('checkbox', { name: 'Wasser' }));

    await waitFor(() =>
      expect(api.bodies(layoutKey(4))).toEqual([{ powerAmps: 16 }, { water: true }]),
    );
  });

  it('asks before taking a stall off the plan (Delete) and lists it aside again', async () => {
    const api = stubPlan();
    const { user } = await renderTab();

    stallButton('AK-01').focus();
    await user.keyboard('{Delete}');
    const dialog = within(await screen.findByRole('dialog', { name: 'AK-01 vom Plan nehmen?' }));
    await user.click(dialog.getByRole('button', { name: 'Vom Plan nehmen' }));

    await waitFor(() => expect(api.bodies(layoutKey(1))).toEqual([{ placement: null }]));
    expect(
      await screen.findByRole('region', { name: 'Noch nicht platziert (3)' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Standplatz AK-01, 3 m × 2 m' })).toHaveFocus(),
    );
  });

  it("shows the server's refusal and puts the stall back where the server keeps it", async () => {
    stubPlan(area(), {
      [layoutKey(2)]: () =>
        apiError(409, 'Der Standplatz überschneidet sich mit Standplatz AK-09.'),
    });
    const { user } = await renderTab();

    stallButton('AK-02').focus();
    await user.keyboard('{ArrowRight}');
    expect(
      await screen.findByText(
        'Änderung an AK-02 nicht gespeichert: Der Standplatz überschneidet sich mit Standplatz AK-09.',
      ),
    ).toBeVisible();
    expect(stallButton('AK-02')).toHaveAccessibleName(/Mitte 4,5 m von links/);
  });

  it('uploads a PDF with its page and shows the German reason of a refusal', async () => {
    const api = stubPlan(area(), {
      'PUT /api/admin/booth-areas/1/plan-image': () =>
        apiError(400, 'Diese Seite gibt es im PDF nicht (es hat 2 Seiten).'),
    });
    const { user } = await renderTab();

    const input = screen.getByLabelText('Plan-Datei wählen (SVG, PNG, JPEG oder PDF)');
    await user.upload(input, new File(['%PDF-1.7'], 'burg.pdf', { type: 'application/pdf' }));
    await user.clear(screen.getByLabelText('Seite im PDF'));
    await user.type(screen.getByLabelText('Seite im PDF'), '0');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(
      screen.getByText('Bitte eine gültige Seitenzahl des PDFs angeben (1 oder mehr).'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Seite im PDF'));
    await user.type(screen.getByLabelText('Seite im PDF'), '3');
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(
      await screen.findByText('Diese Seite gibt es im PDF nicht (es hat 2 Seiten).'),
    ).toBeInTheDocument();
    const form = api.bodies('PUT /api/admin/booth-areas/1/plan-image')[0] as FormData;
    expect(form.get('page')).toBe('3');
    expect((form.get('file') as File).name).toBe('burg.pdf');
  });

  it('says what a 413 without a text means, and refuses a file over 10 MB before sending', async () => {
    const api = stubPlan(area(), {
      'PUT /api/admin/booth-areas/1/plan-image': () => new Response('', { status: 413 }),
    });
    const { user } = await renderTab();
    const input = screen.getByLabelText('Plan-Datei wählen (SVG, PNG, JPEG oder PDF)');
    const tooLarge = 'Die Datei ist zu groß. Ein Lageplan darf höchstens 10 MB haben.';

    await user.upload(input, new File(['<svg/>'], 'plan.svg', { type: 'image/svg+xml' }));
    expect(screen.queryByLabelText('Seite im PDF')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();

    const huge = new File(['x'], 'riesig.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    await user.click(screen.getByRole('button', { name: 'Hochladen' }));
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    expect(api.bodies('PUT /api/admin/booth-areas/1/plan-image')).toHaveLength(1);
  });

  it('asks before replacing or removing the plan image', async () => {
    const withImage = area({
      plan: { widthCm: 1000, depthCm: 600, imageUrl: '/api/booth-areas/1/plan-image?v=ab' },
      planImage: {
        mediaType: 'image/png',
        widthPx: 2400,
        heightPx: 1440,
        sourceName: 'burg.pdf',
        sourceMediaType: 'application/pdf',
        uploadedAt: '2026-11-02T10:00:00.000Z',
        uploadedBy: 'Anna Berger',
      },
    });
    const removed = { ...withImage, planImage: null, plan: { ...withImage.plan!, imageUrl: null } };
    let current = withImage;
    const api = stubPlan(withImage, {
      [LIST]: () => Response.json([current]),
      'DELETE /api/admin/booth-areas/1/plan-image': () => {
        current = removed;
        return Response.json(removed);
      },
    });
    const { user } = await renderTab();

    expect(screen.getByTestId('plan-file-info')).toHaveTextContent(
      'burg.pdf (PDF-Seite als Bild, 2400 × 1440 Pixel), hochgeladen am 2. November 2026 von Anna Berger',
    );
    await user.upload(
      screen.getByLabelText('Plan-Datei wählen (SVG, PNG, JPEG oder PDF)'),
      new File(['<svg/>'], 'neu.svg', { type: 'image/svg+xml' }),
    );
    await user.click(screen.getByRole('button', { name: 'Plan ersetzen' }));
    const replace = within(await screen.findByRole('dialog', { name: 'Plan ersetzen?' }));
    await user.click(replace.getByRole('button', { name: 'Abbrechen' }));
    expect(api.bodies('PUT /api/admin/booth-areas/1/plan-image')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Planbild entfernen' }));
    const remove = within(await screen.findByRole('dialog', { name: 'Planbild entfernen?' }));
    await user.click(remove.getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText(/Noch kein Plan hochgeladen/)).toBeVisible();
  });

  it("checks the site's size and refuses to shrink it under a placed stall", async () => {
    const api = stubPlan(area(), {
      'PATCH /api/admin/booth-areas/1': (body) =>
        Response.json({ ...area(), plan: { widthCm: 1200, depthCm: 600, imageUrl: null }, body }),
    });
    const { user } = await renderTab();
    const size = within(screen.getByRole('form', { name: 'Größe des Geländes' }));

    expect(size.getByLabelText('Breite')).toHaveValue('10');
    await user.clear(size.getByLabelText('Breite'));
    await user.type(size.getByLabelText('Breite'), '4');
    await user.click(size.getByRole('button', { name: 'Größe speichern' }));
    expect(
      size.getByText('Bitte Breite und Tiefe des Lageplans in Metern angeben (5 bis 1.000 m).'),
    ).toBeVisible();

    await user.clear(size.getByLabelText('Breite'));
    await user.type(size.getByLabelText('Breite'), '5');
    await user.click(size.getByRole('button', { name: 'Größe speichern' }));
    expect(
      size.getByText('AK-02: Der Standplatz liegt nicht ganz auf dem Lageplan.'),
    ).toBeVisible();

    await user.clear(size.getByLabelText('Breite'));
    await user.type(size.getByLabelText('Breite'), '12');
    await user.click(size.getByRole('button', { name: 'Größe speichern' }));
    await waitFor(() =>
      expect(api.bodies('PATCH /api/admin/booth-areas/1')).toEqual([
        { planWidthCm: 1200, planDepthCm: 600 },
      ]),
    );
  });

  it('shows the plan to a reader without a control', async () => {
    stubPlan();
    await renderTab('reader');

    expect(await screen.findByRole('img', { name: 'Lageplan Arkadenhof' })).toBeVisible();
    expect(
      screen.getByText('Den Lageplan ändert der Veranstalter; hier ist er zu sehen.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Standplatz AK-01/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'AK-03 platzieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Hochladen' })).toBeNull();
  });
});
