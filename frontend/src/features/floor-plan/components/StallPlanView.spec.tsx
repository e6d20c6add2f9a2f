import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { boothArea } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { BoothAreaDto, BoothDto } from '@standl/contracts';
import { BOOTH_COLORS } from '../../booths';
import { booth } from '../../booths/testing';
import { StallPlanView } from './StallPlanView';

const AREA: BoothAreaDto = {
  ...boothArea('AK'),
  plan: { widthCm: 4000, depthCm: 2500, imageUrl: null },
  surcharges: { power: 2500, water: 1000, covered: 0, vehicleAccess: 0 },
};

const at = (xCm: number, yCm: number) => ({
  xCm,
  yCm,
  widthCm: 300,
  depthCm: 200,
  rotationDeg: 0,
});

const STALLS: BoothDto[] = [
  booth('AK-01', {
    placement: at(300, 300),
    widthCm: 300,
    depthCm: 200,
    attributes: { powerAmps: 16, water: true, covered: false, vehicleAccess: true },
    price: 18500,
    priceDetail: {
      base: 15000,
      surcharges: [
        { kind: 'power', amount: 2500, powerAmps: 16 },
        { kind: 'water', amount: 1000 },
      ],
    },
    locationDescription: 'Beim Brunnen',
  }),
  booth('AK-02', { placement: at(700, 300), widthCm: 300, depthCm: 200, status: 'reserved' }),
  booth('AK-03', { placement: at(1100, 300), widthCm: 300, depthCm: 200, status: 'occupied' }),
  booth('AK-04', {
    placement: at(1500, 300),
    widthCm: 300,
    depthCm: 200,
    isBeingProcessed: true,
    reservationTimeLeft: 12,
  }),
  booth('AK-05', {
    placement: { ...at(1900, 300), widthCm: 250 },
    widthCm: 250,
    depthCm: 200,
  }),
  booth('AK-06', { widthCm: 300, depthCm: 300 }),
];

// jsdom lays nothing out: the plan's <svg> shows 40 m × 25 m in 400 × 250 px, 0.1 px per cm.
beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 250 }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderPlan(selectedBoothId: number | null = null) {
  const onChoose = vi.fn();
  const view = renderWithProviders(
    <StallPlanView
      area={AREA}
      booths={STALLS}
      selectedBoothId={selectedBoothId}
      onChoose={onChoose}
    />,
  );
  const svg = view.container.querySelector('svg[viewBox]')!;
  /** A tap at a point of the plan, in centimetres. */
  const tapAt = (xCm: number, yCm: number) =>
    fireEvent.click(svg, { clientX: xCm * 0.1, clientY: yCm * 0.1 });
  const tap = (number: string) => {
    const { xCm, yCm } = STALLS.find((stall) => stall.number === number)!.placement!;
    tapAt(xCm, yCm);
  };
  const path = (state: string) =>
    view.container.querySelector(`.fp-stalls path[data-plan-state="${state}"]`);
  return { ...view, onChoose, tap, tapAt, path };
}

