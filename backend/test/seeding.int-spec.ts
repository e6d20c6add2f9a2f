import { CommandBus } from '@nestjs/cqrs';
import { EnsureAdministratorCommand } from '../src/admin/commands/ensure-administrator.command.js';
import { Administrator } from '../src/admin/domain/administrator.entity.js';
import { verifyPassword } from '../src/admin/domain/password.js';
import { SeedBoothAreasCommand } from '../src/booths/commands/seed-booth-areas.command.js';
import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { Booth } from '../src/booths/domain/booth.entity.js';
import { SeedMarketSettingsCommand } from '../src/market/commands/seed-market-settings.command.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let commands: CommandBus;

beforeAll(async () => {
  t = await createTestApp();
  commands = t.app.get(CommandBus);
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('first-start seeding', () => {
  it('creates nothing twice when run again, not even events', async () => {
    const events = await t.em().count(DomainEventRecord);

    await expect(commands.execute(new SeedMarketSettingsCommand())).resolves.toEqual({
      created: false,
    });
    await expect(commands.execute(new SeedBoothAreasCommand())).resolves.toEqual({
      createdAreas: 0,
    });

    expect(await t.em().count(BoothArea)).toBe(4);
    expect(await t.em().count(Booth)).toBe(54);
    expect(await t.em().count(DomainEventRecord)).toBe(events);
  });

  it('seeds the areas exactly once when several instances start at the same moment', async () => {
    const em = t.em();
    await em.execute('truncate booth, booth_area restart identity cascade');

    const results = await Promise.all(
      Array.from({ length: 8 }, () => commands.execute(new SeedBoothAreasCommand())),
    );

    expect(results.filter((r) => r.createdAreas > 0)).toHaveLength(1);
    expect(await t.em().count(BoothArea)).toBe(4);
    expect(await t.em().count(Booth)).toBe(54);
  });
});

describe('the first administrator (docs/decisions.md 187)', () => {
  it('is created from ADMIN_USERNAME/ADMIN_PASSWORD with an argon2id hash', async () => {
    const admin = await t.em().findOneOrFail(Administrator, { username: 'admin' });

    expect(admin.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin.passwordHash, 'geheim123')).toBe(true);
    expect(await verifyPassword(admin.passwordHash, 'falsch')).toBe(false);
  });

  it('gets the new password when ADMIN_PASSWORD changes, recorded as an event, and signs everyone out', async () => {
    const { token } = (
      await t
        .http()
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'geheim123' })
        .expect(200)
    ).body;
    const result = await commands.execute(
      new EnsureAdministratorCommand('admin', 'neues-passwort'),
    );

    expect(result.outcome).toBe('password-reset');
    const admin = await t.em().findOneOrFail(Administrator, { username: 'admin' });
    expect(await verifyPassword(admin.passwordHash, 'neues-passwort')).toBe(true);
    expect(
      await t.em().count(DomainEventRecord, { type: 'admin.administrator-password-reset.v1' }),
    ).toBe(1);
    await t.http().get('/api/admin/me').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('stays unchanged when the same password is configured again', async () => {
    await expect(
      commands.execute(new EnsureAdministratorCommand('admin', 'geheim123')),
    ).resolves.toEqual({
      username: 'admin',
      outcome: 'unchanged',
    });
  });

  it('is "admin" with a generated password on an empty database without settings', async () => {
    await t.em().execute('truncate administrator restart identity');

    const result = await commands.execute(new EnsureAdministratorCommand(undefined, undefined));

    expect(result).toMatchObject({ username: 'admin', outcome: 'created' });
    expect(result.generatedPassword).toMatch(/^[\w-]{16}$/);
    const admin = await t.em().findOneOrFail(Administrator, { username: 'admin' });
    expect(await verifyPassword(admin.passwordHash, result.generatedPassword!)).toBe(true);
  });

  it('is not generated again once an administrator exists', async () => {
    const result = await commands.execute(new EnsureAdministratorCommand(undefined, undefined));

    expect(result).toEqual({ username: '', outcome: 'none' });
    expect(await t.em().count(Administrator)).toBe(1);
  });
});
