import type { DirectoryDto, DirectoryEntryDto } from '@standl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { stubApi } from '../../test/api-stub';
import { boothArea, marketSettings } from '../../test/fixtures';
import { i18nIn } from '../../test/i18n';
import { renderRoutes } from '../../test/render';
import { directoryHead } from './directory-head';
import { DirectoryPage } from './routes/DirectoryPage';

/** The directory 'Aussteller {year}' in English (issue 33); the exhibitors' own texts stay. */
afterEach(() => vi.unstubAllGlobals());

const placement = { xCm: 500, yCm: 400, widthCm: 300, depthCm: 200, rotationDeg: 0 };

function entry(overrides: Partial<DirectoryEntryDto>): DirectoryEntryDto {
  return {
    name: 'Kerzenzieherei Huber',
    description: 'Handgezogene Bienenwachskerzen',
    boothId: 7,
    boothNumber: 'AK-07',
    areaId: 1,
    areaCode: 'AK',
    areaName: 'Arkadenhof',
    placement,
    ...overrides,
  };
}

const DIRECTORY: DirectoryDto = {
  year: 2026,
  entries: [
    entry({}),
    entry({
      name: 'Imkerei Berger',
      description: 'Honig, Met und Lebkuchen',
      boothId: 8,
      boothNumber: 'AK-08',
      placement: { ...placement, xCm: 1000 },
    }),
    entry({
      name: 'Drechslerei Moser',
      description: 'Holzspielzeug und Krippenfiguren',
      boothId: 31,
      boothNumber: 'RS-02',
      areaId: 2,
      areaCode: 'RS',
      areaName: 'Rittersaal',
      placement: null,
    }),
  ],
};

function open(route = '/aussteller', directory: DirectoryDto = DIRECTORY) {
  stubApi({
    'GET /api/directory': () => Response.json(directory),
    'GET /api/market-settings': () => Response.json(marketSettings()),
    'GET /api/booth-areas': () =>
      Response.json([
        {
          ...boothArea('AK'),
          plan: { widthCm: 4000, depthCm: 2500, imageUrl: '/api/booth-areas/1/plan-image?v=1' },
        },
        boothArea('RS'),
      ]),
  });
  return renderRoutes([{ path: '/aussteller', element: <DirectoryPage /> }], {
    route,
    locale: 'en',
  });
}

const names = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('DirectoryPage in English', () => {
  it('names the page, counts the exhibitors and keeps their own texts', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Exhibitors 2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Who is exhibiting at Adventmarkt Burg Hochosterwitz, what you can buy there and where to find their stall.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('3 exhibitors')).toBeInTheDocument();
    expect(screen.getByText('Honig, Met und Lebkuchen')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Search exhibitors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Exhibitors 2026 \| /);
    expect(
      document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    ).not.toMatch(/Aussteller/);
  });

  it('searches, counts the results and says when none is found', async () => {
    const { user } = open();
    await screen.findByText('3 exhibitors');
    const field = screen.getByRole('searchbox', { name: 'Search for goods' });
    expect(field).toHaveAttribute('placeholder', 'e.g. candles, honey, mulled wine');

    await user.type(field, 'honig');
    await waitFor(() => expect(names()).toEqual(['Imkerei Berger']));
    expect(screen.getByRole('status')).toHaveTextContent('1 result for “honig”');

    await user.clear(field);
    await user.type(field, 'holz');
    await waitFor(() => expect(names()).toEqual(['Drechslerei Moser']));

    await user.clear(field);
    await user.type(field, 'schokolade');
    expect(await screen.findByText('No exhibitors found for “schokolade”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show all exhibitors' })).toBeInTheDocument();
  });

  it('shows a stall on the plan', async () => {
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: 'Show on the plan: AK-07, Kerzenzieherei Huber' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /AK-07 · Arkadenhof/ });
    expect(
      within(dialog).getByRole('img', {
        name: 'Site plan Arkadenhof: stall AK-07 is highlighted in red',
      }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Marked in red: stall AK-07. Grey: other exhibitors in this area.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Show the whole plan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has an English empty state', async () => {
    open('/aussteller', { year: 2026, entries: [] });
    expect(await screen.findByText('No exhibitors listed yet.')).toBeVisible();
  });
});

describe('directoryHead in English', () => {
  it('names the year and the market', () => {
    expect(directoryHead(2027, 'Adventmarkt Burg Hochosterwitz', i18nIn('en'))).toEqual({
      title: expect.stringMatching(/^Exhibitors 2027 \| /),
      description:
        'The exhibitors 2027 at Adventmarkt Burg Hochosterwitz: who sells what and where to find their stall, by area, with a search by goods.',
    });
  });
});
