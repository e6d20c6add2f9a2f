import { MailMessage } from '../src/communication/domain/mail-message.entity.js';
import {
  MailDeliveryWorker,
  MAIL_BACKOFF_MS,
} from '../src/communication/jobs/mail-delivery.worker.js';
import { MailTransport } from '../src/communication/infra/mail-transport.js';
import { MailOutbox, type OutgoingMail } from '../src/communication/outbox/mail-outbox.js';
import { Clock } from '../src/shared/clock/clock.js';
import { TransactionHeldError } from '../src/shared/database/outside-transaction.js';
import { DomainTransaction } from '../src/shared/events/domain-transaction.js';
import { JobRetry } from '../src/shared/jobs/job-retry.entity.js';
import { JobRetryWorker } from '../src/shared/jobs/job-retry.worker.js';
import { JobRun } from '../src/shared/jobs/job-run.entity.js';
import { JOB_RETRY_BACKOFF_MS } from '../src/shared/jobs/job-runner.js';
import { renderPdf } from '../src/shared/pdf/pdfmake.js';
import { LeasedQueue } from '../src/shared/work/leased-queue.js';
import { DeleteOldAnalyticsEventsJob } from '../src/analytics/jobs/delete-old-analytics-events.job.js';
import { MikroORM } from '@mikro-orm/core';
import { TestSmtpServer } from './support/smtp.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { register } from './support/vendors.js';

// Issue 26: background work holds no transaction while it waits on the outside world, is claimed
// with a lease, and is retried from one code path.
const smtp = new TestSmtpServer();
let t: TestApp;

beforeAll(async () => {
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Adventmarkt <markt@example.at>' });
});
beforeEach(async () => {
  smtp.clear();
  await t.reset();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

function mail(to: string): OutgoingMail {
  return {
    to,
    subject: 'Ihre Anmeldung',
    html: '<p>Hallo</p>',
    category: 'general',
    automatic: false,
    cause: 'test',
  };
}

async function queue(...mails: OutgoingMail[]): Promise<number[]> {
  const outbox = t.app.get(MailOutbox);
  const queued = await t.app.get(DomainTransaction).run(({ em }) => outbox.queueMany(em, mails));
  return queued.map((one) => one.id);
}

/** Fails when `work` has not finished within `ms`: the request was kept waiting. */
async function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} wartete länger als ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

function messageIdOf(raw: string): string | undefined {
  return /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
}

describe('mail delivery holds no transaction while the SMTP server answers', () => {
  it('answers requests while a message hangs at the server, then delivers it once with its Message-ID', async () => {
    smtp.hang = true;
    const [hanging] = await queue(mail('anna@example.at'));
    await smtp.messageStarted();

    // The worker is inside the SMTP exchange now. A vendor registers (a write transaction with
    // events) and looks up the status: neither waits for the mail.
    const vendor = await within(5_000, 'Anmeldung', register(t, { email: 'berta@example.at' }));
    await within(
      5_000,
      'Statusabfrage',
      t.http().post('/api/vendors/status').send({ accessCode: vendor.accessCode }).expect(200),
    );
    const claimed = await t.em().findOneOrFail(MailMessage, hanging!);
    expect(claimed.state).toBe('queued');
    expect(claimed.attempts).toBe(1);
    expect(claimed.lockedUntil).not.toBeNull();

    // The provider drops the connection; the message is retried after the backoff.
    smtp.hang = false;
    await smtp.stop();
    await t.app.get(MailDeliveryWorker).flush();
    await smtp.start(smtp.port);
    t.clock.advance(MAIL_BACKOFF_MS[0]!);
    await t.settle();

    const sent = await t.em().findOneOrFail(MailMessage, hanging!);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2, lockedUntil: null });
    const toAnna = smtp.to('anna@example.at');
    expect(toAnna).toHaveLength(1);
    expect(toAnna[0]!.parsed.messageId).toBe(sent.messageId);
    expect(messageIdOf(smtp.started[0]!)).toBe(sent.messageId);
    expect(smtp.to('berta@example.at')).toHaveLength(1);
  });

  it('retries a message whose connection was cut in the middle of DATA, with the same Message-ID', async () => {
    smtp.dropMidData = 1;
    const [id] = await queue(mail('carla@example.at'));
    await t.settle();
    const failed = await t.em().findOneOrFail(MailMessage, id!);
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, lockedUntil: null });
    expect(failed.lastError).not.toBeNull();

    t.clock.advance(MAIL_BACKOFF_MS[0]!);
    await t.settle();
    const sent = await t.em().findOneOrFail(MailMessage, id!);
    expect(sent).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.started.map(messageIdOf)).toEqual([sent.messageId, sent.messageId]);
  });

  it('sends every one of several slow messages once, each with one Message-ID', async () => {
    smtp.delayMs = 300;
    const ids = await queue(...['a', 'b', 'c', 'd'].map((name) => mail(`${name}@example.at`)));
    await within(5_000, 'Anmeldung', register(t, { email: 'erika@example.at' }));
    await t.settle();
    const rows = await t.em().find(MailMessage, { id: { $in: ids } });
    expect(rows.map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const received = smtp.received.filter((one) => /^[abcd]@/.test(one.envelopeTo[0]!));
    expect(received).toHaveLength(4);
    expect(new Set(received.map((one) => one.parsed.messageId)).size).toBe(4);
  });
});

