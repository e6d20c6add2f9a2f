/**
 * Realistic data through the API before the fuzzing (registration open, an area with
 * self-selection, vendors registered by form and by the organiser, a stall assigned and one
 * reserved by name, a message, e-mail templates, invitations sent, a direct mail), and the
 * harvest of real ids from the list routes, so generated requests can name things that exist.
 */

export interface ApiAnswer {
  status: number;
  json: unknown;
  setCookie: string[];
}

let seedAddress = 0;

/** A small client for seeding; each call comes from its own address (rate limits per address). */
export class SeedClient {
  constructor(
    readonly base: string,
    public token?: string,
  ) {}

  async call(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; anonymous?: boolean } = {},
  ): Promise<ApiAnswer> {
    seedAddress += 1;
    const headers: Record<string, string> = {
      'X-Forwarded-For': `172.16.${Math.floor(seedAddress / 250) % 250}.${(seedAddress % 250) + 1}`,
    };
    if (this.token && !options.anonymous && !options.cookie)
      headers.Authorization = `Bearer ${this.token}`;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: response.status, json, setCookie: response.headers.getSetCookie() };
  }

  /** A call that must succeed (2xx); anything else stops the run with the answer. */
  async must<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string; anonymous?: boolean } = {},
  ): Promise<{ json: T; setCookie: string[] }> {
    const answer = await this.call(method, path, options);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(
        `Vorbereitung: ${method} ${path} antwortet ${answer.status} ${JSON.stringify(answer.json)}`,
      );
    }
    return { json: answer.json as T, setCookie: answer.setCookie };
  }
}

/** Harvested real values by pool name (vendor, accessCode, booth, area, template, …). */
export class Pools {
  private readonly values = new Map<string, unknown[]>();

  add(name: string, value: unknown): void {
    if (value === undefined || value === null || value === '') return;
    const list = this.values.get(name) ?? [];
    if (!list.includes(value)) list.push(value);
    this.values.set(name, list);
  }

  get(name: string): readonly unknown[] {
    return this.values.get(name) ?? [];
  }

  summary(): string {
    return [...this.values.entries()].map(([name, list]) => `${name} ${list.length}`).join(', ');
  }
}

export const VENDOR_SESSION_COOKIE = 'standl_vendor';

/** The vendor whose session cookie the vendor routes are fuzzed with. */
export interface SessionVendor {
  id: string;
  accessCode: string;
  /** `standl_vendor=…` as the Cookie header sends it. */
  cookie: string;
}

export interface SeededData {
  vendor: SessionVendor;
  currentYear: number;
  checkoutIds: string[];
}

function sessionCookie(setCookie: string[]): string {
  const pair = setCookie
    .map((header) => header.split(';')[0]!.trim())
    .find((value) => value.startsWith(`${VENDOR_SESSION_COOKIE}=`));
  if (!pair) throw new Error('Vorbereitung: die Anmeldung setzt kein Händler-Sitzungscookie');
  return pair;
}

interface Area {
  id: number;
  code: string;
  allowSelfSelection: boolean;
}

interface Booth {
  id: number;
  areaId: number;
  status: string;
  isBeingProcessed: boolean;
}

const SUBJECT = 'Adventmarkt auf der Burg: Einladung';
const CONTENT =
  '<p>Liebe/r {name},</p><p>wir freuen uns auf Ihre <a href="{registrationUrl}">Anmeldung</a>.</p>';

