import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ApiError } from '../../../lib/request';
import type { SetupConfirmation } from '../setup-day-api';
import { scanResult } from '../testing';
import {
  dismissRejected,
  drainQueue,
  enqueueConfirmation,
  loadQueue,
  loadRejected,
  QUEUE_KEY,
  type QueuedConfirmation,
  REJECTED_KEY,
  subscribeQueue,
} from './confirmation-queue';

function item(n: number): QueuedConfirmation {
  return {
    vendorId: `00000000-0000-4000-8000-00000000000${n}`,
    accessCode: `CODE${n}`,
    idempotencyKey: `key-${n}`,
    scannedAt: `2026-12-03T07:0${n}:00.000Z`,
    vendorName: `Händler ${n}`,
    boothNumber: `AK-0${n}`,
  };
}

const refused = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ statusCode: status, message, error: 'Error' }), '');

describe('confirmation queue', () => {
  it('keeps confirmations in localStorage in order, each idempotency key once', () => {
    enqueueConfirmation(item(1));
    enqueueConfirmation(item(2));
    enqueueConfirmation(item(1));
    expect(loadQueue().map((entry) => entry.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(JSON.parse(localStorage.getItem(QUEUE_KEY)!)).toHaveLength(2);
  });

  it('gives React the same array until the stored queue changes', () => {
    enqueueConfirmation(item(1));
    expect(loadQueue()).toBe(loadQueue());
    const listener = vi.fn();
    const unsubscribe = subscribeQueue(listener);
    enqueueConfirmation(item(2));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('sends oldest first with only the four fields and empties the queue on 2xx', async () => {
    enqueueConfirmation(item(1));
    enqueueConfirmation(item(2));
    const send = vi.fn(async (_body: SetupConfirmation) => scanResult());
    const result = await drainQueue(send);
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      {
        vendorId: item(1).vendorId,
        accessCode: 'CODE1',
        idempotencyKey: 'key-1',
        scannedAt: item(1).scannedAt,
      },
      {
        vendorId: item(2).vendorId,
        accessCode: 'CODE2',
        idempotencyKey: 'key-2',
        scannedAt: item(2).scannedAt,
      },
    ]);
    expect(result.sent).toHaveLength(2);
    expect(result.stopped).toBeNull();
    expect(loadQueue()).toEqual([]);
  });

  it('stops without losing anything when the connection fails, and keeps the order', async () => {
    enqueueConfirmation(item(1));
    enqueueConfirmation(item(2));
    const send = vi
      .fn()
      .mockResolvedValueOnce(scanResult())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const result = await drainQueue(send);
    expect(result.stopped).toBe('connection');
    expect(loadQueue().map((entry) => entry.idempotencyKey)).toEqual(['key-2']);

    for (const status of [429, 500, 503]) {
      const again = await drainQueue(vi.fn().mockRejectedValue(refused(status, 'später')));
      expect(again.stopped).toBe('connection');
    }
    expect(loadQueue()).toHaveLength(1);
  });

  it('keeps the queue when the session has ended', async () => {
    enqueueConfirmation(item(1));
    const result = await drainQueue(vi.fn().mockRejectedValue(refused(401, 'Nicht angemeldet')));
    expect(result.stopped).toBe('unauthorized');
    expect(loadQueue()).toHaveLength(1);
  });

  it('moves a confirmation the server will never take to the refused list and goes on', async () => {
    enqueueConfirmation(item(1));
    enqueueConfirmation(item(2));
    const send = vi
      .fn()
      .mockRejectedValueOnce(refused(409, 'Der Händler ist gesperrt.'))
      .mockResolvedValueOnce(scanResult());
    const result = await drainQueue(send);
    expect(result.rejected).toHaveLength(1);
    expect(result.sent).toHaveLength(1);
    expect(loadQueue()).toEqual([]);
    expect(loadRejected()).toEqual([{ ...item(1), message: 'Der Händler ist gesperrt.' }]);

    dismissRejected('key-1');
    expect(loadRejected()).toEqual([]);
  });

  it('falls back to the German confirmation error when a refusal has no message', async () => {
    enqueueConfirmation(item(1));
    await drainQueue(vi.fn().mockRejectedValue(new ApiError(404, '', 'Not Found')));
    expect(loadRejected()[0]!.message).toBe(SETUP_DAY_MESSAGES.confirmFailedDetail);
  });

  it('runs one round at a time', async () => {
    enqueueConfirmation(item(1));
    let release: (value: ReturnType<typeof scanResult>) => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<ReturnType<typeof scanResult>>((resolve) => {
          release = resolve;
        }),
    );
    const first = drainQueue(send);
    const second = drainQueue(send);
    expect(second).toBe(first);
    release(scanResult());
    await first;
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('confirmation queue with two helpers (docs/decisions.md 223)', () => {
  const scannedByA: QueuedConfirmation = {
    vendorId: item(1).vendorId,
    qrToken: 'STANDL:abcdefghijklmnopqrstuvwxyz012345',
    idempotencyKey: 'key-a',
    scannedAt: '2026-12-03T07:01:00.000Z',
    scannedWith: 'token-A',
    vendorName: 'Händler 1',
    boothNumber: 'AK-01',
  };

  it("sends each item's proof of the stall and the token it was scanned with", async () => {
    enqueueConfirmation(scannedByA);
    const { accessCode: _code, ...second } = item(2) as QueuedConfirmation & { accessCode: string };
    enqueueConfirmation({ ...second, scanCode: '4711' });
    const send = vi.fn(async (_body: SetupConfirmation) => scanResult());
    await drainQueue(send);
    expect(send.mock.calls.map(([body]) => body)).toEqual([
      {
        vendorId: item(1).vendorId,
        qrToken: scannedByA.qrToken,
        idempotencyKey: 'key-a',
        scannedAt: scannedByA.scannedAt,
        scannedWith: 'token-A',
      },
      {
        vendorId: item(2).vendorId,
        scanCode: '4711',
        idempotencyKey: 'key-2',
        scannedAt: item(2).scannedAt,
      },
    ]);
  });

  it('lists a refused confirmation without the token', async () => {
    enqueueConfirmation(scannedByA);
    await drainQueue(vi.fn().mockRejectedValue(refused(404, 'Code nicht gefunden')));
    const [listed] = loadRejected();
    expect(listed).toMatchObject({ idempotencyKey: 'key-a', message: 'Code nicht gefunden' });
    expect(listed).not.toHaveProperty('scannedWith');
    expect(localStorage.getItem(REJECTED_KEY)).not.toContain('token-A');
    expect(localStorage.getItem(QUEUE_KEY)).toBeNull();
  });
});
