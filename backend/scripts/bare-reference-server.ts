/**
 * The limit the app is measured against (issue 17): a bare `node:http` server doing only the
 * essential work of the public calls on the same database, without framework, ORM or rules
 * beyond what the answer needs. `npm run bench:rush` and `npm run bench:reads` start it next to
 * the app. Not a product: no validation beyond the bench's own requests, no security.
 *
 * - POST /api/vendors/select-booth: the vendor by access code, the conditional hold (one
 *   statement decides the race, as in the app), one event row, in one transaction.
 * - GET /api/booths, /api/booth-areas, /api/market-settings: one query each.
 * - POST /api/vendors/status: the whole VendorStatusDto from one statement (the vendor by access
 *   code with their stall, ledger, withdrawal charge, lift appointments, invoices, the settings
 *   and whether they wait on a list), its account by the app's own `accountOf`.
 *
 * Runs on DATABASE_URL (PostgreSQL, a pool of 10 like the app) or PGLITE_DIR (PGlite).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  STALL_PRICE_DETAIL_SQL,
  STALL_PRICE_TOTAL_SQL,
} from '../src/booths/domain/stall-price.sql.js';
import { VENDOR_BOOTH_SQL } from '../src/booths/queries/vendor-booth.sql.js';
import { accountOf } from '../src/payments/domain/vendor-account.js';
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

/** Every fact of a vendor's status, each as jsonb, in one statement. */
const VENDOR_STATUS_SQL = `select to_jsonb(v) as vendor,
    (select to_jsonb(stall) from (${VENDOR_BOOTH_SQL}
      where b.vendor_id = v.id or (b.hold_vendor_id = v.id and b.hold_expires_at > $2)
      order by b.vendor_id is null, b.id limit 1) stall) as booth,
    (select coalesce(jsonb_agg(to_jsonb(l) order by l.created_at, l.id), '[]')
      from ledger_entry l where l.vendor_id = v.id) as lines,
    (select to_jsonb(c) from withdrawal_charge c where c.vendor_id = v.id) as charge,
    (select coalesce(jsonb_agg(to_jsonb(x) order by x.date, x.start_time), '[]')
      from lift_appointment x where x.vendor_id = v.id) as appointments,
    (select coalesce(jsonb_agg(to_jsonb(i) - 'pdf' - 'xml' order by i.year desc, i.sequence desc),
      '[]') from invoice i where i.vendor_id = v.id) as invoices,
    (select to_jsonb(m) from market_settings m limit 1) as settings,
    exists (select 1 from waitlist_entry w
      where w.vendor_id = v.id and w.state in ('waiting', 'offered')) as on_waitlist
  from vendor v where v.access_code = $1`;

type Row = Record<string, unknown>;

/** snake_case columns as the API's camelCase fields. */
function camel(row: Row | null): Row | null {
  if (!row) return null;
  const out: Row = {};
  for (const [key, value] of Object.entries(row))
    out[key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())] = value;
  return out;
}

const VENDOR_FIELDS = [
  'id',
  'name',
  'email',
  'phone',
  'description',
  'accessCode',
  'boothAssignmentPreference',
  'selectedBoothId',
  'billingStreet',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'directoryConsent',
  'language',
  'createdAt',
];
const SETTINGS_FIELDS = [
  'currentYear',
  'marketName',
  'marketStartDate',
  'marketEndDate',
  'dailyOpenTime',
  'dailyCloseTime',
  'registrationStartDate',
  'registrationEndDate',
  'isRegistrationOpen',
  'setupStartDate',
  'setupEndDate',
  'teardownStartDate',
  'teardownEndDate',
  'waitlistOfferHours',
  'withdrawalFeePercent',
  'withdrawalFreeDays',
];

function pick(row: Row, fields: readonly string[]): Row {
  const out: Row = {};
  for (const field of fields) out[field] = row[field];
  return out;
}

async function vendorStatus(body: Record<string, unknown>): Promise<[number, unknown]> {
  const [row] = await database.query<{
    vendor: Row;
    booth: Row | null;
    lines: Row[];
    charge: Row | null;
    appointments: Row[];
    invoices: Row[];
    settings: Row;
    on_waitlist: boolean;
  }>(VENDOR_STATUS_SQL, [String(body.accessCode ?? '').toUpperCase(), new Date()]);
  if (!row) return [404, { message: 'Zugangscode nicht gefunden' }];
  const booth = camel(row.booth);
  const lines = row.lines.map((line) => ({
    id: String(line.id),
    kind: line.kind as never,
    amount: Number(line.amount),
    method: line.method as never,
    settlesId: line.settles_id === null ? null : String(line.settles_id),
    createdAt: new Date(String(line.created_at)),
    note: line.note,
    valueDate: line.value_date,
  }));
  const stallFee = booth ? Number(booth.price) : Number(row.charge?.amount ?? 0);
  const account = accountOf(lines, stallFee);
  const settings = camel(row.settings)!;
  const vendor = camel(row.vendor)!;
  const held = booth !== null && booth.vendorId !== vendor.id;
  const invoice =
    row.invoices.find(
      (issued) =>
        issued.kind === 'invoice' &&
        issued.cancelled_at === null &&
        issued.market_year === settings.currentYear,
    ) ?? null;
  const { lastPaymentAt: _last, paidInFull: _full, ...accountFields } = account;
  return [
    200,
    {
      vendor: {
        ...pick(vendor, VENDOR_FIELDS),
        status: vendor.registrationState,
        boothId: held ? null : (booth?.id ?? null),
        boothReservationExpiry: held ? booth.holdExpiresAt : null,
        totalAmount: account.totalAmount,
        paymentAmount: account.paidAmount,
        downPaymentAmount: account.depositAmount,
        downPaymentPaid: account.depositPaid,
        paymentMethod: account.paymentMethod,
      },
      booth: booth && {
        id: booth.id,
        number: booth.number,
        locationDescription: booth.locationDescription,
        area: { id: booth.areaId, code: booth.areaCode, name: booth.areaName, price: booth.price },
        priceDetail: booth.priceDetail,
        isHeld: held,
        holdExpiresAt: held ? booth.holdExpiresAt : null,
      },
      liftAppointments: row.appointments.map(camel),
      marketSettings: {
        ...pick(settings, SETTINGS_FIELDS),
        organizer: {
          name: settings.organizerName,
          street: settings.organizerStreet,
          postalCode: settings.organizerPostalCode,
          city: settings.organizerCity,
          email: settings.organizerEmail,
          phone: settings.organizerPhone,
        },
      },
      bankDetails: settings.bankIban
        ? {
            iban: settings.bankIban,
            accountHolder: settings.bankAccountHolder,
            bic: settings.bankBic,
            bankName: settings.bankName,
            reference: vendor.accessCode,
          }
        : null,
      sumupCheckoutUrl: null,
      account: { ...accountFields, lines },
      invoice: camel(invoice),
      waitlist: null,
      waitlistOffer: null,
      withdrawal: null,
    },
  ];
}

async function route(request: IncomingMessage): Promise<[number, unknown]> {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'POST' && path === '/api/vendors/select-booth')
    return selectBooth(await jsonBody(request));
  if (request.method === 'POST' && path === '/api/vendors/status') {
    return vendorStatus(await jsonBody(request));
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
