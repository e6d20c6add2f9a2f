/**
 * The limit the app is measured against (issue 17): a bare `node:http` server doing only the
 * essential work of the public calls on the same database, without framework, ORM or rules
 * beyond what the answer needs. `npm run bench:rush` and `npm run bench:reads` start it next to
 * the app. Not a product: no validation beyond the bench's own requests, no security.
 *
 * - POST /api/vendors/select-booth: the vendor by access code, the conditional hold (one
 *   statement decides the race, as in the app), one event row, in one transaction.
 * - GET /api/booths, /api/booth-areas, /api/market-settings: one query each.
 * - POST /api/vendors/status: the vendor and stall by access code.
 *
 * Runs on DATABASE_URL (PostgreSQL, a pool of 10 like the app) or PGLITE_DIR (PGlite).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  STALL_PRICE_DETAIL_SQL,
  STALL_PRICE_TOTAL_SQL,
} from '../src/booths/domain/stall-price.sql.js';
import { openBenchDatabase, type BenchDatabase } from './support/bench-database.js';

const HOLD_MINUTES = 30;

const database: BenchDatabase = await openBenchDatabase({
  url: process.env.DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR || undefined,
});

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

async function selectBooth(body: Record<string, unknown>): Promise<[number, unknown]> {
  return database.transaction(async (query) => {
    const [vendor] = await query<{ id: string }>('select id from vendor where access_code = $1', [
      String(body.accessCode ?? '').toUpperCase(),
    ]);
    if (!vendor) return [404, { message: 'Zugangscode nicht gefunden' }];
    const now = new Date();
    const [held] = await query<{ id: number; number: string; code: string; name: string }>(
      `update booth b set hold_vendor_id = $1, hold_expires_at = $2,
         agreed_price = ${STALL_PRICE_TOTAL_SQL}, agreed_price_detail = ${STALL_PRICE_DETAIL_SQL}
       from booth_area a
       where b.id = $3 and a.id = b.area_id and a.allow_self_selection
         and b.status = 'available' and b.vendor_id is null
         and (b.hold_vendor_id is null or b.hold_expires_at <= $4 or b.hold_vendor_id = $1)
       returning b.id, b.number, a.code, a.name`,
      [vendor.id, new Date(now.getTime() + HOLD_MINUTES * 60_000), Number(body.boothId), now],
    );
    if (!held) return [409, { message: 'Standplatz nicht verfügbar' }];
    await query(
      `insert into domain_event (type, aggregate_type, aggregate_id, payload, occurred_at)
       values ('BoothHeld', 'booth', $1, $2, $3)`,
      [String(held.id), JSON.stringify({ boothNumber: held.number, vendorId: vendor.id }), now],
    );
    return [
      200,
      {
        requiresPayment: true,
        boothId: held.id,
        boothNumber: held.number,
        boothArea: held.name,
        boothAreaCode: held.code,
        checkoutId: null,
        checkoutUrl: '/payment',
        holdExpiresAt: null,
      },
    ];
  });
}

async function route(request: IncomingMessage): Promise<[number, unknown]> {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'POST' && path === '/api/vendors/select-booth')
    return selectBooth(await jsonBody(request));
  if (request.method === 'POST' && path === '/api/vendors/status') {
    const body = await jsonBody(request);
    const [vendor] = await database.query(
      `select v.id, v.name, v.registration_state as status, b.number as booth_number
       from vendor v left join booth b on b.vendor_id = v.id or b.hold_vendor_id = v.id
       where v.access_code = $1`,
      [String(body.accessCode ?? '').toUpperCase()],
    );
    return vendor ? [200, { vendor }] : [404, { message: 'Zugangscode nicht gefunden' }];
  }
  if (request.method === 'GET' && path === '/api/booths')
    return [
      200,
      await database.query(
        `select b.id, b.number, b.area_id as "areaId", a.code as "areaCode", b.status,
           (b.hold_vendor_id is not null and b.hold_expires_at > now()) as "isBeingProcessed",
           b.location_description as "locationDescription"
         from booth b join booth_area a on a.id = b.area_id order by b.number`,
      ),
    ];
  if (request.method === 'GET' && path === '/api/booth-areas')
    return [200, await database.query('select * from booth_area order by id')];
  if (request.method === 'GET' && path === '/api/market-settings')
    return [200, (await database.query('select * from market_settings limit 1'))[0] ?? null];
  return [404, { message: 'Nicht gefunden' }];
}

const server = createServer((request, response) => {
  route(request).then(
    ([status, body]) => send(response, status, body),
    (error: unknown) => send(response, 500, { message: String(error) }),
  );
});
server.listen(Number(process.env.PORT ?? 3100), '127.0.0.1', () => {
  console.log(`Referenzserver läuft auf Port ${process.env.PORT ?? 3100}`);
});
process.on('SIGTERM', () => {
  server.close();
  void database.close().then(() => process.exit(0));
});
