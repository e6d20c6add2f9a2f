import type { BoothDto } from '@standl/contracts';

const AREA_IDS: Record<string, number> = { AK: 1, RS: 2, BK: 3, SO: 4 };

/**
 * A stall as GET /api/booths returns it; the id is derived from the number ('RS-03' → 203). Not
 * on a plan, no size, no equipment, the fee 150 € unless overridden.
 */
export function booth(number: string, overrides: Partial<BoothDto> = {}): BoothDto {
  const [areaCode = 'AK', n = '1'] = number.split('-');
  const areaId = AREA_IDS[areaCode] ?? 99;
  return {
    id: areaId * 100 + Number(n),
    number,
    areaId,
    areaCode,
    status: 'available',
    isBeingProcessed: false,
    reservationTimeLeft: null,
    locationDescription: null,
    placement: null,
    widthCm: null,
    depthCm: null,
    attributes: { powerAmps: null, water: false, covered: false, vehicleAccess: false },
    price: 15000,
    priceDetail: { base: 15000, surcharges: [] },
    ...overrides,
  };
}

export function boothsOf(code: string, count: number): BoothDto[] {
  return Array.from({ length: count }, (_, i) =>
    booth(`${code}-${String(i + 1).padStart(2, '0')}`),
  );
}

type Handler = (body: unknown) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Replaces `fetch` with answers per "METHOD /path"; unknown calls (e.g. analytics) get 204.
 * Returns the mock so tests can read what was sent.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const mock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input.toString();
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    return handler ? handler(body) : new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** The bodies sent to POST /api/analytics/events. */
export function analyticsEvents(mock: ReturnType<typeof stubApi>) {
  return mock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/analytics/events'))
    .map(([, init]) => JSON.parse(String(init?.body)));
}
