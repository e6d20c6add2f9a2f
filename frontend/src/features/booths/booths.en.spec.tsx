import { screen, within } from '@testing-library/react';
import {
  formatStallSize,
  STALL_ATTRIBUTE_LABELS,
  stallPriceSummary,
  type BoothDto,
  type StallPriceDetail,
} from '@standl/contracts';
import { createQueryClient } from '../../lib/query-client';
import { boothArea } from '../../test/fixtures';
import { i18nIn } from '../../test/i18n';
import { renderWithProviders } from '../../test/render';
import { boothAreasQuery } from './api/booth-areas';
import { boothsQuery } from './api/booths';
import { boothStateText, unavailableReason } from './booth-state';
import { BoothMap } from './components/BoothMap';
import {
  stallAttributeTexts,
  stallDetailsText,
  stallPriceSummaryText,
  stallSizeText,
} from './stall-details';
import { booth, boothsOf, json, stubApi } from './testing';

const german = i18nIn('de');
const english = i18nIn('en');

const EQUIPPED: BoothDto = booth('AK-01', {
  widthCm: 250,
  depthCm: 200,
  attributes: { powerAmps: 16, water: true, covered: false, vehicleAccess: false },
  price: 18500,
  priceDetail: {
    base: 15000,
    surcharges: [
      { kind: 'power', amount: 2500, powerAmps: 16 },
      { kind: 'water', amount: 1000 },
    ],
  },
  locationDescription: 'Beim Brunnen',
});

afterEach(() => vi.unstubAllGlobals());

describe("a stall's facts in the page's language (issue 33)", () => {
  it('reads in German exactly as the contracts write it for the console', () => {
    const detail: StallPriceDetail = EQUIPPED.priceDetail;
    expect(stallPriceSummaryText(detail, german)).toBe(stallPriceSummary(detail));
    expect(stallSizeText(EQUIPPED, german)).toBe(formatStallSize(250, 200));
    expect(stallAttributeTexts(EQUIPPED.attributes, german)).toEqual([
      `${STALL_ATTRIBUTE_LABELS.power} 16 A`,
      STALL_ATTRIBUTE_LABELS.water,
    ]);
    expect(stallDetailsText(EQUIPPED, german)).toBe(
      'Größe 2,5 m × 2 m. Stromanschluss 16 A, Wasser. Standgebühr 185,00\u00a0€ (Standgebühr 150,00\u00a0€ + Zuschlag Stromanschluss 16 A 25,00\u00a0€ + Zuschlag Wasser 10,00\u00a0€). Lage: Beim Brunnen.',
    );
  });

  it('reads in English with British numbers and euros', () => {
    expect(stallDetailsText(EQUIPPED, english)).toBe(
      'Size 2.5 m × 2 m. Power connection 16 A, Water. Stall fee €185.00 (Stall fee €150.00 + Surcharge Power connection 16 A €25.00 + Surcharge Water €10.00). Location: Beim Brunnen.',
    );
  });

  it('names states and why a stall cannot be chosen in English, with plural minutes', () => {
    const held = (minutes: number) =>
      booth('AK-04', { isBeingProcessed: true, reservationTimeLeft: minutes });
    expect(boothStateText(held(12), english)).toBe('in progress (12 minutes left)');
    expect(boothStateText(held(1), english)).toBe('in progress (1 minute left)');
    expect(boothStateText(held(1), german)).toBe('in Bearbeitung (noch 1 Minute)');
    expect(unavailableReason(held(12), english)).toBe(
      'Stall AK-04 is being reserved by another vendor right now (12 minutes left).',
    );
    expect(unavailableReason(booth('AK-02', { status: 'occupied' }), english)).toBe(
      'Stall AK-02 is already occupied.',
    );
  });
});

describe('BoothMap in English', () => {
  function renderMap() {
    const areas = [boothArea('AK', { totalBooths: 4 })];
    const booths = [
      ...boothsOf('AK', 3),
      booth('AK-04', { isBeingProcessed: true, reservationTimeLeft: 12 }),
    ];
    booths[1] = { ...booths[1]!, status: 'reserved' };
    stubApi({ 'GET /api/booth-areas': () => json(areas), 'GET /api/booths': () => json(booths) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(boothAreasQuery.queryKey, areas);
    queryClient.setQueryData(boothsQuery.queryKey, booths);
    return renderWithProviders(<BoothMap selectedBoothId={booths[0]!.id} onSelect={vi.fn()} />, {
      queryClient,
      locale: 'en',
    });
  }

  it('names the states, counts and stalls, and the fee in euros', async () => {
    const { user } = renderMap();

    const legend = screen.getByRole('list', { name: 'Key' });
    for (const label of ['free', 'in progress', 'reserved', 'occupied', 'selected']) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
    const card = screen.getByTestId('booth-map-area-AK');
    expect(card).toHaveTextContent('€150.00');
    expect(within(card).getByRole('list', { name: 'Overview Arkadenhof' })).toHaveTextContent(
      '2 free1 in progress1 reserved0 occupied',
    );
    const grid = screen.getByRole('grid', { name: 'Stalls Arkadenhof' });
    expect(grid).toHaveAccessibleDescription(
      'Move between the stalls with the arrow keys, choose with Space or Enter.',
    );
    expect(within(grid).getByRole('button', { name: 'Stall AK-01, free, selected' })).toBeVisible();
    expect(
      within(grid).getByRole('button', { name: 'Stall AK-04, in progress (12 minutes left)' }),
    ).toHaveAccessibleDescription('Stall fee €150.00.');

    await user.click(within(grid).getByRole('button', { name: 'Stall AK-02, reserved' }));
    const reason = await screen.findByText('Stall AK-02 is already reserved.');
    expect(reason.closest('[role="alert"]')).toHaveTextContent('Stall not available');
  });
});
