/** A stubbed `fetch` for component tests: answers per 'METHOD /path' and German API errors. */
export function apiError(status: number, message: string): Response {
  return Response.json({ statusCode: status, message, error: 'Error' }, { status });
}

/** A JSON body parsed; a file upload (FormData) as it was sent. */
function bodyOf(init: RequestInit | undefined): unknown {
  if (!init?.body) return undefined;
  if (init.body instanceof FormData) return init.body;
  return JSON.parse(String(init.body));
}

type Handler = (body: unknown) => Response | Promise<Response>;

/** Stubs `fetch` with handlers keyed 'METHOD /path'; analytics events answer 204, anything else 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const body = bodyOf(init);
    const handler = handlers[key];
    if (handler) return handler(body);
    if (key === 'POST /api/analytics/events') return new Response(null, { status: 204 });
    return apiError(404, `Kein Stub für ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    bodies(key: string): unknown[] {
      return fetchMock.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
        .map(([, init]) => bodyOf(init));
    },
  };
}
