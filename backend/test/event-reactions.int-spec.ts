import { Injectable } from '@nestjs/common';
import { TransactionContext } from '@mikro-orm/core';
import { DomainEvent } from '../src/shared/events/domain-event.js';
import {
  DomainTransaction,
  type TransactionScope,
} from '../src/shared/events/domain-transaction.js';
import { EventReaction } from '../src/shared/events/event-reaction.entity.js';
import {
  type EventReactor,
  ReactsTo,
  type StoredEvent,
} from '../src/shared/events/event-reactor.js';
import { REACTION_BACKOFF_MS, ReactionWorker } from '../src/shared/events/reaction-worker.js';
import { createTestDatabase } from '../scripts/support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';

class ThingHappenedEvent extends DomainEvent<{ n: number }> {
  static readonly TYPE = 'test.thing-happened.v1';
  readonly type = ThingHappenedEvent.TYPE;
  readonly aggregateType = 'thing';
}

/** Records what it saw in a table of its own, in the reaction's transaction; fails on demand. */
@Injectable()
@ReactsTo('test.thing-recorder', [ThingHappenedEvent.TYPE])
class ThingRecorder implements EventReactor<number> {
  failuresLeft = 0;
  running = 0;
  maxRunning = 0;
  delayMs = 0;
  /** For each `prepare`: whether a transaction was open while it ran. */
  preparedInTransaction: boolean[] = [];

  /** Stands for rendering or a call out: runs before the reaction's transaction. */
  async prepare(event: StoredEvent): Promise<number> {
    this.preparedInTransaction.push(
      TransactionContext.getEntityManager()?.isInTransaction() ?? false,
    );
    return (event.payload as { n: number }).n * 10;
  }

  async react(event: StoredEvent, { em }: TransactionScope, prepared: number): Promise<void> {
    this.running += 1;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    try {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      await em.execute(
        'insert into test_seen (event_id, aggregate_id, n, prepared) values (?, ?, ?, ?)',
        [event.id, event.aggregateId, (event.payload as { n: number }).n, prepared],
      );
      if (this.failuresLeft > 0) {
        this.failuresLeft -= 1;
        throw new Error('SMTP-Server nicht erreichbar');
      }
    } finally {
      this.running -= 1;
    }
  }
}

let t: TestApp;
let recorder: ThingRecorder;
let worker: ReactionWorker;

beforeAll(async () => {
  t = await createTestApp({}, [ThingRecorder]);
  recorder = t.app.get(ThingRecorder);
  worker = t.app.get(ReactionWorker);
});
beforeEach(async () => {
  await t.reset();
  await t
    .em()
    .execute(
      'create table if not exists test_seen (seq serial, event_id bigint, aggregate_id text, n int, prepared int)',
    );
  await t.em().execute('truncate test_seen');
  recorder.failuresLeft = 0;
  recorder.maxRunning = 0;
  recorder.delayMs = 0;
  recorder.preparedInTransaction = [];
});
afterAll(() => t.close());

async function happen(aggregateId: string, ...ns: number[]): Promise<void> {
  await t.app.get(DomainTransaction).run(async ({ record }) => {
    record(...ns.map((n) => new ThingHappenedEvent(aggregateId, { n })));
  });
}

async function seen() {
  return t
    .em()
    .execute<{ aggregate_id: string; n: number }[]>(
      'select aggregate_id, n from test_seen order by seq',
    );
}

