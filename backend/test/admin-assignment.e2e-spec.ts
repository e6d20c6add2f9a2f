import { Booth } from '../src/booths/domain/booth.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register } from './support/vendors.js';

let t: TestApp;
let auth: { Authorization: string };

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-21T09:00:00Z');
  auth = await adminAuth(t);
});
afterAll(() => t.close());

function assign(vendorId: string, boothId: number) {
  return t.http().post(`/api/admin/vendors/${vendorId}/assign-booth`).set(auth).send({ boothId });
}

describe('POST /api/admin/vendors/{id}/assign-booth', () => {
  it('occupies the stall and confirms the vendor in one step, with events', async () => {
    const { vendorId } = await register(t);
    const boothId = await boothIdOf(t, 'RS-03');

    const { body } = await assign(vendorId, boothId).expect(200);

    expect(body).toMatchObject({
      id: vendorId,
      status: 'confirmed',
      boothId,
      boothNumber: 'RS-03',
      boothAreaName: 'Rittersaal',
      totalAmount: 12000,
    });
    const booth = await t.em().findOneOrFail(Booth, boothId);
    expect(booth).toMatchObject({ status: 'occupied', vendorId, reservedBy: 'admin' });
    const events = await t.em().find(DomainEventRecord, {}, { orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.type, e.actor])).toEqual(
      expect.arrayContaining([
        ['booths.booth-occupied.v1', 'admin'],
        ['registration.vendor-booth-assigned.v1', 'admin'],
      ]),
    );
  });

  it('moves a vendor to another stall and frees the old one', async () => {
    const { vendorId } = await register(t);
    const first = await boothIdOf(t, 'AK-01');
    const second = await boothIdOf(t, 'AK-02');
    await assign(vendorId, first).expect(200);

    await assign(vendorId, second).expect(200);

    const booths = await t.em().find(Booth, { id: [first, second] }, { orderBy: { id: 'asc' } });
    expect(booths.map((b) => [b.number, b.status, b.vendorId])).toEqual([
      ['AK-01', 'available', null],
      ['AK-02', 'occupied', vendorId],
    ]);
  });

  it('takes over the stall the vendor holds, and refuses a stall held by someone else', async () => {
    const holder = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: await boothIdOf(t, 'AK-04'),
    });
    const other = await register(t);

    const refused = await assign(other.vendorId, holder.selectedBoothId!).expect(409);
    expect(refused.body.message).toBe('Standplatz ist bereits vergeben');

    const { body } = await assign(holder.vendorId, holder.selectedBoothId!).expect(200);
    expect(body).toMatchObject({ status: 'confirmed', boothReservationExpiry: null });
  });

  it('refuses unknown vendors and stalls, blocked vendors, and bad input with German texts', async () => {
    const { vendorId } = await register(t);
    const boothId = await boothIdOf(t, 'AK-01');

    expect(
      (await assign('00000000-0000-4000-8000-000000000000', boothId).expect(404)).body.message,
    ).toBe('Händler nicht gefunden');
    expect((await assign('kein-uuid', boothId).expect(404)).body.message).toBe(
      'Händler nicht gefunden',
    );
    expect((await assign(vendorId, 99999).expect(404)).body.message).toBe(
      'Standplatz nicht gefunden',
    );
    expect((await assign(vendorId, 'AK-01' as unknown as number).expect(400)).body.message).toBe(
      'Ungültiger Standplatz',
    );
    await t.em().nativeUpdate(Vendor, { id: vendorId }, { isBlocked: true });
    expect((await assign(vendorId, boothId).expect(409)).body.message).toBe(
      'Gesperrte Händler können keinen Standplatz erhalten.',
    );
  });

  it('gives one stall to exactly one of two organisers assigning it at the same moment', async () => {
    const vendors = await Promise.all([register(t), register(t), register(t), register(t)]);
    const boothId = await boothIdOf(t, 'BK-01');

    const answers = await Promise.all(vendors.map(({ vendorId }) => assign(vendorId, boothId)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = vendors[answers.findIndex((a) => a.status === 200)].vendorId;
    const booth = await t.em().findOneOrFail(Booth, boothId);
    expect(booth).toMatchObject({ status: 'occupied', vendorId: winner });
    const { body } = await t.http().get('/api/admin/vendors').set(auth).expect(200);
    expect(body.filter((v: { status: string }) => v.status === 'confirmed')).toHaveLength(1);
  });

  it('never gives one vendor two stalls when two organisers assign different stalls at once', async () => {
    const { vendorId } = await register(t);
    const ids = await Promise.all(['AK-01', 'AK-02', 'AK-03'].map((n) => boothIdOf(t, n)));

    await Promise.all(ids.map((boothId) => assign(vendorId, boothId)));

    expect(await t.em().count(Booth, { vendorId })).toBe(1);
  });

  it('needs an admin token', async () => {
    const { vendorId } = await register(t);
    await t
      .http()
      .post(`/api/admin/vendors/${vendorId}/assign-booth`)
      .send({ boothId: 1 })
      .expect(401);
  });
});
