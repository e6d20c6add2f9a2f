import { ArchiveEntry } from '../src/archive/domain/archive-entry.entity.js';
import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { ReleaseExpiredHoldsCommand } from '../src/booths/commands/release-expired-holds.command.js';
import { MarketSettings } from '../src/market/domain/market-settings.entity.js';
import { Vendor } from '../src/registration/domain/vendor.entity.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from './support/test-app.js';
import { boothIdOf, register, registration } from './support/vendors.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const NOW = '2026-11-21T10:00:00Z';

async function changeSettings(change: Partial<MarketSettings>) {
  const em = t.em();
  Object.assign(await em.findOneOrFail(MarketSettings, { id: 1 }), change);
  await em.flush();
}

describe('POST /api/vendors/register', () => {
  it('registers for organiser assignment with a 10-character access code and an event', async () => {
    const result = await register(t);

    expect(result).toMatchObject({
      requiresPayment: false,
      selectedBoothId: null,
      boothNumber: null,
    });
    expect(result.accessCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    const vendor = await t.em().findOneOrFail(Vendor, { id: result.vendorId });
    expect(vendor).toMatchObject({
      registrationState: 'pending',
      boothAssignmentPreference: 'admin',
    });
    expect(vendor.termsAcceptedAt).toBeInstanceOf(Date);
    const [event] = await t
      .em()
      .find(DomainEventRecord, { type: 'registration.vendor-registered.v1' });
    expect(event).toMatchObject({ aggregateId: result.vendorId, actor: 'vendor' });
    expect(JSON.stringify(event.payload)).not.toContain('Huber');
  });

  it.each([
    [{ name: 'A' }, 'Name muss mindestens 2 Zeichen lang sein', 'VENDOR_NAME_TOO_SHORT'],
    [{ name: '  A  ' }, 'Name muss mindestens 2 Zeichen lang sein', 'VENDOR_NAME_TOO_SHORT'],
    [{ email: 'kein-at-zeichen' }, 'Ungültige E-Mail-Adresse', 'VENDOR_INVALID_EMAIL'],
    [
      { phone: '0664 123' },
      'Telefonnummer muss mindestens 10 Zeichen lang sein',
      'VENDOR_PHONE_TOO_SHORT',
    ],
    [
      { description: 'Kerzen' },
      'Beschreibung muss mindestens 10 Zeichen lang sein',
      'VENDOR_DESCRIPTION_TOO_SHORT',
    ],
    [
      { termsAccepted: false },
      'Bitte akzeptieren Sie die Teilnahmebedingungen',
      'VENDOR_TERMS_REQUIRED',
    ],
    [
      { termsAccepted: undefined },
      'Bitte akzeptieren Sie die Teilnahmebedingungen',
      'VENDOR_TERMS_REQUIRED',
    ],
    [
      { boothAssignmentPreference: 'egal' },
      'Bitte wählen Sie, wie der Standplatz vergeben werden soll',
      'VENDOR_INVALID_PREFERENCE',
    ],
    [
      { selectedBoothId: 'AK-01', boothAssignmentPreference: 'self' },
      'Ungültiger Standplatz',
      'VALIDATION_INVALID_BOOTH_ID',
    ],
    [
      { selectedBoothId: 99_999_999_999, boothAssignmentPreference: 'self' },
      'Ungültiger Standplatz',
      'VALIDATION_INVALID_BOOTH_ID',
    ],
    [
      { selectedBoothId: 1 },
      'Ein Standplatz kann nur bei Selbstauswahl gewählt werden.',
      'VENDOR_BOOTH_ONLY_WITH_SELF_SELECTION',
    ],
  ])('refuses %o with 400, the German message and its code', async (change, message, code) => {
    const response = await t
      .http()
      .post('/api/vendors/register')
      .send(registration(change))
      .expect(400);

    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request', code });
    expect(await t.em().count(Vendor)).toBe(0);
  });

  it('refuses an unknown field with its name as the parameter', async () => {
    const response = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ isBlocked: false }))
      .expect(400);

    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Unbekanntes Feld: isBlocked',
      error: 'Bad Request',
      code: 'VALIDATION_UNKNOWN_FIELD',
      params: { field: 'isBlocked' },
    });
    expect(await t.em().count(Vendor)).toBe(0);
  });

  it.each([
    [{ isRegistrationOpen: false }, 'Anmeldungen sind derzeit vom Veranstalter deaktiviert.'],
    [
      { registrationStartDate: new Date('2026-12-01T08:00:00Z') },
      'Anmeldungen beginnen am 1. Dez. 2026.',
    ],
    [
      { registrationEndDate: new Date('2026-11-15T22:59:00Z') },
      'Anmeldungen sind seit dem 15. Nov. 2026 geschlossen.',
    ],
  ])(
    'refuses registration outside the window %o with 403 and the text',
    async (change, message) => {
      t.clock.set(NOW);
      await changeSettings(change);

      const response = await t
        .http()
        .post('/api/vendors/register')
        .send(registration())
        .expect(403);

      expect(response.body.message).toBe(message);
      expect(await t.em().count(Vendor)).toBe(0);
    },
  );

  it('refuses an e-mail address on the block list, whatever its case', async () => {
    const em = t.em();
    em.create(ArchiveEntry, {
      name: 'Früherer Händler',
      email: 'Gesperrt@Example.at',
      year: 2025,
      status: 'blocked',
      reason: 'Nicht aufgebaut',
      archivedAt: new Date(),
    });
    await em.flush();

    const response = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ email: 'gesperrt@example.AT' }))
      .expect(403);

    expect(response.body.message).toBe(
      'Eine Anmeldung ist mit dieser E-Mail-Adresse derzeit nicht möglich. Bitte kontaktieren Sie den Veranstalter.',
    );
  });
});