describe('reactions to stored domain events', () => {
  it('runs once per event after the commit, and a rolled-back event has no reaction', async () => {
    await happen('a', 1, 2);
    await expect(
      t.app.get(DomainTransaction).run(async ({ record }) => {
        record(new ThingHappenedEvent('a', { n: 3 }));
        throw new Error('abgebrochen');
      }),
    ).rejects.toThrow('abgebrochen');
    await t.settle();
    await t.settle();

    expect(await seen()).toEqual([
      { aggregate_id: 'a', n: 1 },
      { aggregate_id: 'a', n: 2 },
    ]);
    const reactions = await t.em().find(EventReaction, {}, { orderBy: { id: 'asc' } });
    expect(reactions.map((r) => [r.consumer, r.state, r.attempts])).toEqual([
      ['test.thing-recorder', 'done', 1],
      ['test.thing-recorder', 'done', 1],
    ]);
  });

  it('prepares with no transaction open, again on a retry, and hands the result to the reaction', async () => {
    t.clock.set('2026-11-24T10:00:00Z');
    recorder.failuresLeft = 1;
    await happen('p', 4);
    await t.settle();
    t.clock.advance(REACTION_BACKOFF_MS[0]!);
    await t.settle();

    expect(recorder.preparedInTransaction).toEqual([false, false]);
    expect(
      await t.em().execute('select n, prepared from test_seen where aggregate_id = ?', ['p']),
    ).toEqual([{ n: 4, prepared: 40 }]);
  });

  it('retries a failure with backoff, rolling back its work, and keeps the order per aggregate', async () => {
    t.clock.set('2026-11-24T10:00:00Z');
    recorder.failuresLeft = 1;
    await happen('a', 1, 2);
    await happen('b', 10);
    await t.settle();

    // The failed first reaction of 'a' holds back 'a' 2; 'b' goes on.
    expect(await seen()).toEqual([{ aggregate_id: 'b', n: 10 }]);
    const [first] = await t.em().find(EventReaction, {}, { orderBy: { id: 'asc' }, limit: 1 });
    expect(first).toMatchObject({ state: 'pending', attempts: 1 });
    expect(first!.lastError).toBe('SMTP-Server nicht erreichbar');
    expect(first!.nextAttemptAt.getTime()).toBe(
      new Date('2026-11-24T10:00:00Z').getTime() + REACTION_BACKOFF_MS[0]!,
    );

    t.clock.advance(REACTION_BACKOFF_MS[0]!);
    await t.settle();
    expect(await seen()).toEqual([
      { aggregate_id: 'b', n: 10 },
      { aggregate_id: 'a', n: 1 },
      { aggregate_id: 'a', n: 2 },
    ]);
  });

  it('ends failed after the last attempt, visible with its error, then lets the aggregate go on', async () => {
    t.clock.set('2026-11-24T10:00:00Z');
    recorder.failuresLeft = 1000;
    await happen('a', 1, 2);
    for (let attempt = 0; attempt <= REACTION_BACKOFF_MS.length; attempt += 1) {
      await t.settle();
      t.clock.advance(REACTION_BACKOFF_MS[attempt] ?? 0);
    }
    const reactions = await t.em().find(EventReaction, {}, { orderBy: { id: 'asc' } });
    expect(reactions[0]).toMatchObject({
      state: 'failed',
      attempts: REACTION_BACKOFF_MS.length + 1,
      lastError: 'SMTP-Server nicht erreichbar',
    });
    // The aggregate's next reaction was held back until then and has run since.
    expect(reactions[1]!.attempts).toBeGreaterThanOrEqual(1);
  });

  it('survives a restart between commit and reaction: the stored reaction runs later', async () => {
    await worker.beforeApplicationShutdown();
    await happen('a', 1);
    expect(await seen()).toEqual([]);
    worker.onApplicationBootstrap();
    await t.settle();
    expect(await seen()).toEqual([{ aggregate_id: 'a', n: 1 }]);
  });

  it('never runs one reaction twice when several workers drain at once', async () => {
    await happen('a', 1, 2, 3);
    await happen('b', 1, 2, 3);
    recorder.delayMs = 5;
    await Promise.all([worker.flush(), worker.runNext(), worker.runNext(), worker.flush()]);
    await t.settle();
    const rows = await seen();
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.aggregate_id === 'a').map((r) => r.n)).toEqual([1, 2, 3]);
  });
});

describe('reactions with two app instances on one PostgreSQL', () => {
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(serverUrl);
    first = await createTestApp({ databaseUrl: database.url }, [ThingRecorder]);
    second = await createTestApp({ databaseUrl: database.url }, [ThingRecorder]);
    await first
      .em()
      .execute(
        'create table test_seen (seq serial, event_id bigint, aggregate_id text, n int, prepared int)',
      );
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  it('run every reaction once, in order per aggregate, while both drain at once', async () => {
    first.app.get(ThingRecorder).delayMs = 2;
    second.app.get(ThingRecorder).delayMs = 2;
    const transaction = first.app.get(DomainTransaction);
    for (let n = 1; n <= 10; n += 1) {
      await transaction.run(async ({ record }) => {
        record(
          new ThingHappenedEvent('x', { n }),
          new ThingHappenedEvent('y', { n }),
          new ThingHappenedEvent('z', { n }),
        );
      });
    }
    await Promise.all([first.settle(), second.settle(), first.settle(), second.settle()]);
    // A claim racing the other instance's commit can find nothing for a moment (PostgreSQL
    // rechecks the locked row and the subquery's LIMIT 1 answers none): settle until all ran.
    for (let round = 0; round < 20; round += 1) {
      const pending = await first.em().count(EventReaction, { state: 'pending' });
      if (pending === 0) break;
      await Promise.all([first.settle(), second.settle()]);
    }

    const rows = await first
      .em()
      .execute<{ aggregate_id: string; n: number; event_id: string }[]>(
        'select aggregate_id, n, event_id from test_seen order by seq',
      );
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(30);
    for (const aggregate of ['x', 'y', 'z']) {
      expect(rows.filter((row) => row.aggregate_id === aggregate).map((row) => row.n)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    }
  });
});
