import { createQueryClient, queryKeyUrl } from './query-client';

afterEach(() => vi.unstubAllGlobals());

describe('query client', () => {
  it('uses the spec freshness defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(queries).toMatchObject({
      staleTime: 60_000,
      gcTime: 600_000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('joins the query-key parts with slashes', () => {
    expect(queryKeyUrl(['/api/market-settings'])).toBe('/api/market-settings');
    expect(queryKeyUrl(['/api/vendor/lift-appointments', 12])).toBe(
      '/api/vendor/lift-appointments/12',
    );
  });

  it('GETs the joined URL with the shared request behaviour', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json([{ id: 1 }]));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('adminToken', 'tok');

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/admin/vendors', 3] });

    expect(data).toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/vendors/3');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('does not retry a failed read', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('kaputt', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/booths'] })).rejects.toThrow(
      '500: kaputt',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
