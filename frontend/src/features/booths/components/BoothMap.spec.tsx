import { screen, within } from '@testing-library/react';
import type { BoothAreaDto, BoothDto } from '@standl/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { boothArea } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { boothAreasQuery } from '../api/booth-areas';
import { boothsQuery } from '../api/booths';
import { booth, boothsOf, json, stubApi } from '../testing';
import { BoothMap } from './BoothMap';

const AREAS = [
  boothArea('SO', { totalBooths: 2 }),
  boothArea('BK', { totalBooths: 3 }),
  boothArea('XX', { id: 9, name: 'Lager', allowSelfSelection: false }),
  boothArea('AK', { totalBooths: 8 }),
  boothArea('RS', { totalBooths: 1 }),
];

const BOOTHS = [
  ...boothsOf('AK', 8).map((b) => {
    if (b.number === 'AK-02') return { ...b, status: 'reserved' as const };
    if (b.number === 'AK-03') return { ...b, status: 'occupied' as const };
    if (b.number === 'AK-04') return { ...b, isBeingProcessed: true, reservationTimeLeft: 12 };
    return b;
  }),
  booth('RS-01'),
  ...boothsOf('BK', 3),
  booth('SO-01', { locationDescription: 'Beim Burgtor, links' }),
  booth('SO-02'),
];

function renderMap({
  areas = AREAS,
  booths = BOOTHS,
  selectedBoothId = null,
}: { areas?: BoothAreaDto[]; booths?: BoothDto[]; selectedBoothId?: number | null } = {}) {
  stubApi({ 'GET /api/booth-areas': () => json(areas), 'GET /api/booths': () => json(booths) });
  const queryClient = createQueryClient();
  queryClient.setQueryData(boothAreasQuery.queryKey, areas);
  queryClient.setQueryData(boothsQuery.queryKey, booths);
  const onSelect = vi.fn();
  const view = renderWithProviders(
    <BoothMap selectedBoothId={selectedBoothId} onSelect={onSelect} />,
    { queryClient },
  );
  return { ...view, onSelect };
}

const stall = (number: string) =>
  screen.getByRole('button', { name: new RegExp(`^Standplatz ${number},`) });

afterEach(() => vi.unstubAllGlobals());