describe('the guard against outbound calls inside a transaction', () => {
  it('fails an SMTP send, a PDF rendering and a pause started inside a transaction', async () => {
    const [id] = await queue(mail('dora@example.at'));
    await t.app.get(MailDeliveryWorker).pause();
    try {
      const message = await t.em().findOneOrFail(MailMessage, id!);
      const transaction = t.app.get(DomainTransaction);
      await expect(
        transaction.run(() => t.app.get(MailTransport).deliver(message)),
      ).rejects.toBeInstanceOf(TransactionHeldError);
      await expect(transaction.run(() => renderPdf({ content: ['Probe'] }))).rejects.toThrow(
        'PDF erzeugen in einer offenen Datenbanktransaktion',
      );
      // Outside a transaction the same calls work.
      await expect(renderPdf({ content: ['Probe'] })).resolves.toBeInstanceOf(Buffer);
    } finally {
      t.app.get(MailDeliveryWorker).resume();
    }
    expect(smtp.to('dora@example.at')).toHaveLength(0);
  });
});

describe('leases', () => {
  function mailQueue(): LeasedQueue {
    return new LeasedQueue(
      t.app.get(MikroORM),
      t.app.get(Clock),
      { table: 'mail_message', pendingState: 'queued', backoffMs: MAIL_BACKOFF_MS },
      60_000,
    );
  }

  it('gives a unit of work to one worker at a time, and again only after its lease ran out', async () => {
    await t.app.get(MailDeliveryWorker).pause();
    try {
      const [id] = await queue(mail('emil@example.at'));
      const queueA = mailQueue();
      const queueB = mailQueue();
      const [first, second] = await Promise.all([
        queueA.claim({ orderBy: 'w.id' }),
        queueB.claim({ orderBy: 'w.id' }),
      ]);
      const claims = [first, second].filter(Boolean);
      expect(claims).toEqual([{ id: String(id), attempts: 1 }]);
      expect(await queueB.claim({ orderBy: 'w.id' })).toBeUndefined();

      // The first worker died: after its lease another one takes the work over…
      t.clock.advance(60_001);
      const takeover = await queueB.claim({ orderBy: 'w.id' });
      expect(takeover).toEqual({ id: String(id), attempts: 2 });
      // …and the first one's late outcome is not recorded.
      expect(await queueA.finish(claims[0]!, { state: 'sent' })).toBe(false);
      expect(await queueA.fail(claims[0]!, new Error('zu spät'))).toBe('lost');
      expect(await queueB.finish(takeover!, { state: 'sent' })).toBe(true);
      expect((await t.em().findOneOrFail(MailMessage, id!)).state).toBe('sent');
    } finally {
      t.app.get(MailDeliveryWorker).resume();
    }
  });

  it('hands back the work it holds when an instance stops before the work is done', async () => {
    smtp.hang = true;
    const [id] = await queue(mail('fritz@example.at'));
    await smtp.messageStarted();
    const worker = t.app.get(MailDeliveryWorker);
    await worker.stopWithin(100);
    const released = await t.em().findOneOrFail(MailMessage, id!);
    expect(released).toMatchObject({ state: 'queued', attempts: 1, lockedUntil: null });

    // The send it gave up on fails when the server goes away; any worker sends it again.
    // (The handed-back message may be claimed again and fail once more while the server is
    // down: after the backoff of a second attempt it is due in any case.)
    smtp.hang = false;
    await smtp.stop();
    await worker.flush();
    await smtp.start(smtp.port);
    worker.resume();
    t.clock.advance(MAIL_BACKOFF_MS[1]!);
    await t.settle();
    expect((await t.em().findOneOrFail(MailMessage, id!)).state).toBe('sent');
    expect(smtp.to('fritz@example.at')).toHaveLength(1);
  });
});

describe('failed scheduled jobs', () => {
  it('are retried with backoff through the work queue, and the retry closes when a run succeeds', async () => {
    t.clock.set('2026-12-02T04:30:00Z');
    const job = t.app.get(DeleteOldAnalyticsEventsJob);
    await t.em().execute('alter table analytics_event rename to analytics_event_away');
    try {
      await job.tick();
    } finally {
      await t.em().execute('alter table analytics_event_away rename to analytics_event');
    }
    const [retry] = await t.em().find(JobRetry, {});
    expect(retry).toMatchObject({ name: 'delete-old-analytics-events', state: 'pending' });
    expect(retry!.lastError).toMatch(/analytics_event/);

    const worker = t.app.get(JobRetryWorker);
    await worker.flush();
    expect((await t.em().findOneOrFail(JobRetry, retry!.id)).state).toBe('pending');

    t.clock.advance(JOB_RETRY_BACKOFF_MS[0]!);
    await worker.flush();
    expect(await t.em().findOneOrFail(JobRetry, retry!.id)).toMatchObject({
      state: 'done',
      attempts: 1,
    });
    const runs = await t.em().find(JobRun, {}, { orderBy: { id: 'asc' } });
    expect(runs.map((run) => [run.triggeredBy, run.status])).toEqual([
      ['schedule', 'failed'],
      ['retry', 'succeeded'],
    ]);
  });

  it('give up after the last attempt: the retry is failed for the organiser', async () => {
    t.clock.set('2026-12-02T04:30:00Z');
    const job = t.app.get(DeleteOldAnalyticsEventsJob);
    await t.em().execute('alter table analytics_event rename to analytics_event_away');
    try {
      await job.tick();
      const worker = t.app.get(JobRetryWorker);
      for (const delay of JOB_RETRY_BACKOFF_MS) {
        t.clock.advance(delay);
        await worker.flush();
      }
      t.clock.advance(JOB_RETRY_BACKOFF_MS.at(-1)!);
      await worker.flush();
    } finally {
      await t.em().execute('alter table analytics_event_away rename to analytics_event');
    }
    const [retry] = await t.em().find(JobRetry, {});
    expect(retry).toMatchObject({ state: 'failed', attempts: JOB_RETRY_BACKOFF_MS.length + 1 });
  });
});
