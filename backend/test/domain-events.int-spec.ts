import { EventBus } from '@nestjs/cqrs';
import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { BoothAreaCreatedEvent } from '../src/booths/domain/booth-area-created.event.js';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { DomainTransaction } from '../src/shared/events/domain-transaction.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

describe('the domain event store', () => {
  it('holds the events of the first-start commands, in order, with their actor', async () => {
    const events = await t.em().find(DomainEventRecord, {}, { orderBy: { id: 'asc' } });

    expect(events.map((e) => e.type)).toEqual([
      'market.market-settings-seeded.v1',
      'booths.booth-area-created.v1',
      'booths.booth-area-created.v1',
      'booths.booth-area-created.v1',
      'booths.booth-area-created.v1',
      'admin.administrator-created.v1',
    ]);
    expect(events.every((e) => e.actor === 'system')).toBe(true);
    const areaCreated = events[1];
    expect(areaCreated.aggregateType).toBe('booth-area');
    expect(areaCreated.payload).toMatchObject({ code: 'AK', price: 15000 });
    expect((areaCreated.payload.booths as string[]).slice(0, 2)).toEqual(['AK-01', 'AK-02']);
  });

  it('stores nothing, neither state nor events, when the command fails after recording', async () => {
    const transaction = t.app.get(DomainTransaction);
    const before = await t.em().count(DomainEventRecord);

    await expect(
      transaction.run(async ({ em, record }) => {
        const area = em.create(BoothArea, { code: 'XX', name: 'Nirgendwo', price: 100 });
        await em.flush();
        record(
          new BoothAreaCreatedEvent(String(area.id), {
            code: 'XX',
            name: 'Nirgendwo',
            price: 100,
            booths: [],
          }),
        );
        throw new Error('Abbruch nach dem Aufzeichnen');
      }),
    ).rejects.toThrow('Abbruch nach dem Aufzeichnen');

    expect(await t.em().count(BoothArea, { code: 'XX' })).toBe(0);
    expect(await t.em().count(DomainEventRecord)).toBe(before);
  });

  it('publishes events on the event bus only after the commit', async () => {
    const committedWhenPublished: Promise<boolean>[] = [];
    const subscription = t.app.get(EventBus).subscribe((event) => {
      if (event instanceof BoothAreaCreatedEvent) {
        committedWhenPublished.push(
          t
            .em()
            .count(BoothArea, { code: 'ZZ' })
            .then((n) => n === 1),
        );
      }
    });

    await t.app.get(DomainTransaction).run(async ({ em, record }) => {
      const area = em.create(BoothArea, { code: 'ZZ', name: 'Test', price: 1 });
      await em.flush();
      record(
        new BoothAreaCreatedEvent(String(area.id), {
          code: 'ZZ',
          name: 'Test',
          price: 1,
          booths: [],
        }),
      );
    });
    subscription.unsubscribe();

    expect(await Promise.all(committedWhenPublished)).toEqual([true]);
  });

  it('refuses to change or delete a stored event (append-only)', async () => {
    const em = t.em();

    await expect(em.execute('update domain_event set actor = ?', ['jemand'])).rejects.toThrow(
      /append-only/,
    );
    await expect(em.execute('delete from domain_event')).rejects.toThrow(/append-only/);
    expect(await t.em().count(DomainEventRecord, { actor: 'jemand' })).toBe(0);
  });
});
