import { ApiError, apiErrorMessage, request } from './request';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('request', () => {
  it('sends a GET without body or JSON content type, always with credentials', async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: 1 }));

    await expect(request('GET', '/api/booths')).resolves.toEqual({ ok: 1 });

    expect(fetchMock).toHaveBeenCalledWith('/api/booths', expect.anything());
    const init = lastInit();
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('include');
    expect(headersOf(init)).not.toHaveProperty('Content-Type');
    expect(headersOf(init)).not.toHaveProperty('Authorization');
  });

  it('adds the JSON content type and serialises the body when one is present', async () => {
    fetchMock.mockResolvedValue(Response.json({ vendorId: 7 }));

    await request('POST', '/api/vendors/register', { name: 'Anna' });

    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Anna"}');
    expect(init.credentials).toBe('include');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
  });

  it('sends a file upload (FormData) as it is, leaving its content type to the browser', async () => {
    fetchMock.mockResolvedValue(Response.json({ id: 's1' }, { status: 201 }));
    const form = new FormData();
    form.append('file', new Blob(['<Document/>'], { type: 'application/xml' }), 'auszug.xml');

    await request('POST', '/api/admin/bank-statements', form);

    const init = lastInit();
    expect(init.body).toBe(form);
    expect(headersOf(init)).not.toHaveProperty('Content-Type');
    expect(headersOf(init)['Idempotency-Key']).toBeTruthy();
  });

  it('sends a new Idempotency-Key with each state-changing call and none with a GET', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(Response.json({ ok: 1 })));

    await request('POST', '/api/admin/vendors/v1/cash-payment', { amount: 7500 });
    const first = headersOf(lastInit())['Idempotency-Key'];
    await request('POST', '/api/admin/vendors/v1/cash-payment', { amount: 7500 });
    const second = headersOf(lastInit())['Idempotency-Key'];
    await request('GET', '/api/admin/payments');

    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(headersOf(lastInit())).not.toHaveProperty('Idempotency-Key');
  });

  it('sends a state-changing request again with the same key after the network failed', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ message: 'Barzahlung verbucht' }));

    await expect(
      request('POST', '/api/admin/vendors/v1/cash-payment', { amount: 7500 }),
    ).resolves.toEqual({ message: 'Barzahlung verbucht' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, retried] = fetchMock.mock.calls.map(([, init]) => headersOf(init!));
    expect(retried!['Idempotency-Key']).toBe(first!['Idempotency-Key']);
  });

  it("keeps the caller's key for its action and gives up after the last retry", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(
      request('DELETE', '/api/admin/vendors/v1', undefined, { idempotencyKey: 'aktion-1' }),
    ).rejects.toThrow('Failed to fetch');

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([, init]) => headersOf(init!)['Idempotency-Key'])).toEqual([
      'aktion-1',
      'aktion-1',
    ]);
  });

  it('does not send again while the browser is offline (the scanner queues instead)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(request('POST', '/api/admin/scan-code', { scanCode: '1234' })).rejects.toThrow(
      'Failed to fetch',
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('does not send a GET again when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    await expect(request('GET', '/api/booths')).rejects.toThrow('Failed to fetch');

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('adds the bearer token stored under adminToken', async () => {
    localStorage.setItem('adminToken', 'secret-token');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await request('DELETE', '/api/admin/vendors/1');

    expect(headersOf(lastInit()).Authorization).toBe('Bearer secret-token');
  });

  it('returns undefined for 204 and for an empty 200 body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(request('POST', '/api/analytics/events', { a: 1 })).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(request('GET', '/api/x')).resolves.toBeUndefined();
  });

  it('returns non-JSON bodies as text', async () => {
    fetchMock.mockResolvedValue(
      new Response('ok', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expect(request('GET', '/api/x')).resolves.toBe('ok');
  });

  it('throws "status: body" for a non-OK response', async () => {
    const body = '{"statusCode":404,"message":"Zugangscode nicht gefunden","error":"Not Found"}';
    fetchMock.mockResolvedValue(new Response(body, { status: 404, statusText: 'Not Found' }));

    const error = await request('POST', '/api/vendors/status', { accessCode: 'X' }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`404: ${body}`);
    expect((error as ApiError).status).toBe(404);
  });

  it('falls back to the status text when the error body is empty', async () => {
    fetchMock.mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );

    await expect(request('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('apiErrorMessage', () => {
  it('extracts the German message from the error body', () => {
    const error = new ApiError(
      400,
      '{"statusCode":400,"message":"Ungültige E-Mail-Adresse","error":"Bad Request"}',
      'Bad Request',
    );
    expect(apiErrorMessage(error, 'Bitte versuchen Sie es erneut.')).toBe(
      'Ungültige E-Mail-Adresse',
    );
  });

  it('also reads a plain Error whose message has the "status: body" form', () => {
    const error = new Error('409: {"statusCode":409,"message":"Standplatz vergeben"}');
    expect(apiErrorMessage(error, 'x')).toBe('Standplatz vergeben');
  });

  it('joins a list of validation messages', () => {
    const error = new ApiError(400, '{"message":["Eins.","Zwei."]}', 'Bad Request');
    expect(apiErrorMessage(error, 'x')).toBe('Eins. Zwei.');
  });

  it('returns the fallback for non-JSON bodies, empty bodies and other errors', () => {
    expect(apiErrorMessage(new ApiError(502, '<html>', 'Bad Gateway'), 'Fehler')).toBe('Fehler');
    expect(apiErrorMessage(new ApiError(500, '', 'Internal'), 'Fehler')).toBe('Fehler');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), 'Fehler')).toBe('Fehler');
    expect(apiErrorMessage(undefined, 'Fehler')).toBe('Fehler');
  });
});
