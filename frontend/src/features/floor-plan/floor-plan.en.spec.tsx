import { fireEvent, screen, within } from '@testing-library/react';
import type { BoothAreaDto, BoothDto } from '@standl/contracts';
import { boothArea } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { booth } from '../booths/testing';
import { StallPlanView } from './components/StallPlanView';

const AREA: BoothAreaDto = {
  ...boothArea('AK'),
  plan: { widthCm: 4000, depthCm: 2500, imageUrl: null },
};

const at = (xCm: number) => ({ xCm, yCm: 300, widthCm: 300, depthCm: 200, rotationDeg: 0 });

const STALLS: BoothDto[] = [
  booth('AK-01', {
    placement: at(300),
    widthCm: 300,
    depthCm: 250,
    attributes: { powerAmps: 16, water: false, covered: true, vehicleAccess: false },
    price: 17500,
    priceDetail: { base: 15000, surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }] },
  }),
  booth('AK-02', { placement: at(700), isBeingProcessed: true, reservationTimeLeft: 1 }),
  booth('AK-03'),
];

beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 400, height: 250 }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderPlan() {
  const onChoose = vi.fn();
  const view = renderWithProviders(
    <StallPlanView area={AREA} booths={STALLS} selectedBoothId={null} onChoose={onChoose} />,
    { locale: 'en' },
  );
  const svg = view.container.querySelector('svg[viewBox]')!;
  const tap = (xCm: number) => fireEvent.click(svg, { clientX: xCm * 0.1, clientY: 30 });
  return { ...view, onChoose, tap };
}

describe('the stall plan in English (issue 33)', () => {
  it('names the plan, its key, the zoom buttons and the stalls not yet placed', () => {
    renderPlan();

    expect(
      screen.getByRole('img', {
        name: 'Site plan Arkadenhof: 2 stalls marked, 1 of them free. The size, equipment and fee of every stall are also in the list.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('group', {
        name: 'Site plan Arkadenhof (move with the arrow keys, zoom with plus and minus)',
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Key' })).getByText('free')).toBeVisible();
    for (const name of ['Zoom in', 'Zoom out', 'Fit to view']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByText(/^Tap or click a stall to see its size/)).toBeInTheDocument();
    const aside = screen.getByRole('region', { name: 'Not yet marked on the plan' });
    expect(within(aside).getByRole('button', { name: 'Stall AK-03, free' })).toBeVisible();
  });

  it("shows a free stall's facts in English with British numbers and euros", async () => {
    const { tap, onChoose, user } = renderPlan();

    tap(300);

    const panel = await screen.findByRole('dialog', { name: 'Stall AK-01' });
    expect(within(panel).getByTestId('stall-info-state')).toHaveTextContent('free');
    expect(panel).toHaveTextContent('Size3 m × 2.5 m');
    expect(panel).toHaveTextContent('EquipmentPower connection 16 A, Covered');
    expect(panel).toHaveTextContent(
      'Stall fee€175.00Stall fee €150.00 + Surcharge Power connection 16 A €25.00',
    );
    await user.click(within(panel).getByRole('button', { name: 'Choose this stall' }));
    expect(onChoose).toHaveBeenCalledWith(STALLS[0]);
  });

  it('says in English why a stall being reserved cannot be chosen', async () => {
    const { tap, user } = renderPlan();

    tap(700);

    const panel = await screen.findByRole('dialog', { name: 'Stall AK-02' });
    expect(within(panel).getByTestId('stall-info-state')).toHaveTextContent(
      'in progress (1 minute left)',
    );
    expect(panel).toHaveTextContent('Sizenot specified');
    expect(panel).toHaveTextContent('Equipmentno special equipment');
    expect(panel).toHaveTextContent(
      'Stall AK-02 is being reserved by another vendor right now (1 minute left).',
    );
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
