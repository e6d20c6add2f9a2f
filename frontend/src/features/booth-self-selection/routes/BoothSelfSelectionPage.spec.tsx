import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { depositPaymentPath } from '@standl/contracts';
import { boothArea } from '../../../test/fixtures';
import { apiError } from '../../../test/api-stub';
import { ACCESS_CODE, booth, vendorStatus } from '../../registration/testing';
import { BOOTHS, SELECT, SELECTION, STATUS, renderSelfSelection as setup } from '../testing';

const DEPOSIT_PAGE = depositPaymentPath(vendorStatus().vendor.id, ACCESS_CODE);

async function chooseAk05(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Standplatz AK-05, frei' }));
  const dialog = await screen.findByRole('dialog', { name: 'Standplatz bestätigen' });
  return dialog;
}

async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '.MuiAlertTitle-root' });
  return heading.closest('[role="alert"]');
}

function boothEvents(api: ReturnType<typeof setup>['api']) {
  return api
    .bodies('POST /api/analytics/events')
    .filter((event) => (event as { eventType: string }).eventType !== 'page_view');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('BoothSelfSelectionPage', () => {
  // The router loads the page lazily: compiled once here, the first test does not wait for it.
  beforeAll(() => import('./BoothSelfSelectionPage'));

  it('without an access code shows an error and the way home', async () => {
    const { api } = setup({}, '/booth-self-selection');

    expect(await screen.findByText('Kein Zugangscode angegeben')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(api.bodies(STATUS)).toEqual([]);
  });

  it('logs in with the code and shows the map with the way back to the status page', async () => {
    const { api } = setup({}, '/booth-self-selection?accessCode=abcde-12345');

    expect(await screen.findByTestId('booth-map')).toBeInTheDocument();
    expect(api.bodies(STATUS)).toEqual([{ accessCode: ACCESS_CODE }]);
    expect(screen.getByRole('heading', { name: 'Standplatz auswählen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Status' })).toHaveAttribute(
      'href',
      `/vendor-status?accessCode=${ACCESS_CODE}`,
    );
  });

  it('asks for confirmation, holds the stall and goes on to the deposit page in this window', async () => {
    const open = vi.spyOn(window, 'open');
    const { api, user, router } = setup();

    const dialog = await chooseAk05(user);
    expect(dialog).toHaveTextContent('AK-05');
    expect(dialog).toHaveTextContent('Arkadenhof (AK)');
    expect(dialog).toHaveTextContent(/150,00\s€/);
    expect(within(dialog).getByText(/^Anzahlung 10,00\s€$/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('es geht gleich weiter zur Zahlung der Anzahlung');
    expect(api.bodies(SELECT)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: /Standplatz wählen/ }));

    // The deposit page with the code, which opens the SumUp checkout there (issue 17), in this
    // window: a new tab stayed unseen on phones (issue 25).
    // The deposit page is loaded lazily on the way: give its import time on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Anzahlung bezahlen' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(DEPOSIT_PAGE);
    expect(open).not.toHaveBeenCalled();
    expect(api.bodies(SELECT)).toEqual([{ accessCode: ACCESS_CODE, boothId: BOOTHS[4]!.id }]);
    // 13:35 UTC is 14:35 in Vienna.
    expect(await findToast('Standplatz ausgewählt')).toHaveTextContent(
      'Standplatz AK-05 ist bis 14:35 Uhr für Sie reserviert. Bitte bezahlen Sie jetzt die Anzahlung.',
    );
    // 'payment_started' is recorded by the deposit page once its checkout exists.
    await waitFor(() =>
      expect(boothEvents(api)).toEqual([
        expect.objectContaining({
          eventType: 'booth_selected',
          data: { boothNumber: 'AK-05', weight: 10 },
        }),
      ]),
    );
  });

  it('assigns the stall at once when the deposit is already paid', async () => {
    const open = vi.spyOn(window, 'open');
    let assigned = false;
    const { api, user } = setup({
      [STATUS]: () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'approved', downPaymentPaid: true, paymentAmount: 1000 },
            booth: assigned ? booth({ id: BOOTHS[4]!.id, number: 'AK-05' }) : null,
          }),
        ),
      [SELECT]: () => {
        assigned = true;
        return Response.json({
          ...SELECTION,
          requiresPayment: false,
          checkoutId: null,
          checkoutUrl: null,
        });
      },
    });

    const dialog = await chooseAk05(user);
    expect(within(dialog).queryByText(/^Anzahlung 10,00\s€$/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Standplatz wählen' }));

    expect(await findToast('Standplatz ausgewählt')).toHaveTextContent(
      'Ihr Standplatz wurde erfolgreich zugewiesen.',
    );
    expect(await screen.findByRole('region', { name: 'Ihr Standplatz' })).toHaveTextContent(
      'AK-05',
    );
    expect(screen.queryByTestId('booth-map')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(api.bodies(STATUS)).toHaveLength(2);
    await waitFor(() =>
      expect(boothEvents(api)).toEqual([
        expect.objectContaining({ data: { boothNumber: 'AK-05', weight: 1 } }),
      ]),
    );
  });

  it('answers a refused selection with the server message and refreshes the map', async () => {
    const open = vi.spyOn(window, 'open');
    const { api, user } = setup({ [SELECT]: () => apiError(409, 'Standplatz nicht verfügbar') });
    await screen.findByTestId('booth-map');
    const boothLoads = api.bodies('GET /api/booths').length;

    const dialog = await chooseAk05(user);
    await user.click(within(dialog).getByRole('button', { name: /Standplatz wählen/ }));

    const toast = await findToast('Fehler');
    expect(toast).toHaveTextContent('Standplatz nicht verfügbar');
    expect(toast!.className).toMatch(/Error/);
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(api.bodies('GET /api/booths').length).toBeGreaterThan(boothLoads));
    await waitFor(() =>
      expect(boothEvents(api)).toEqual([
        expect.objectContaining({
          eventType: 'booth_selected',
          data: { boothNumber: 'AK-05', weight: 0 },
        }),
      ]),
    );
  });

  it('falls back to the generic message when the server gives none', async () => {
    const { user } = setup({ [SELECT]: () => new Response('', { status: 500 }) });

    const dialog = await chooseAk05(user);
    await user.click(within(dialog).getByRole('button', { name: /Standplatz wählen/ }));

    expect(await findToast('Fehler')).toHaveTextContent(
      'Standplatz konnte nicht ausgewählt werden.',
    );
  });

  it('shows a reserved stall instead of the map', async () => {
    setup({
      [STATUS]: () =>
        Response.json(vendorStatus({ vendor: { status: 'approved' }, booth: booth() })),
    });

    const card = await screen.findByRole('region', { name: 'Ihr Standplatz' });
    expect(card).toHaveTextContent('AK-03');
    expect(card).toHaveTextContent('Arkadenhof (AK)');
    expect(screen.queryByTestId('booth-map')).not.toBeInTheDocument();
  });

  it('shows a held stall with the way to the deposit and still offers the map', async () => {
    setup({
      [STATUS]: () =>
        Response.json(
          vendorStatus({
            vendor: { status: 'pending_payment' },
            booth: booth({ isHeld: true, holdExpiresAt: '2026-11-20T13:35:00.000Z' }),
          }),
        ),
    });

    expect(await screen.findByText('Standplatz AK-03 ist für Sie reserviert')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anzahlung bezahlen' })).toHaveAttribute(
      'href',
      expect.stringContaining(`accessCode=${ACCESS_CODE}`),
    );
    expect(await screen.findByTestId('booth-map')).toBeInTheDocument();
  });

  describe('an area with a plan', () => {
    const planned = BOOTHS.map((stall, i) => ({
      ...stall,
      placement: { xCm: 300 + i * 400, yCm: 300, widthCm: 300, depthCm: 200, rotationDeg: 0 },
      widthCm: 300,
      depthCm: 200,
      ...(stall.number === 'AK-05'
        ? {
            attributes: { powerAmps: 32, water: false, covered: true, vehicleAccess: false },
            price: 17500,
            priceDetail: {
              base: 15000,
              surcharges: [{ kind: 'power' as const, amount: 2500, powerAmps: 32 }],
            },
          }
        : {}),
    }));
    const withPlan = {
      'GET /api/booth-areas': () =>
        Response.json([
          {
            ...boothArea('AK', { totalBooths: 6 }),
            plan: { widthCm: 3000, depthCm: 1000, imageUrl: null },
            surcharges: { power: 2500, water: 0, covered: 0, vehicleAccess: 0 },
          },
        ]),
      'GET /api/booths': () => Response.json(planned),
    };

    it('shows the plan first; a tap on a stall tells its facts and chooses it', async () => {
      const { api, user } = setup(withPlan);

      // jsdom lays nothing out: the 30 m × 10 m plan shows in 300 × 100 px.
      vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 100 }),
      );
      const plan = await screen.findByTestId('stall-plan-AK', {}, { timeout: 5000 });
      expect(screen.getByRole('button', { name: 'Plan' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('grid')).toBeNull();
      // AK-05 stands 19 m from the left, 3 m from the top.
      fireEvent.click(plan.querySelector('svg[viewBox]')!, { clientX: 190, clientY: 30 });
      const info = await screen.findByRole('dialog', { name: 'Standplatz AK-05' });
      expect(info).toHaveTextContent('Größe3 m × 2 m');
      expect(info).toHaveTextContent('AusstattungStromanschluss 32 A, Überdacht');
      expect(info).toHaveTextContent('Zuschlag Stromanschluss 32 A 25,00 €');
      await user.click(within(info).getByRole('button', { name: 'Diesen Platz wählen' }));

      const dialog = await screen.findByRole('dialog', { name: 'Standplatz bestätigen' });
      expect(dialog).toHaveTextContent(
        'Standgebühr175,00 € (Standgebühr 150,00 € + Zuschlag Stromanschluss 32 A 25,00 €)',
      );
      expect(dialog).toHaveTextContent('AusstattungStromanschluss 32 A, Überdacht');
      await user.click(within(dialog).getByRole('button', { name: 'Standplatz wählen' }));
      await waitFor(() =>
        expect(api.bodies(SELECT)).toEqual([{ accessCode: ACCESS_CODE, boothId: BOOTHS[4]!.id }]),
      );
    });

    it('keeps the list one press away, with the same facts for screen readers', async () => {
      const { api, user } = setup(withPlan);
      await screen.findByTestId('stall-plan-AK', {}, { timeout: 5000 });

      await user.click(screen.getByRole('button', { name: 'Liste' }));
      const stall = screen.getByRole('button', { name: 'Standplatz AK-05, frei' });
      // Euro amounts end in a no-break space and '€'.
      const euro = (text: string) => text.replace(/ €/g, '\u00a0€');
      expect(stall).toHaveAccessibleDescription(
        euro(
          'Größe 3 m × 2 m. Stromanschluss 32 A, Überdacht. Standgebühr 175,00 € (Standgebühr 150,00 € + Zuschlag Stromanschluss 32 A 25,00 €).',
        ),
      );
      expect(
        screen.getByRole('button', { name: 'Standplatz AK-01, frei' }),
      ).toHaveAccessibleDescription(euro('Größe 3 m × 2 m. Standgebühr 150,00 €.'));
      // Chosen from the list by keyboard: the same confirmation, the same stall.
      stall.focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Standplatz bestätigen' });
      await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
      expect(api.bodies(SELECT)).toEqual([]);
    });
  });
});