describe('BoothMap', () => {
  it('shows one card per self-selectable area in the order AK, RS, BK, SO', () => {
    renderMap();

    const cards = screen.getAllByTestId(/^booth-map-area-/);
    expect(cards.map((card) => card.dataset.testid)).toEqual([
      'booth-map-area-AK',
      'booth-map-area-RS',
      'booth-map-area-BK',
      'booth-map-area-SO',
    ]);
    expect(screen.queryByText(/Lager/)).not.toBeInTheDocument();
    const ak = within(cards[0]!);
    expect(ak.getByRole('heading', { name: 'Arkadenhof (AK)' })).toBeInTheDocument();
    expect(cards[0]!.textContent).toContain('150,00\u00a0€');
  });

  it('lays out one numbered button per stall in rows of six', () => {
    renderMap();

    const grid = screen.getByRole('grid', { name: 'Standplätze Arkadenhof' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    });
    expect(within(rows[0]!).getAllByRole('gridcell')).toHaveLength(6);
    expect(within(rows[1]!).getAllByRole('gridcell')).toHaveLength(2);
    const buttons = within(grid).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
    ]);
    expect(
      within(screen.getByRole('grid', { name: 'Standplätze Burgkeller' })).getAllByRole('button'),
    ).toHaveLength(3);
    expect(grid).toHaveAccessibleDescription(
      'Mit den Pfeiltasten zwischen den Standplätzen wechseln, mit Leertaste oder Eingabetaste auswählen.',
    );
  });

  it('names and colours every state and counts them per area', () => {
    renderMap({ selectedBoothId: booth('AK-05').id });

    expect(stall('AK-01')).toHaveAccessibleName('Standplatz AK-01, frei');
    expect(stall('AK-01')).toHaveAttribute('data-state', 'available');
    expect(stall('AK-01')).toHaveStyle({ backgroundColor: '#2e7d32' });
    expect(stall('AK-02')).toHaveAccessibleName('Standplatz AK-02, reserviert');
    expect(stall('AK-02')).toHaveStyle({ backgroundColor: '#fdd835' });
    expect(stall('AK-02')).toHaveAttribute('aria-disabled', 'true');
    expect(stall('AK-03')).toHaveAccessibleName('Standplatz AK-03, belegt');
    expect(stall('AK-03')).toHaveStyle({ backgroundColor: '#bdbdbd' });
    expect(stall('AK-04')).toHaveAccessibleName(
      'Standplatz AK-04, in Bearbeitung (noch 12 Minuten)',
    );
    expect(stall('AK-04')).toHaveStyle({ backgroundColor: '#c2410c' });
    expect(stall('AK-05')).toHaveAccessibleName('Standplatz AK-05, frei, ausgewählt');
    expect(stall('AK-05')).toHaveAttribute('aria-pressed', 'true');
    expect(stall('AK-05')).toHaveAttribute('data-state', 'selected');
    expect(stall('AK-01')).toHaveAttribute('aria-pressed', 'false');

    const counts = within(screen.getByTestId('booth-map-area-AK'));
    expect(counts.getByTestId('count-available')).toHaveTextContent('5 frei');
    expect(counts.getByTestId('count-processing')).toHaveTextContent('1 in Bearbeitung');
    expect(counts.getByTestId('count-reserved')).toHaveTextContent('1 reserviert');
    expect(counts.getByTestId('count-occupied')).toHaveTextContent('1 belegt');

    const legend = screen.getByRole('list', { name: 'Legende' });
    for (const label of ['frei', 'in Bearbeitung', 'reserviert', 'belegt', 'ausgewählt']) {
      expect(within(legend).getByText(label)).toBeInTheDocument();
    }
  });

  it('lets only free stalls be chosen', async () => {
    const { user, onSelect } = renderMap();

    await user.click(stall('AK-02'));
    await user.click(stall('AK-03'));
    await user.click(stall('AK-04'));
    expect(onSelect).not.toHaveBeenCalled();

    await user.click(stall('RS-01'));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ number: 'RS-01' });
    expect(onSelect.mock.calls[0]![1]).toMatchObject({ code: 'RS', name: 'Rittersaal' });
  });

  it.each([
    [
      'AK-04',
      'Standplatz AK-04 wird gerade von einem anderen Händler reserviert (noch 12 Minuten).',
    ],
    ['AK-02', 'Standplatz AK-02 ist bereits reserviert.'],
    ['AK-03', 'Standplatz AK-03 ist bereits belegt.'],
  ])('explains in a toast why %s cannot be chosen', async (number, reason) => {
    const { user } = renderMap();

    await user.click(stall(number));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Standplatz nicht verfügbar');
    expect(alert).toHaveTextContent(reason);
  });

  describe('keyboard', () => {
    const tabStops = () =>
      screen
        .getAllByRole('button')
        .filter((button) => button.getAttribute('tabindex') === '0')
        .map((button) => button.dataset.booth);

    it('makes each area one Tab stop: the first free stall, or the selected one', () => {
      // AK-01 is free; in AK the selected AK-05 takes the Tab stop.
      renderMap({ selectedBoothId: booth('AK-05').id });
      expect(tabStops()).toEqual(['AK-05', 'RS-01', 'BK-01', 'SO-01']);
    });

    it('starts at the first free stall when the first ones are taken, and at the first when none is free', () => {
      const booths = [
        booth('AK-01', { status: 'occupied' }),
        booth('AK-02', { isBeingProcessed: true }),
        booth('AK-03'),
        booth('RS-01', { status: 'reserved' }),
      ];
      renderMap({ booths });
      expect(tabStops()).toEqual(['AK-03', 'RS-01']);
    });

    it('tabs from area to area, not from stall to stall', async () => {
      const { user } = renderMap();
      await user.tab();
      expect(stall('AK-01')).toHaveFocus();
      await user.tab();
      expect(stall('RS-01')).toHaveFocus();
      await user.tab();
      expect(stall('BK-01')).toHaveFocus();
      await user.tab({ shift: true });
      expect(stall('RS-01')).toHaveFocus();
    });

    it('moves with the arrow keys along the rows and columns, Home and End', async () => {
      const { user } = renderMap();
      await user.tab();
      expect(stall('AK-01')).toHaveFocus();

      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(stall('AK-03')).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(stall('AK-03')).toHaveFocus(); // nothing below AK-03 (the second row has two stalls)
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(stall('AK-08')).toHaveFocus();
      await user.keyboard('{ArrowUp}{End}');
      expect(stall('AK-06')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(stall('AK-01')).toHaveFocus();
      await user.keyboard('{Control>}{End}{/Control}');
      expect(stall('AK-08')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(stall('AK-08')).toHaveFocus();

      // The stall last visited keeps the area's Tab stop.
      expect(stall('AK-08')).toHaveAttribute('tabindex', '0');
      expect(stall('AK-01')).toHaveAttribute('tabindex', '-1');
      await user.tab();
      await user.tab({ shift: true });
      expect(stall('AK-08')).toHaveFocus();
    });

    it('chooses a free stall with Space or Enter and explains a taken one', async () => {
      const { user, onSelect } = renderMap();
      await user.tab();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
      expect(stall('AK-05')).toHaveFocus();
      await user.keyboard(' ');
      expect(onSelect).toHaveBeenCalledTimes(1);
      expect(onSelect.mock.calls[0]![0]).toMatchObject({ number: 'AK-05' });

      await user.keyboard('{ArrowRight}{Enter}');
      expect(onSelect).toHaveBeenCalledTimes(2);
      expect(onSelect.mock.calls[1]![0]).toMatchObject({ number: 'AK-06' });

      await user.keyboard('{Home}{ArrowRight}{Enter}');
      expect(onSelect).toHaveBeenCalledTimes(2);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Standplatz AK-02 ist bereits reserviert.',
      );
    });
  });

  it('shows where a stall is when it has a location description', () => {
    renderMap();

    expect(
      within(screen.getByTestId('booth-map-area-SO')).getByText('Beim Burgtor, links'),
    ).toBeInTheDocument();
  });

  it('shows a loading line, then an error with a retry when the stalls cannot be loaded', async () => {
    stubApi({
      'GET /api/booth-areas': () => json(AREAS),
      'GET /api/booths': () => json({ message: 'kaputt' }, 500),
    });
    renderWithProviders(<BoothMap onSelect={vi.fn()} />);

    expect(screen.getByText('Lade Standplätze...')).toBeInTheDocument();
    expect(
      await screen.findByText('Die Standplätze konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('refetches the stalls when it mounts so that fresh holds show up', async () => {
    const fresh = BOOTHS.map((b) =>
      b.number === 'AK-01' ? { ...b, isBeingProcessed: true, reservationTimeLeft: 30 } : b,
    );
    stubApi({ 'GET /api/booth-areas': () => json(AREAS), 'GET /api/booths': () => json(fresh) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(boothAreasQuery.queryKey, AREAS);
    queryClient.setQueryData(boothsQuery.queryKey, BOOTHS);
    renderWithProviders(<BoothMap onSelect={vi.fn()} />, { queryClient });

    expect(
      await screen.findByRole('button', {
        name: 'Standplatz AK-01, in Bearbeitung (noch 30 Minuten)',
      }),
    ).toBeInTheDocument();
  });
});
