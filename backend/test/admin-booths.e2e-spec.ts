import { Booth } from '../src/booths/domain/booth.entity.js';
import { LedgerEntry } from '../src/payments/domain/ledger-entry.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

const NOW = '2026-11-21T09:00:00Z';
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set(NOW);
  auth = await adminAuth(t);
});
afterAll(() => t.close());

interface AdminBooth {
  id: number;
  number: string;
  status: string;
  vendorId: string | null;
  vendorName: string | null;
  reservedName: string | null;
  isBeingProcessed: boolean;
  [field: string]: unknown;
}
interface AdminArea {
  id: number;
  code: string;
  totalBooths: number;
  occupiedCount: number;
  reservedCount: number;
  availableCount: number;
  booths: AdminBooth[];
  [field: string]: unknown;
}

async function adminAreas(): Promise<AdminArea[]> {
  return (await t.http().get('/api/admin/booths').set(auth).expect(200)).body;
}
async function areaOf(code: string): Promise<AdminArea> {
  return (await adminAreas()).find((area) => area.code === code)!;
}
async function boothOf(number: string): Promise<AdminBooth> {
  return (await adminAreas()).flatMap((area) => area.booths).find((b) => b.number === number)!;
}
async function publicNumbers(): Promise<string[]> {
  const { body } = await t.http().get('/api/booths').expect(200);
  return body.map((booth: { number: string }) => booth.number);
}
async function publicArea(code: string) {
  const { body } = await t.http().get('/api/booth-areas').expect(200);
  return body.find((area: { code: string }) => area.code === code);
}
async function vendorStatus(vendorId: string): Promise<string> {
  const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
  return body.find((vendor: { id: string }) => vendor.id === vendorId).status;
}
async function events(type: string) {
  return t.em().find(DomainEventRecord, { type }, { orderBy: { id: 'asc' } });
}

const patchBooth = (id: number | string, body: object) =>
  t.http().patch(`/api/admin/booths/${id}`).set(auth).send(body);
const reserve = (id: number | string, name: unknown) =>
  t.http().post(`/api/admin/booths/${id}/reserve-manually`).set(auth).send({ name });
const patchArea = (id: number | string, body: object) =>
  t.http().patch(`/api/admin/booth-areas/${id}`).set(auth).send(body);
/** A vendor who self-selects the stall and holds it for 30 minutes (deposit not paid). */
const holdBy = (boothId: number, name = 'Kerzenzieherei Huber') =>
  register(t, { name, boothAssignmentPreference: 'self', selectedBoothId: boothId });