describe('stall holds (docs/decisions.md 12)', () => {
  it('holds a self-selected stall for 30 minutes and shows it as being processed, anonymously', async () => {
    t.clock.set(NOW);
    const boothId = await boothIdOf(t, 'AK-07');

    const result = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });

    expect(result).toMatchObject({
      requiresPayment: true,
      selectedBoothId: boothId,
      boothNumber: 'AK-07',
      holdExpiresAt: '2026-11-21T10:30:00.000Z',
    });
    t.clock.set('2026-11-21T10:12:30Z');
    const { body: booths } = await t.http().get('/api/booths').expect(200);
    const booth = booths.find((b: { id: number }) => b.id === boothId);
    expect(booth).toMatchObject({
      status: 'available',
      isBeingProcessed: true,
      reservationTimeLeft: 18,
    });
    expect(JSON.stringify(booths)).not.toContain(result.vendorId);
    expect(await t.em().count(DomainEventRecord, { type: 'booths.booth-held.v1' })).toBe(1);
  });

  it('lets a vendor register for self-selection without a stall yet', async () => {
    const result = await register(t, { boothAssignmentPreference: 'self', selectedBoothId: null });

    expect(result).toMatchObject({ requiresPayment: false, selectedBoothId: null });
  });

  it('refuses a stall someone else holds, and keeps nothing of the failed registration', async () => {
    const boothId = await boothIdOf(t, 'RS-02');
    await register(t, { boothAssignmentPreference: 'self', selectedBoothId: boothId });

    const response = await t
      .http()
      .post('/api/vendors/register')
      .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
      .expect(409);

    expect(response.body).toMatchObject({
      message: 'Standplatz nicht verfügbar',
      code: 'VENDOR_BOOTH_UNAVAILABLE',
    });
    expect(await t.em().count(Vendor)).toBe(1);
    expect(
      await t.em().count(DomainEventRecord, { type: 'registration.vendor-registered.v1' }),
    ).toBe(1);
  });

  it('refuses stalls of an area not offered for self-selection and unknown stalls', async () => {
    const closedBoothId = await boothIdOf(t, 'BK-01');
    const em = t.em();
    (await em.findOneOrFail(BoothArea, { code: 'BK' })).allowSelfSelection = false;
    await em.flush();

    for (const boothId of [closedBoothId, 99999]) {
      await t
        .http()
        .post('/api/vendors/register')
        .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId }))
        .expect(409);
    }
  });

  it('gives one stall to exactly one of 50 vendors registering at once', async () => {
    const boothId = await boothIdOf(t, 'SO-03');

    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t
          .http()
          .post('/api/vendors/register')
          .send(registration({ boothAssignmentPreference: 'self', selectedBoothId: boothId })),
      ),
    );

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await t.em().count(Vendor)).toBe(1);
    const booth = await t.em().findOneOrFail(Booth, { id: boothId });
    const winner = responses.find((r) => r.status === 201)!.body.vendorId;
    expect(booth.holdVendorId).toBe(winner);
  });

  it('frees the stall after 30 minutes, on read at once and in the table by the job', async () => {
    t.clock.set(NOW);
    const boothId = await boothIdOf(t, 'AK-11');
    const first = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });

    t.clock.set('2026-11-21T10:30:00Z');
    const { body: booths } = await t.http().get('/api/booths').expect(200);
    expect(booths.find((b: { id: number }) => b.id === boothId)).toMatchObject({
      isBeingProcessed: false,
      reservationTimeLeft: null,
    });

    const second = await register(t, {
      boothAssignmentPreference: 'self',
      selectedBoothId: boothId,
    });
    expect(second.requiresPayment).toBe(true);
    expect((await t.em().findOneOrFail(Booth, { id: boothId })).holdVendorId).toBe(second.vendorId);
    expect(first.vendorId).not.toBe(second.vendorId);
  });

  it('releases expired holds with a job that records why', async () => {
    t.clock.set(NOW);
    const boothId = await boothIdOf(t, 'RS-05');
    await register(t, { boothAssignmentPreference: 'self', selectedBoothId: boothId });
    const commands = t.app.get(CommandBus);

    await expect(commands.execute(new ReleaseExpiredHoldsCommand())).resolves.toEqual({
      released: 0,
    });
    t.clock.set('2026-11-21T10:31:00Z');
    await expect(commands.execute(new ReleaseExpiredHoldsCommand())).resolves.toEqual({
      released: 1,
    });
    await expect(commands.execute(new ReleaseExpiredHoldsCommand())).resolves.toEqual({
      released: 0,
    });

    const booth = await t.em().findOneOrFail(Booth, { id: boothId });
    expect([booth.holdVendorId, booth.holdExpiresAt]).toEqual([null, null]);
    const [released] = await t
      .em()
      .find(DomainEventRecord, { type: 'booths.booth-hold-released.v1' });
    expect(released.payload).toMatchObject({ boothNumber: 'RS-05', reason: 'expired' });
  });
});
