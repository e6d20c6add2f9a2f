import type { DirectoryDto, DirectoryEntryDto } from '@standl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../../test/api-stub';
import { boothArea, marketSettings } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { DirectoryPage } from './DirectoryPage';

afterEach(() => vi.unstubAllGlobals());

function entry(overrides: Partial<DirectoryEntryDto>): DirectoryEntryDto {
  return {
    name: 'Kerzenzieherei Huber',
    description: 'Handgezogene Bienenwachskerzen',
    boothId: 7,
    boothNumber: 'AK-07',
    areaId: 1,
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    placement: null,
    ...overrides,
  };
}

const FULL: DirectoryDto = {
  year: 2026,
  entries: [
    entry({}),
    entry({
      name: 'Imkerei Berger',
      description: 'Honig, Met und Lebkuchen',
      boothId: 8,
      boothNumber: 'AK-08',
    }),
    entry({
      name: 'Drechslerei Moser',
      description: 'Holzspielzeug und Krippenfiguren',
      boothId: 31,
      boothNumber: 'RS-02',
      areaId: 2,
      areaCode: 'RS',
      areaName: 'Rittersaal',
    }),
  ],
};

function open(directory: DirectoryDto, route = '/aussteller') {
  stubApi({
    'GET /api/directory': () => Response.json(directory),
    'GET /api/market-settings': () => Response.json(marketSettings()),
    'GET /api/booth-areas': () => Response.json([boothArea('AK'), boothArea('RS')]),
  });
  return renderRoutes([{ path: '/aussteller', element: <DirectoryPage /> }], { route });
}

const names = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('DirectoryPage', () => {
  it('lists the exhibitors by area: name, goods and stall', async () => {
    open(FULL);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aussteller 2026' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 Aussteller')).toBeInTheDocument();
    const arkadenhof = within(screen.getByRole('region', { name: 'Arkadenhof' }));
    expect(
      arkadenhof.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Kerzenzieherei Huber', 'Imkerei Berger']);
    expect(arkadenhof.getByText('AK-07 · Arkadenhof')).toBeInTheDocument();
    expect(arkadenhof.getByText('Honig, Met und Lebkuchen')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Rittersaal' })).toBeInTheDocument();
    // The tab names the year; the description says what the page offers.
    expect(document.title).toBe('Aussteller 2026 | Standl – Händler- & Standplatzverwaltung');
    // No plan yet: no button that would lead nowhere.
    expect(screen.queryByRole('button', { name: /Auf dem Plan zeigen/ })).toBeNull();
  });

  it('filters by goods as one types and keeps the search in the address', async () => {
    const { user, router } = open(FULL);
    await screen.findByText('3 Aussteller');

    await user.type(screen.getByRole('searchbox', { name: 'Suche nach Waren' }), 'honig');

    await waitFor(() => expect(names()).toEqual(['Imkerei Berger']));
    expect(screen.getByRole('status')).toHaveTextContent('1 Treffer für „honig“');
    expect(router.state.location.search).toBe('?q=honig');
    expect(screen.queryByRole('region', { name: 'Rittersaal' })).toBeNull();

    await user.clear(screen.getByRole('searchbox', { name: 'Suche nach Waren' }));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('starts from the search in the address (the form without JavaScript)', async () => {
    open(FULL, '/aussteller?q=krippen');

    await waitFor(() => expect(names()).toEqual(['Drechslerei Moser']));
    expect(screen.getByRole('searchbox', { name: 'Suche nach Waren' })).toHaveValue('krippen');
    const form = screen.getByRole('search', { name: 'Aussteller durchsuchen' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/aussteller');
  });

  it('says when a search finds no one, and leads back to all', async () => {
    const { user } = open(FULL, '/aussteller?q=schokolade');

    expect(await screen.findByText('Keine Aussteller gefunden für „schokolade“.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Alle Aussteller zeigen' }));

    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Suche nach Waren' })).toHaveValue('');
  });

  it('has an empty state while no one is listed', async () => {
    open({ year: 2026, entries: [] });

    expect(await screen.findByText('Noch keine Aussteller eingetragen.')).toBeVisible();
    expect(names()).toEqual([]);
  });

  it('offers the plan for a placed stall of an area with a plan, and shows it highlighted', async () => {
    const placement = { xCm: 500, yCm: 400, widthCm: 300, depthCm: 200, rotationDeg: 0 };
    stubApi({
      'GET /api/directory': () =>
        Response.json({
          year: 2026,
          entries: [
            entry({ placement }),
            entry({
              name: 'Imkerei Berger',
              boothId: 8,
              boothNumber: 'AK-08',
              placement: { ...placement, xCm: 1000 },
            }),
            entry({ name: 'Ohne Platz', boothId: 9, boothNumber: 'AK-09' }),
          ],
        }),
      'GET /api/market-settings': () => Response.json(marketSettings()),
      'GET /api/booth-areas': () =>
        Response.json([
          {
            ...boothArea('AK'),
            plan: { widthCm: 4000, depthCm: 2500, imageUrl: '/api/booth-areas/1/plan-image?v=1' },
          },
        ]),
    });
    const { user } = renderRoutes([{ path: '/aussteller', element: <DirectoryPage /> }], {
      route: '/aussteller',
    });

    const buttons = await screen.findAllByRole('button', { name: /^Auf dem Plan zeigen/ });
    expect(buttons).toHaveLength(2);
    await user.click(
      screen.getByRole('button', { name: 'Auf dem Plan zeigen: AK-07, Kerzenzieherei Huber' }),
    );

    const dialog = await screen.findByRole('dialog', { name: /AK-07 · Arkadenhof/ });
    const plan = within(dialog).getByRole('img', {
      name: 'Lageplan Arkadenhof: Standplatz AK-07 ist rot hervorgehoben',
    });
    expect(plan.querySelector('[data-stall="AK-07"] rect')).toHaveAttribute('fill', '#9b1c1f');
    expect(plan.querySelector('[data-stall="AK-08"] rect')).toHaveAttribute('fill', '#e0e0e0');
    // It opens on the stall's surroundings; the whole plan is one press away.
    expect(plan).toHaveAttribute('viewBox', '0 0 2400 1350');
    await user.click(within(dialog).getByRole('button', { name: 'Ganzen Plan zeigen' }));
    expect(plan).toHaveAttribute('viewBox', '0 0 4000 2500');
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