describe('StallPlanView', () => {
  it('draws each placed stall in the colour of its state, the chosen one in its own', () => {
    const { path, container } = renderPlan(STALLS[4]!.id);

    // One path per colour, a subpath per stall.
    const drawn = (state: string) => path(state)?.getAttribute('d');
    expect(drawn('available')).toBe('M150 200h300v200h-300Z');
    expect(drawn('reserved')).toBe('M550 200h300v200h-300Z');
    expect(drawn('occupied')).toBe('M950 200h300v200h-300Z');
    expect(drawn('processing')).toBe('M1350 200h300v200h-300Z');
    expect(drawn('selected')).toBe('M1775 200h250v200h-250Z');
    expect(path('available')).toHaveAttribute('fill', BOOTH_COLORS.available.bg);
    expect(path('reserved')).toHaveAttribute('fill', BOOTH_COLORS.reserved.bg);
    expect(path('occupied')).toHaveAttribute('fill', BOOTH_COLORS.occupied.bg);
    expect(path('processing')).toHaveAttribute('fill', BOOTH_COLORS.processing.bg);
    expect(path('selected')).toHaveAttribute('fill', BOOTH_COLORS.selected.bg);
    // The chosen stall is outlined in dark too.
    expect(container.querySelector('[data-outline="AK-05"]')).toHaveAttribute(
      'd',
      'M1775 200h250v200h-250Z',
    );
    expect(container.querySelector('[data-outline]')!.parentElement).toHaveAttribute(
      'stroke',
      '#111111',
    );
    // The unplaced stall is not drawn but listed beside the plan.
    expect(container.querySelectorAll('.fp-stalls path')).toHaveLength(5);
    const aside = screen.getByRole('region', { name: 'Noch nicht im Plan eingezeichnet' });
    expect(within(aside).getByRole('button', { name: 'Standplatz AK-06, frei' })).toBeVisible();
    // A legend names the colours.
    expect(within(screen.getByRole('list', { name: 'Legende' })).getByText('reserviert'));
  });

  it('draws the numbers once the zoom makes them readable', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(250);
    const { container, user } = renderPlan();
    // 200 cm deep stalls: numbers 90 cm high, 9 px at 0.1 px per cm.
    const numbers = () => [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(numbers()).toEqual(['01', '02', '03', '04', '05']);
    cleanup();

    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(125);
    const small = renderPlan();
    // 4.5 px: not yet; one step of '+' (1.5×) makes it 6.75 px, two make it 10 px.
    expect(small.container.querySelectorAll('text')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(small.container.querySelectorAll('text')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Vergrößern' }));
    expect(small.container.querySelectorAll('text')).toHaveLength(5);
  });

  it('is a picture for screen readers that points to the list', () => {
    renderPlan();

    const picture = screen.getByRole('img', { name: /^Lageplan Arkadenhof:/ });
    expect(picture).toHaveAccessibleName(
      'Lageplan Arkadenhof: 5 Standplätze eingezeichnet, davon 2 frei. Größe, Ausstattung und Gebühr jedes Standplatzes stehen auch in der Liste.',
    );
    expect(picture.getAttribute('viewBox')).toBe('0 0 4000 2500');
    expect(screen.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Einpassen' })).toBeVisible();
  });

  it('opens the info panel of a tapped stall with size, equipment, fee and its parts', async () => {
    const { tap, onChoose, user } = renderPlan();

    tap('AK-01');

    const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-01' });
    // At the stall on a desktop.
    expect(panel.className).toMatch(/MuiPopover-paper/);
    expect(within(panel).getByTestId('stall-info-state')).toHaveTextContent('frei');
    expect(panel).toHaveTextContent('Größe3 m × 2 m');
    expect(panel).toHaveTextContent('AusstattungStromanschluss 16 A, Wasser, Zufahrt mit Fahrzeug');
    expect(panel).toHaveTextContent(
      'Standgebühr185,00 €Standgebühr 150,00 € + Zuschlag Stromanschluss 16 A 25,00 € + Zuschlag Wasser 10,00 €',
    );
    expect(panel).toHaveTextContent('LageBeim Brunnen');

    await user.click(within(panel).getByRole('button', { name: 'Diesen Platz wählen' }));
    expect(onChoose).toHaveBeenCalledWith(STALLS[0]);
  });

  it('says why a taken stall cannot be chosen, and plainly what it lacks', async () => {
    const { tap, onChoose, user } = renderPlan();

    tap('AK-04');
    const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-04' });
    expect(within(panel).getByTestId('stall-info-state')).toHaveTextContent(
      'in Bearbeitung (noch 12 Minuten)',
    );
    expect(panel).toHaveTextContent('Ausstattungkeine besondere Ausstattung');
    expect(panel).toHaveTextContent('Standgebühr150,00 €');
    expect(panel).not.toHaveTextContent('Zuschlag');
    expect(panel).toHaveTextContent('wird gerade von einem anderen Händler reserviert');
    expect(within(panel).queryByRole('button', { name: 'Diesen Platz wählen' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('takes a tap just beside a small stall for that stall, and a tap on the open ground for none', async () => {
    const { tapAt } = renderPlan();

    // 60 cm (6 px) right of AK-05's edge: within a fingertip, and no other stall nearer.
    tapAt(2085, 300);
    expect(await screen.findByRole('dialog', { name: 'Standplatz AK-05' })).toBeVisible();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    tapAt(3000, 2000);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the same panel for a stall without a place, size as given', async () => {
    const { onChoose, user } = renderPlan();

    await user.click(screen.getByRole('button', { name: 'Standplatz AK-06, frei' }));
    const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-06' });
    expect(panel).toHaveTextContent('Größe3 m × 3 m');
    await user.click(within(panel).getByRole('button', { name: 'Diesen Platz wählen' }));
    expect(onChoose).toHaveBeenCalledWith(STALLS[5]);
  });

  it('shows the info as a sheet from the bottom on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const { tap } = renderPlan();
      tap('AK-05');
      const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-05' });
      expect(panel.className).toMatch(/MuiDialog-paper/);
      expect(panel.closest('.MuiDialog-root')).toBeInTheDocument();
      expect(panel).toHaveTextContent('Größe2,5 m × 2 m');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