describe('GET /api/admin/booths', () => {
  it('lists the areas AK, BK, RS, SO with counts and every stall', async () => {
    const areas = await adminAreas();

    expect(areas.map((a) => [a.code, a.totalBooths, a.booths.length])).toEqual([
      ['AK', 24, 24],
      ['BK', 12, 12],
      ['RS', 12, 12],
      ['SO', 6, 6],
    ]);
    expect(areas[0]).toMatchObject({
      name: 'Arkadenhof',
      price: 15000,
      allowSelfSelection: true,
      occupiedCount: 0,
      reservedCount: 0,
      availableCount: 24,
      plan: null,
      surcharges: { power: 0, water: 0, covered: 0, vehicleAccess: 0 },
      planImage: null,
    });
    expect(areas[0].booths[0]).toEqual({
      id: expect.any(Number),
      number: 'AK-01',
      areaId: areas[0].id,
      areaCode: 'AK',
      status: 'available',
      vendorId: null,
      vendorName: null,
      vendorEmail: null,
      reservedName: null,
      reservationType: null,
      reservedBy: null,
      reservedAt: null,
      locationDescription: null,
      isBeingProcessed: false,
      reservationTimeLeft: null,
      holdVendorName: null,
      displayName: null,
      placement: null,
      widthCm: null,
      depthCm: null,
      attributes: { powerAmps: null, water: false, covered: false, vehicleAccess: false },
      price: 15000,
      priceDetail: { base: 15000, surcharges: [] },
      agreedPriceDetail: null,
    });
  });

  it('shows who occupies, who is reserved by name and who holds a stall, with minutes left', async () => {
    const assigned = await register(t, { name: 'Glaskunst Maier', email: 'maier@example.at' });
    await patchBooth((await boothOf('AK-01')).id, {
      vendorId: assigned.vendorId,
      status: 'occupied',
    }).expect(200);
    await reserve((await boothOf('AK-02')).id, 'Familie Huber').expect(200);
    await holdBy((await boothOf('AK-03')).id, 'Lebkuchen Berger');
    t.clock.advance(10 * 60_000);

    const ak = await areaOf('AK');

    expect(ak).toMatchObject({ occupiedCount: 1, reservedCount: 1, availableCount: 22 });
    const [first, second, third] = ak.booths;
    expect(first).toMatchObject({
      status: 'occupied',
      vendorId: assigned.vendorId,
      vendorName: 'Glaskunst Maier',
      vendorEmail: 'maier@example.at',
      reservationType: 'vendor',
      reservedBy: 'admin',
      displayName: 'Glaskunst Maier',
      isBeingProcessed: false,
    });
    expect(second).toMatchObject({
      status: 'reserved',
      vendorId: null,
      reservedName: 'Familie Huber',
      reservationType: 'manual_name',
      reservedBy: 'admin',
      reservedAt: NOW.replace('Z', '.000Z'),
      displayName: 'Familie Huber',
    });
    expect(third).toMatchObject({
      status: 'available',
      vendorId: null,
      isBeingProcessed: true,
      reservationTimeLeft: 20,
      holdVendorName: 'Lebkuchen Berger',
      displayName: null,
    });
  });

  it('counts an expired hold as free and no longer names the holder', async () => {
    await holdBy((await boothOf('RS-01')).id, 'Lebkuchen Berger');
    t.clock.advance(31 * 60_000);

    expect((await boothOf('RS-01')).isBeingProcessed).toBe(false);
    expect((await boothOf('RS-01')).holdVendorName).toBeNull();
  });
});

describe('every stalls-and-areas call needs an admin token', () => {
  it.each([
    ['get', '/api/admin/booths'],
    ['patch', '/api/admin/booths/1'],
    ['post', '/api/admin/booths/1/reserve-manually'],
    ['patch', '/api/admin/booth-areas/1'],
  ] as const)('%s %s answers 401', async (method, path) => {
    const response = await t.http()[method](path).send({ name: 'x' }).expect(401);
    expect(response.body.message).toBe('Bitte melden Sie sich als Administrator an.');
    expect((await boothOf('AK-01')).status).toBe('available');
  });
});

describe('PATCH /api/admin/booths/{id}: location description', () => {
  it('sets (trimmed) and clears the description of a stall in area SO, with events', async () => {
    const { id } = await boothOf('SO-02');

    const { body } = await patchBooth(id, { locationDescription: '  Beim Brunnen  ' }).expect(200);
    expect(body).toMatchObject({ id, number: 'SO-02', locationDescription: 'Beim Brunnen' });
    const { body: map } = await t.http().get('/api/booths').expect(200);
    expect(map.find((b: { id: number }) => b.id === id).locationDescription).toBe('Beim Brunnen');

    const cleared = await patchBooth(id, { locationDescription: '' }).expect(200);
    expect(cleared.body.locationDescription).toBeNull();
    await patchBooth(id, { locationDescription: null }).expect(200);

    const recorded = await events('booths.booth-location-updated.v1');
    expect(recorded.map((e) => [e.payload, e.actor])).toEqual([
      [{ boothNumber: 'SO-02', locationDescription: 'Beim Brunnen' }, 'admin'],
      [{ boothNumber: 'SO-02', locationDescription: null }, 'admin'],
    ]);
  });

  it('refuses other areas and texts over 500 characters', async () => {
    const ak = await boothOf('AK-01');
    const so = await boothOf('SO-01');

    expect((await patchBooth(ak.id, { locationDescription: 'Hof' }).expect(400)).body.message).toBe(
      'Eine Standortbeschreibung gibt es nur für Sonderplätze (SO).',
    );
    expect(
      (await patchBooth(so.id, { locationDescription: 'x'.repeat(501) }).expect(400)).body.message,
    ).toBe('Standortbeschreibung darf höchstens 500 Zeichen lang sein');
    await patchBooth(so.id, { locationDescription: 'x'.repeat(500) }).expect(200);
    expect((await boothOf('AK-01')).locationDescription).toBeNull();
  });
});

