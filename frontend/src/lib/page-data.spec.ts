import { PAGE_DATA_ELEMENT } from '@standl/contracts';
import { refetchUnlessFromPage, seedPageData } from './page-data';
import { createQueryClient } from './query-client';

function pageWith(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument('Standl');
  if (content !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_ELEMENT;
    script.textContent = content;
    doc.head.append(script);
  }
  return doc;
}

describe('the public data sent with index.html', () => {
  it('is in the query cache under the API path of each answer', () => {
    const client = createQueryClient();
    const settings = { marketName: 'Adventmarkt <Burg> 2026', year: 2026 };
    const areas = [{ id: 'a1', name: 'Innenhof' }];

    seedPageData(
      client,
      pageWith(
        JSON.stringify({ '/api/market-settings': settings, '/api/booth-areas': areas }).replaceAll(
          '<',
          '\\u003c',
        ),
      ),
    );

    expect(client.getQueryData(['/api/market-settings'])).toEqual(settings);
    expect(client.getQueryData(['/api/booth-areas'])).toEqual(areas);
    expect(client.getQueryState(['/api/booth-areas'])?.status).toBe('success');
  });

  it('leaves the cache empty without the element, with broken JSON or with other keys', () => {
    const client = createQueryClient();

    seedPageData(client, pageWith(null));
    seedPageData(client, pageWith('{"/api/market-settings": '));
    seedPageData(client, pageWith('{"/anderswo": 1, "/api/booths": null}'));
    seedPageData(client, pageWith('null'));

    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is not read again when a page first shows it, but every time after a new read or 30 s', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const areas = [{ id: 'a1', name: 'Innenhof' }];
      seedPageData(client, pageWith(JSON.stringify({ '/api/booth-areas': areas })));
      const query = () => client.getQueryCache().find({ queryKey: ['/api/booth-areas'] })!;

      expect(refetchUnlessFromPage(query())).toBe(false);
      vi.advanceTimersByTime(30_001);
      expect(refetchUnlessFromPage(query())).toBe('always');

      seedPageData(client, pageWith(JSON.stringify({ '/api/booth-areas': areas })));
      expect(refetchUnlessFromPage(query())).toBe(false);
      vi.advanceTimersByTime(1);
      client.setQueryData(['/api/booth-areas'], [...areas, { id: 'a2', name: 'Vorburg' }]);
      expect(refetchUnlessFromPage(query())).toBe('always');

      client.setQueryData(['/api/booths'], []);
      const other = client.getQueryCache().find({ queryKey: ['/api/booths'] })!;
      expect(refetchUnlessFromPage(other)).toBe('always');
    } finally {
      vi.useRealTimers();
    }
  });
});