export async function seed(
  client: SeedClient,
  password: string,
  pools: Pools,
): Promise<SeededData> {
  const login = await client.must<{ token: string }>('POST', '/api/admin/login', {
    body: { username: 'admin', password },
  });
  client.token = login.json.token;

  const settings = await client.must<{ currentYear: number; registrationState: string }>(
    'PATCH',
    '/api/admin/market-settings',
    {
      body: {
        isRegistrationOpen: true,
        registrationStartDate: null,
        registrationEndDate: null,
        adminNotificationEmail: 'office@example.at',
        bankAccountHolder: 'Burg-Adventmarkt Veranstaltungs GmbH',
        bankIban: 'AT61 1904 3002 3457 3201',
        bankBic: 'BKAUATWW',
        bankName: 'Kärntner Sparkasse',
      },
    },
  );
  if (settings.json.registrationState !== 'open') {
    throw new Error(`Vorbereitung: Anmeldung nicht offen (${settings.json.registrationState})`);
  }
  const currentYear = settings.json.currentYear;

  const areas = (await client.must<Area[]>('GET', '/api/booth-areas', { anonymous: true })).json;
  const selfArea = areas.find((area) => area.allowSelfSelection) ?? areas[0];
  if (!selfArea) throw new Error('Vorbereitung: keine Standbereiche');
  if (!selfArea.allowSelfSelection) {
    await client.must('PATCH', `/api/admin/booth-areas/${selfArea.id}`, {
      body: { allowSelfSelection: true },
    });
  }
  const booths = (await client.must<Booth[]>('GET', '/api/booths', { anonymous: true })).json;
  const free = booths.filter(
    (booth) =>
      booth.areaId === selfArea.id && booth.status === 'available' && !booth.isBeingProcessed,
  );
  const otherFree = booths.filter(
    (booth) => booth.areaId !== selfArea.id && booth.status === 'available',
  );
  if (free.length < 3 || otherFree.length < 2)
    throw new Error('Vorbereitung: zu wenige freie Standplätze');

  const register = (body: Record<string, unknown>) =>
    client.must<{ vendorId: string; accessCode: string }>('POST', '/api/vendors/register', {
      body: { phone: '+43 664 1234567', termsAccepted: true, ...body },
      anonymous: true,
    });

  // The session vendor: registered by form with a self-selected stall (held, deposit open).
  const huber = await register({
    name: 'Kerzenzieherei Huber',
    email: 'huber@example.at',
    description: 'Handgezogene Bienenwachskerzen aus dem Lavanttal',
    boothAssignmentPreference: 'self',
    selectedBoothId: free[0]!.id,
  });
  const vendor: SessionVendor = {
    id: huber.json.vendorId,
    accessCode: huber.json.accessCode,
    cookie: sessionCookie(huber.setCookie),
  };
  const gruber = await register({
    name: 'Glühwein Gruber',
    email: 'gruber@example.at',
    description: 'Glühwein, Punsch und Kinderpunsch aus eigener Herstellung',
    boothAssignmentPreference: 'admin',
  });
  const moser = await register({
    name: 'Moser Holzspielzeug',
    email: 'moser@example.com',
    description: 'Gedrechseltes Holzspielzeug und Krippenfiguren',
    boothAssignmentPreference: 'self',
  });
  await client.must('POST', '/api/admin/vendors', {
    body: {
      name: 'Bäckerei Pichler',
      email: 'pichler@example.at',
      phone: '+43 4212 12345',
      description: 'Lebkuchen und Kletzenbrot nach Familienrezept',
    },
  });

  await client.must('POST', `/api/admin/vendors/${gruber.json.vendorId}/assign-booth`, {
    body: { boothId: otherFree[0]!.id },
  });
  await client.must('POST', `/api/admin/booths/${otherFree[1]!.id}/reserve-manually`, {
    body: { name: 'Familie Huber' },
  });

  const checkoutIds: string[] = [];
  const selection = await client.must<{ checkoutId: string | null }>(
    'POST',
    '/api/vendors/select-booth',
    {
      body: { accessCode: moser.json.accessCode, boothId: free[1]!.id },
      anonymous: true,
    },
  );
  if (selection.json.checkoutId) checkoutIds.push(selection.json.checkoutId);

  await client.must('POST', `/api/vendors/${vendor.id}/contact`, {
    body: { message: 'Können wir den Stand neben der Familie Gruber bekommen?' },
    cookie: vendor.cookie,
  });
  await client.must('PATCH', `/api/vendors/${vendor.id}/billing`, {
    body: {
      billingStreet: 'Hauptplatz 3',
      billingCity: 'St. Veit an der Glan',
      billingPostalCode: '9300',
      billingCountry: 'Österreich',
    },
    cookie: vendor.cookie,
  });

  await client.must('POST', '/api/admin/email-templates/defaults');
  await client.must('POST', '/api/admin/email-templates', {
    body: {
      name: 'Aufbau-Info',
      category: 'general',
      subject: 'Aufbau am Montag',
      content: CONTENT,
    },
  });

  await client.must('POST', '/api/admin/invitation-lists', {
    body: { email: 'einladung@example.at', name: 'Maria Einladung', marketYear: currentYear },
  });
  await client.must('POST', '/api/admin/invitation-lists/import', {
    body: {
      marketYear: currentYear,
      entries: [
        { name: 'Franz Maier', email: 'maier@example.at' },
        { name: 'Anna Wallner', email: 'wallner@example.com' },
      ],
    },
  });
  const sent = await client.must<{ batchId?: string }>('POST', '/api/admin/send-invitations', {
    body: { marketYear: currentYear, subject: SUBJECT, content: CONTENT },
  });
  pools.add('batch', sent.json.batchId);
  await client.must('POST', '/api/admin/invitation-lists', {
    body: { email: 'spaeter@example.at', name: 'Noch nicht eingeladen', marketYear: currentYear },
  });
  const direct = await client.must<{ batchId?: string }>('POST', '/api/admin/send-direct-email', {
    body: { vendorId: gruber.json.vendorId, subject: 'Ihr Standplatz', content: CONTENT },
  });
  pools.add('batch', direct.json.batchId);

  for (const id of checkoutIds) pools.add('checkout', id);
  const data = { vendor, currentYear, checkoutIds };
  // The invitation mails reach the outbox through the event reactions: wait for their tokens.
  for (let attempt = 0; attempt < 40; attempt++) {
    await harvest(client, pools, data);
    if (pools.get('token').length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return data;
}

interface OutboxEntry {
  id: number;
  batchId: string | null;
  purpose: string | null;
  cause: string;
}

function collect(value: unknown, visit: (item: Record<string, unknown>) => void, depth = 0): void {
  if (depth > 5 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, visit, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  visit(record);
  for (const item of Object.values(record)) collect(item, visit, depth + 1);
}

/** Reads the list routes and adds every id they show to the pools. */
export async function harvest(
  client: SeedClient,
  pools: Pools,
  data: Pick<SeededData, 'currentYear'>,
): Promise<void> {
  const get = async (path: string) => {
    const answer = await client.call('GET', path);
    return answer.status === 200 ? answer.json : null;
  };
  const [vendors, adminBooths, areas, templates, invitations, outbox] = await Promise.all([
    get('/api/admin/vendors'),
    get('/api/admin/booths'),
    get('/api/booth-areas'),
    get('/api/admin/email-templates'),
    get(`/api/admin/invitation-lists?marketYear=${data.currentYear}`),
    get('/api/admin/outbox?limit=100'),
  ]);
  for (const vendor of (vendors as { id: string; accessCode: string }[] | null) ?? []) {
    pools.add('vendor', vendor.id);
    pools.add('accessCode', vendor.accessCode);
  }
  collect(adminBooths, (item) => {
    if ('areaId' in item && 'number' in item) pools.add('booth', item.id);
  });
  for (const area of (areas as { id: number }[] | null) ?? []) pools.add('area', area.id);
  for (const template of (templates as { id: number }[] | null) ?? [])
    pools.add('template', template.id);
  for (const invitation of (invitations as { id: number }[] | null) ?? [])
    pools.add('invitation', invitation.id);
  const entries = ((outbox as { items?: OutboxEntry[] } | null)?.items ?? []) as OutboxEntry[];
  for (const entry of entries) {
    pools.add('outbox', entry.id);
    pools.add('batch', entry.batchId);
  }
  if (pools.get('token').length === 0) {
    for (const entry of entries
      .filter((item) => item.purpose === 'invitation' || item.cause === 'invitation')
      .slice(0, 3)) {
      const message = (await get(`/api/admin/outbox/${entry.id}`)) as { html?: string } | null;
      for (const match of message?.html?.matchAll(/invitation=([\w-]{32})/g) ?? []) {
        pools.add('token', match[1]);
      }
    }
  }
}