describe('PATCH /api/admin/booths/{id}: assign and release', () => {
  it('assigns through the assignment command: stall occupied, vendor confirmed, events', async () => {
    const { vendorId } = await register(t, { name: 'Glaskunst Maier' });
    const { id } = await boothOf('RS-03');

    const { body } = await patchBooth(id, { vendorId, status: 'occupied' }).expect(200);

    expect(body).toMatchObject({
      id,
      status: 'occupied',
      vendorId,
      vendorName: 'Glaskunst Maier',
      reservedBy: 'admin',
    });
    expect(await vendorStatus(vendorId)).toBe('confirmed');
    expect((await events('registration.vendor-booth-assigned.v1')).map((e) => e.actor)).toEqual([
      'admin',
    ]);
    expect(await events('booths.booth-occupied.v1')).toHaveLength(1);
  });

  it('refuses a taken stall and unknown vendors or stalls', async () => {
    const first = await register(t);
    const second = await register(t);
    const { id } = await boothOf('RS-04');
    await patchBooth(id, { vendorId: first.vendorId, status: 'occupied' }).expect(200);

    const taken = await patchBooth(id, { vendorId: second.vendorId, status: 'occupied' });
    expect([taken.status, taken.body.message]).toEqual([409, 'Standplatz ist bereits vergeben']);
    const unknownVendor = await patchBooth((await boothOf('RS-05')).id, {
      vendorId: UNKNOWN_UUID,
      status: 'occupied',
    });
    expect([unknownVendor.status, unknownVendor.body.message]).toEqual([
      404,
      'Händler nicht gefunden',
    ]);
    for (const boothId of [99999, 'abc', 0]) {
      const unknownBooth = await patchBooth(boothId, { vendorId: null, status: 'available' });
      expect([unknownBooth.status, unknownBooth.body.message]).toEqual([
        404,
        'Standplatz nicht gefunden',
      ]);
    }
  });

  it('releases a stall: the vendor confirmed by assignment is pending again, with events', async () => {
    const { vendorId } = await register(t);
    const { id } = await boothOf('BK-05');
    await patchBooth(id, { vendorId, status: 'occupied' }).expect(200);

    const { body } = await patchBooth(id, { vendorId: null, status: 'available' }).expect(200);

    expect(body).toMatchObject({
      id,
      status: 'available',
      vendorId: null,
      vendorName: null,
      reservedBy: null,
      reservedAt: null,
      reservationType: null,
    });
    expect(await vendorStatus(vendorId)).toBe('pending');
    const vendor = await t.em().findOneOrFail(Vendor, { id: vendorId });
    expect(vendor.registrationState).toBe('pending');
    const released = await events('booths.booth-released.v1');
    expect(released.map((e) => [e.payload, e.actor])).toEqual([
      [{ boothNumber: 'BK-05', vendorId, reason: 'released-by-admin' }, 'admin'],
    ]);
    const unassigned = await events('registration.vendor-booth-unassigned.v1');
    expect(unassigned.map((e) => [e.aggregateId, e.payload, e.actor])).toEqual([
      [
        vendorId,
        {
          boothId: id,
          boothNumber: 'BK-05',
          previousState: 'confirmed',
          registrationState: 'pending',
        },
        'admin',
      ],
    ]);
    // The stall can be given to someone else now.
    const other = await register(t);
    await patchBooth(id, { vendorId: other.vendorId, status: 'occupied' }).expect(200);
  });

  it('keeps a vendor whose deposit is paid approved when the stall is released', async () => {
    const { vendorId } = await register(t);
    await t
      .em()
      .persist(
        LedgerEntry.book({
          vendorId,
          kind: 'deposit_card',
          amount: 1000,
          method: 'sumup',
          actor: 'sumup',
          createdAt: new Date(),
        }),
      )
      .flush();
    const { id } = await boothOf('AK-07');
    await patchBooth(id, { vendorId, status: 'occupied' }).expect(200);
    expect(await vendorStatus(vendorId)).toBe('confirmed');

    await patchBooth(id, { vendorId: null, status: 'available' }).expect(200);

    expect(await vendorStatus(vendorId)).toBe('approved');
    const [event] = await events('registration.vendor-booth-unassigned.v1');
    expect(event.payload).toMatchObject({ registrationState: 'approved' });
  });

  it('releases a stall reserved by name, and answers a free stall unchanged', async () => {
    const { id } = await boothOf('SO-04');
    await reserve(id, 'Familie Huber').expect(200);

    const { body } = await patchBooth(id, { vendorId: null, status: 'available' }).expect(200);
    expect(body).toMatchObject({ status: 'available', reservedName: null, displayName: null });
    const [released] = await events('booths.booth-released.v1');
    expect(released.payload).toEqual({
      boothNumber: 'SO-04',
      vendorId: null,
      reason: 'released-by-admin',
    });
    expect(await events('registration.vendor-booth-unassigned.v1')).toHaveLength(0);

    await patchBooth(id, { vendorId: null, status: 'available' }).expect(200);
    expect(await events('booths.booth-released.v1')).toHaveLength(1);
  });

  it.each([
    [{}],
    [{ status: 'occupied' }],
    [{ vendorId: null }],
    [{ vendorId: null, status: 'occupied' }],
    [{ vendorId: UNKNOWN_UUID, status: 'available' }],
    [{ locationDescription: 'Hof', vendorId: null, status: 'available' }],
  ])('refuses the combination %j with a German 400', async (body) => {
    const { id } = await boothOf('SO-01');

    const response = await patchBooth(id, body).expect(400);

    expect(response.body.message).toBe(
      "Ungültige Änderung: erlaubt sind eine Standortbeschreibung, eine Zuweisung (vendorId und Status 'occupied') oder eine Freigabe (vendorId null und Status 'available').",
    );
  });

  it('leaves a stall a vendor is paying for alone, and clears set-up and check-in on release', async () => {
    const held = await boothOf('AK-09');
    const holder = await holdBy(held.id, 'Zahlt gerade');

    await patchBooth(held.id, { vendorId: null, status: 'available' }).expect(200);
    expect(await boothOf('AK-09')).toMatchObject({ isBeingProcessed: true });
    expect(await vendorStatus(holder.vendorId)).toBe('pending_payment');

    const vendor = await register(t, { name: 'Aufgebaut' });
    const booth = await boothOf('AK-10');
    await patchBooth(booth.id, { vendorId: vendor.vendorId, status: 'occupied' }).expect(200);
    await t.http().post(`/api/admin/vendors/${vendor.vendorId}/mark-setup`).set(auth).expect(200);
    expect(await vendorStatus(vendor.vendorId)).toBe('aufgebaut');

    await patchBooth(booth.id, { vendorId: null, status: 'available' }).expect(200);

    expect(await vendorStatus(vendor.vendorId)).toBe('pending');
    expect(await t.em().findOneOrFail(Vendor, vendor.vendorId)).toMatchObject({
      setUpAt: null,
      lastCheckIn: null,
    });
  });

  it('refuses unknown fields and invalid values', async () => {
    const { id } = await boothOf('SO-01');

    expect((await patchBooth(id, { number: 'SO-99' }).expect(400)).body.message).toBe(
      'Unbekanntes Feld: number',
    );
    expect(
      (await patchBooth(id, { vendorId: 'kein-uuid', status: 'occupied' }).expect(400)).body
        .message,
    ).toBe('Ungültiger Händler');
    expect(
      (await patchBooth(id, { vendorId: UNKNOWN_UUID, status: 'reserved' }).expect(400)).body
        .message,
    ).toBe('Ungültiger Status');
    expect((await patchBooth(id, { locationDescription: 5 }).expect(400)).body.message).toBe(
      'Standortbeschreibung muss ein Text sein',
    );
  });
});

