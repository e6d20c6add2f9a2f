import { fireEvent, screen, within } from '@testing-library/react';
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
  booth('AK-05', { placement: at(1900, 300), widthCm: 250, depthCm: 200 }),
  booth('AK-06', { widthCm: 300, depthCm: 300 }),
];

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
  const shape = (number: string) => view.container.querySelector(`[data-stall="${number}"]`)!;
  return { ...view, onChoose, shape };
}

describe('StallPlanView', () => {
  it('draws each placed stall in the colour of its state, the chosen one in its own', () => {
    const { shape } = renderPlan(STALLS[4]!.id);

    const fill = (number: string) => shape(number).querySelector('rect')!.getAttribute('fill');
    expect(fill('AK-01')).toBe(BOOTH_COLORS.available.bg);
    expect(fill('AK-02')).toBe(BOOTH_COLORS.reserved.bg);
    expect(fill('AK-03')).toBe(BOOTH_COLORS.occupied.bg);
    expect(fill('AK-04')).toBe(BOOTH_COLORS.processing.bg);
    expect(fill('AK-05')).toBe(BOOTH_COLORS.selected.bg);
    expect(shape('AK-05').querySelector('rect')!.getAttribute('stroke')).toBe('#111111');
    // The unplaced stall is not drawn but listed beside the plan.
    expect(shape('AK-06')).toBeNull();
    const aside = screen.getByRole('region', { name: 'Noch nicht im Plan eingezeichnet' });
    expect(within(aside).getByRole('button', { name: 'Standplatz AK-06, frei' })).toBeVisible();
    // A legend names the colours.
    expect(within(screen.getByRole('list', { name: 'Legende' })).getByText('reserviert'));
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
    const { shape, onChoose, user } = renderPlan();

    fireEvent.click(shape('AK-01').querySelector('rect')!);

    const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-01' });
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
    const { shape, onChoose, user } = renderPlan();

    fireEvent.click(shape('AK-04'));
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
      const { shape } = renderPlan();
      fireEvent.click(shape('AK-05'));
      const panel = await screen.findByRole('dialog', { name: 'Standplatz AK-05' });
      expect(panel.className).toMatch(/MuiDrawer-paper/);
      expect(panel).toHaveTextContent('Größe2,5 m × 2 m');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