describe('POST /api/admin/booths/{id}/reserve-manually', () => {
  it('reserves a free stall for a trimmed name, with an event and nothing public', async () => {
    const { id } = await boothOf('AK-05');

    const { body } = await reserve(id, '  Familie Huber  ').expect(200);

    expect(body).toMatchObject({
      id,
      number: 'AK-05',
      status: 'reserved',
      vendorId: null,
      reservedName: 'Familie Huber',
      reservationType: 'manual_name',
      reservedBy: 'admin',
      reservedAt: '2026-11-21T09:00:00.000Z',
      displayName: 'Familie Huber',
    });
    const recorded = await events('booths.booth-reserved-by-name.v1');
    expect(recorded.map((e) => [e.aggregateId, e.payload, e.actor])).toEqual([
      [String(id), { boothNumber: 'AK-05', reservedBy: 'admin' }, 'admin'],
    ]);
    const { body: map } = await t.http().get('/api/booths').expect(200);
    expect(map.find((b: { id: number }) => b.id === id)).toMatchObject({ status: 'reserved' });
    expect(JSON.stringify(map)).not.toContain('Huber');
  });

  it('asks for a name of 1 to 200 characters', async () => {
    const { id } = await boothOf('AK-05');

    for (const name of ['', '   ', undefined, 42]) {
      expect((await reserve(id, name).expect(400)).body.message).toBe(
        'Bitte geben Sie einen Namen ein',
      );
    }
    expect((await reserve(id, 'x'.repeat(201)).expect(400)).body.message).toBe(
      'Name darf höchstens 200 Zeichen lang sein',
    );
    await reserve(id, 'x'.repeat(200)).expect(200);
  });

  it('refuses stalls that are occupied, reserved or held by a vendor right now', async () => {
    const { vendorId } = await register(t);
    const occupied = await boothOf('AK-06');
    await patchBooth(occupied.id, { vendorId, status: 'occupied' }).expect(200);
    const reserved = await boothOf('AK-07');
    await reserve(reserved.id, 'Familie Huber').expect(200);
    const held = await boothOf('AK-08');
    await holdBy(held.id);

    for (const { id } of [occupied, reserved, held]) {
      const response = await reserve(id, 'Familie Gruber');
      expect([response.status, response.body.message]).toEqual([
        409,
        'Standplatz ist bereits vergeben',
      ]);
    }
    expect((await boothOf('AK-07')).reservedName).toBe('Familie Huber');
    expect(await events('booths.booth-reserved-by-name.v1')).toHaveLength(1);

    t.clock.advance(31 * 60_000);
    await reserve(held.id, 'Familie Gruber').expect(200);
    expect(await t.em().findOneOrFail(Booth, held.id)).toMatchObject({
      status: 'reserved',
      holdVendorId: null,
      holdExpiresAt: null,
    });
  });

  it('answers 404 for an unknown stall', async () => {
    for (const id of [99999, 'abc']) {
      expect((await reserve(id, 'Familie Huber').expect(404)).body.message).toBe(
        'Standplatz nicht gefunden',
      );
    }
  });

  it('gives the stall to exactly one of several organisers reserving it at the same moment', async () => {
    const { id } = await boothOf('BK-02');
    const names = ['Familie Huber', 'Familie Gruber', 'Familie Berger', 'Familie Maier'];

    const answers = await Promise.all(names.map((name) => reserve(id, name)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = names[answers.findIndex((a) => a.status === 200)];
    expect((await t.em().findOneOrFail(Booth, id)).reservedName).toBe(winner);
    expect(await events('booths.booth-reserved-by-name.v1')).toHaveLength(1);
  });

  it('gives the stall to exactly one when an organiser reserves it while a vendor picks it', async () => {
    const { id } = await boothOf('BK-03');

    const [reserved, registered] = await Promise.all([
      reserve(id, 'Familie Huber'),
      t.http().post('/api/vendors/register').send({
        name: 'Kerzenzieherei Huber',
        email: 'wettlauf@example.at',
        phone: '+43 664 1234567',
        description: 'Handgezogene Bienenwachskerzen',
        boothAssignmentPreference: 'self',
        selectedBoothId: id,
        termsAccepted: true,
      }),
    ]);

    expect([reserved.status, registered.status].sort()).toEqual([200, 409].sort());
    const booth = await t.em().findOneOrFail(Booth, id);
    if (reserved.status === 200) expect(booth.holdVendorId).toBeNull();
    else expect(booth).toMatchObject({ status: 'available', reservedName: null });
  });
});

describe('PATCH /api/admin/booth-areas/{id}', () => {
  it('changes name, price and self-selection, with an event naming the changed fields', async () => {
    const rs = await areaOf('RS');

    const { body } = await patchArea(rs.id, {
      name: '  Großer Rittersaal ',
      price: 13050,
      allowSelfSelection: true,
    }).expect(200);

    expect(body).toMatchObject({
      id: rs.id,
      code: 'RS',
      name: 'Großer Rittersaal',
      price: 13050,
      totalBooths: 12,
      allowSelfSelection: true,
      availableCount: 12,
    });
    expect(body.booths).toHaveLength(12);
    expect(await publicArea('RS')).toMatchObject({ name: 'Großer Rittersaal', price: 13050 });
    const [event] = await events('booths.booth-area-updated.v1');
    expect([event.aggregateId, event.payload, event.actor]).toEqual([
      String(rs.id),
      {
        code: 'RS',
        changed: {
          name: { from: 'Rittersaal', to: 'Großer Rittersaal' },
          price: { from: 12000, to: 13050 },
        },
        addedBooths: [],
        removedBooths: [],
      },
      'admin',
    ]);

    await patchArea(rs.id, { price: 13050 }).expect(200);
    await patchArea(rs.id, {}).expect(200);
    expect(await events('booths.booth-area-updated.v1')).toHaveLength(1);
    await patchArea(rs.id, { price: 0 }).expect(200);
    expect((await publicArea('RS')).price).toBe(0);
  });

  it.each([
    [{ name: '' }, 'Name ist erforderlich'],
    [{ name: '   ' }, 'Name ist erforderlich'],
    [{ name: null }, 'Name ist erforderlich'],
    [{ name: 'x'.repeat(101) }, 'Name darf höchstens 100 Zeichen lang sein'],
    [{ price: -1 }, 'Preis muss positiv sein'],
    [{ price: 12.5 }, 'Preis muss positiv sein'],
    [{ price: '150' }, 'Preis muss positiv sein'],
    [{ price: null }, 'Preis muss positiv sein'],
    [{ price: 10_000_001 }, 'Preis darf höchstens 100.000,00 € betragen'],
    [{ totalBooths: 0 }, 'Mindestens 1 Platz erforderlich'],
    [{ totalBooths: -3 }, 'Mindestens 1 Platz erforderlich'],
    [{ totalBooths: 2.5 }, 'Mindestens 1 Platz erforderlich'],
    [{ totalBooths: 100 }, 'Höchstens 99 Plätze pro Bereich'],
    [{ allowSelfSelection: 'ja' }, 'Ungültiger Wert für die Selbstauswahl'],
    [{ code: 'XX' }, 'Unbekanntes Feld: code'],
  ])('refuses %j with a German 400', async (body, message) => {
    const ak = await areaOf('AK');

    expect((await patchArea(ak.id, body).expect(400)).body.message).toBe(message);
    expect(await areaOf('AK')).toMatchObject({ name: 'Arkadenhof', price: 15000, totalBooths: 24 });
  });

  it('keeps the price agreed with vendors who hold or have a stall; free stalls get the new one', async () => {
    const ak = await areaOf('AK');
    const assigned = await register(t, { name: 'Zugewiesen' });
    await patchBooth((await boothOf('AK-01')).id, {
      vendorId: assigned.vendorId,
      status: 'occupied',
    }).expect(200);
    const holding = await holdBy((await boothOf('AK-02')).id, 'Hält AK-02');
    const totalOf = async (vendorId: string) => {
      const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
      return body.find((vendor: { id: string }) => vendor.id === vendorId).totalAmount;
    };

    await patchArea(ak.id, { price: 16000 }).expect(200);

    expect(await totalOf(assigned.vendorId)).toBe(15000);
    expect(await totalOf(holding.vendorId)).toBe(15000);
    await t
      .http()
      .patch(`/api/admin/vendors/${assigned.vendorId}`)
      .set(auth)
      .send({ paymentAmount: 15000 })
      .expect(200);
    expect(await vendorStatus(assigned.vendorId)).toBe('paid');
    const later = await register(t, { name: 'Später' });
    await patchBooth((await boothOf('AK-03')).id, {
      vendorId: later.vendorId,
      status: 'occupied',
    }).expect(200);
    expect(await totalOf(later.vendorId)).toBe(16000);

    // Released and given again, a stall costs what its area costs now.
    await patchBooth((await boothOf('AK-01')).id, { vendorId: null, status: 'available' }).expect(
      200,
    );
    await patchBooth((await boothOf('AK-04')).id, {
      vendorId: assigned.vendorId,
      status: 'occupied',
    }).expect(200);
    expect(await totalOf(assigned.vendorId)).toBe(16000);
  });

  it('answers 404 for an unknown area', async () => {
    for (const id of [99999, 'abc']) {
      expect((await patchArea(id, { name: 'Neu' }).expect(404)).body.message).toBe(
        'Bereich nicht gefunden',
      );
    }
  });

  it('adds free stalls numbered after the highest when the count goes up', async () => {
    const ak = await areaOf('AK');

    const { body } = await patchArea(ak.id, { totalBooths: 26 }).expect(200);

    expect(body).toMatchObject({ totalBooths: 26, availableCount: 26 });
    expect(body.booths.slice(-3).map((b: AdminBooth) => [b.number, b.status])).toEqual([
      ['AK-24', 'available'],
      ['AK-25', 'available'],
      ['AK-26', 'available'],
    ]);
    expect(await publicNumbers()).toEqual(expect.arrayContaining(['AK-25', 'AK-26']));
    expect((await publicArea('AK')).totalBooths).toBe(26);
    const [event] = await events('booths.booth-area-updated.v1');
    expect(event.payload).toEqual({
      code: 'AK',
      changed: { totalBooths: { from: 24, to: 26 } },
      addedBooths: ['AK-25', 'AK-26'],
      removedBooths: [],
    });
    // A new stall can be held by a vendor at once.
    await holdBy(body.booths.at(-1).id);
  });

  it('removes free stalls from the top when the count goes down, and numbers on after that', async () => {
    const ak = await areaOf('AK');

    const { body } = await patchArea(ak.id, { totalBooths: 21 }).expect(200);

    expect(body.totalBooths).toBe(21);
    expect(body.booths.at(-1).number).toBe('AK-21');
    expect(await publicNumbers()).not.toContain('AK-22');
    expect((await publicArea('AK')).totalBooths).toBe(21);
    expect(await t.em().count(Booth, { number: ['AK-22', 'AK-23', 'AK-24'] })).toBe(0);
    const [event] = await events('booths.booth-area-updated.v1');
    expect(event.payload).toEqual({
      code: 'AK',
      changed: { totalBooths: { from: 24, to: 21 } },
      addedBooths: [],
      removedBooths: ['AK-22', 'AK-23', 'AK-24'],
    });

    const raised = await patchArea(ak.id, { totalBooths: 22 }).expect(200);
    expect(raised.body.booths.at(-1).number).toBe('AK-22');
  });

  it('refuses to lower the count over stalls that are occupied, reserved or held, changing nothing', async () => {
    const ak = await areaOf('AK');
    const { vendorId } = await register(t);
    await patchBooth((await boothOf('AK-24')).id, { vendorId, status: 'occupied' }).expect(200);
    await reserve((await boothOf('AK-22')).id, 'Familie Huber').expect(200);
    await holdBy((await boothOf('AK-21')).id);

    const response = await patchArea(ak.id, { name: 'Neuer Hof', totalBooths: 18 }).expect(409);

    expect(response.body.message).toBe(
      'Die Anzahl kann nicht verringert werden: Die Standplätze AK-21, AK-22, AK-24 sind vergeben, reserviert oder gerade in Bearbeitung.',
    );
    expect(await areaOf('AK')).toMatchObject({ name: 'Arkadenhof', totalBooths: 24 });
    expect(await events('booths.booth-area-updated.v1')).toHaveLength(0);

    const one = await patchArea(ak.id, { totalBooths: 23 }).expect(409);
    expect(one.body.message).toBe(
      'Die Anzahl kann nicht verringert werden: Standplatz AK-24 ist vergeben, reserviert oder gerade in Bearbeitung.',
    );
  });

  it('lets an expired hold go when lowering the count', async () => {
    const ak = await areaOf('AK');
    await holdBy((await boothOf('AK-24')).id);
    await patchArea(ak.id, { totalBooths: 23 }).expect(409);

    t.clock.advance(31 * 60_000);

    await patchArea(ak.id, { totalBooths: 23 }).expect(200);
    expect(await t.em().count(Booth, { number: 'AK-24' })).toBe(0);
  });

  it('never removes a stall vendors pick at the same moment', async () => {
    const after = <T>(ms: number, call: () => PromiseLike<T>): Promise<T> =>
      ms > 0
        ? new Promise((resolve) => setTimeout(resolve, ms)).then(call)
        : Promise.resolve(call());
    // One side starts a little later each round, so both orders get their turn.
    for (const offset of [-20, -5, 0, 5, 20]) {
      await t.reset();
      t.clock.set(NOW);
      auth = await adminAuth(t);
      const ak = await areaOf('AK');
      const top = await Promise.all(['AK-22', 'AK-23', 'AK-24'].map((n) => boothOf(n)));

      const [lowered, ...registered] = await Promise.all([
        after(offset, () => patchArea(ak.id, { totalBooths: 21 })),
        ...top.map(({ id }, i) =>
          after(-offset, () =>
            t
              .http()
              .post('/api/vendors/register')
              .send({
                name: 'Kerzenzieherei Huber',
                email: `wettlauf${i}@example.at`,
                phone: '+43 664 1234567',
                description: 'Handgezogene Bienenwachskerzen',
                boothAssignmentPreference: 'self',
                selectedBoothId: id,
                termsAccepted: true,
              }),
          ),
        ),
      ]);

      const left = await t
        .em()
        .find(Booth, { id: top.map((b) => b.id) }, { orderBy: { id: 'asc' } });
      const held = registered.filter((r) => r.status === 201).length;
      if (lowered.status === 200) {
        // Every stall was free when removed: no vendor got one of them.
        expect(left).toEqual([]);
        expect(held).toBe(0);
        expect(await t.em().count(Vendor)).toBe(0);
      } else {
        expect(lowered.status).toBe(409);
        expect(left).toHaveLength(3);
        expect(held).toBeGreaterThan(0);
        for (const [i, answer] of registered.entries()) {
          expect(left[i].holdVendorId).toBe(answer.status === 201 ? answer.body.vendorId : null);
        }
      }
      expect((await publicArea('AK')).totalBooths).toBe(lowered.status === 200 ? 21 : 24);
    }
  });
});

describe('self-selection switched off for an area', () => {
  it('hides its stalls from the vendor map and refuses holds; the organiser still assigns', async () => {
    const bk = await areaOf('BK');
    const earlier = await holdBy((await boothOf('BK-02')).id);
    const bk01 = await boothOf('BK-01');

    const { body } = await patchArea(bk.id, { allowSelfSelection: false }).expect(200);

    expect(body.allowSelfSelection).toBe(false);
    expect((await publicNumbers()).filter((n) => n.startsWith('BK-'))).toEqual([]);
    expect(await publicNumbers()).toContain('AK-01');
    expect(await publicArea('BK')).toMatchObject({ allowSelfSelection: false, totalBooths: 12 });
    const refused = await t
      .http()
      .post('/api/vendors/register')
      .send({
        name: 'Kerzenzieherei Huber',
        email: 'bk@example.at',
        phone: '+43 664 1234567',
        description: 'Handgezogene Bienenwachskerzen',
        boothAssignmentPreference: 'self',
        selectedBoothId: bk01.id,
        termsAccepted: true,
      })
      .expect(409);
    expect(refused.body.message).toBe('Standplatz nicht verfügbar');
    // The hold taken before stays.
    expect(await boothOf('BK-02')).toMatchObject({
      isBeingProcessed: true,
      holdVendorName: 'Kerzenzieherei Huber',
    });
    expect((await t.em().findOneOrFail(Booth, { number: 'BK-02' })).holdVendorId).toBe(
      earlier.vendorId,
    );
    const { vendorId } = await register(t);
    await patchBooth(bk01.id, { vendorId, status: 'occupied' }).expect(200);
    const [event] = await events('booths.booth-area-updated.v1');
    expect(event.payload).toMatchObject({
      changed: { allowSelfSelection: { from: true, to: false } },
    });

    await patchArea(bk.id, { allowSelfSelection: true }).expect(200);
    expect(await publicNumbers()).toContain('BK-03');
    await holdBy((await boothOf('BK-03')).id);
  });
});
