import { SETUP_DAY_MESSAGES } from '@standl/contracts';
import { ApiError, apiErrorMessage } from '../../../lib/request';
import type { ScanResult, SetupConfirmation } from '../setup-day-api';

/**
 * Set-up confirmations made without reception, kept in localStorage until the server took them
 * (spec 001 "Setup-confirmation screen"; the castle cellars have no network). Each carries its
 * idempotency key, so sending one twice (a lost answer, a second tab) changes nothing twice, and
 * the token of the account signed in when it was scanned (`scannedWith`), so it counts as that
 * helper's scan even when another helper is signed in by the time it is sent (docs/decisions.md
 * 270).
 */
export const QUEUE_KEY = 'standl.setupDay.queue';
export const REJECTED_KEY = 'standl.setupDay.rejected';

export type QueuedConfirmation = SetupConfirmation & {
  vendorName: string;
  boothNumber: string;
};

/** A refused confirmation as listed: without the scanner's token, which is of no more use. */
export type RejectedConfirmation = Omit<QueuedConfirmation, 'scannedWith'> & {
  message: string;
};

export interface DrainResult {
  sent: { item: QueuedConfirmation; result: ScanResult }[];
  rejected: RejectedConfirmation[];
  /** Why sending stopped before the queue was empty: no connection, or the session ended. */
  stopped: 'connection' | 'unauthorized' | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const snapshots = new Map<string, { raw: string | null; value: unknown[] }>();

function storedText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parseList<T>(raw: string | null): T[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** The stored list; the same array as long as the stored text is unchanged (for React). */
function read<T>(key: string): T[] {
  const raw = storedText(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as T[];
  const value = parseList<T>(raw);
  snapshots.set(key, { raw, value });
  return value;
}

function write<T>(key: string, items: T[]): void {
  try {
    if (items.length) localStorage.setItem(key, JSON.stringify(items));
    else localStorage.removeItem(key);
  } finally {
    listeners.forEach((listener) => listener());
  }
}

export function loadQueue(): QueuedConfirmation[] {
  return read<QueuedConfirmation>(QUEUE_KEY);
}

export function loadRejected(): RejectedConfirmation[] {
  return read<RejectedConfirmation>(REJECTED_KEY);
}

/** Adds a confirmation at the end; the same idempotency key is kept only once. */
export function enqueueConfirmation(item: QueuedConfirmation): void {
  const queue = loadQueue();
  if (queue.some((entry) => entry.idempotencyKey === item.idempotencyKey)) return;
  write(QUEUE_KEY, [...queue, item]);
}

export function isQueued(vendorId: string): boolean {
  return loadQueue().some((entry) => entry.vendorId === vendorId);
}

function remove(idempotencyKey: string): void {
  write(
    QUEUE_KEY,
    loadQueue().filter((entry) => entry.idempotencyKey !== idempotencyKey),
  );
}

export function dismissRejected(idempotencyKey: string): void {
  write(
    REJECTED_KEY,
    loadRejected().filter((entry) => entry.idempotencyKey !== idempotencyKey),
  );
}

/** Subscribes to changes of the queue or the refused list (this tab and, via `storage`, others). */
export function subscribeQueue(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === QUEUE_KEY || event.key === REJECTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** A 4xx answer that will be the same however often the confirmation is sent again. */
function isFinalRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

/**
 * The confirmation a stored item sends: its vendor, its one proof of the stall, key and time, and
 * who scanned it (an item stored before that was kept has no `scannedWith`).
 */
function confirmationOf(item: QueuedConfirmation): SetupConfirmation {
  const { vendorId, idempotencyKey, scannedAt, scannedWith } = item;
  const proof =
    'qrToken' in item
      ? { qrToken: item.qrToken }
      : 'scanCode' in item
        ? { scanCode: item.scanCode }
        : { accessCode: item.accessCode };
  return {
    vendorId,
    ...proof,
    idempotencyKey,
    scannedAt,
    ...(scannedWith !== undefined && { scannedWith }),
  };
}

let running: Promise<DrainResult> | null = null;

/**
 * Sends the waiting confirmations one after the other, oldest first. An item leaves the queue
 * only after a 2xx answer, or a refusal that can never succeed (then it is listed as refused);
 * no connection or an ended session stops the round and keeps the rest in order.
 * Concurrent calls share one round.
 */
export function drainQueue(
  send: (confirmation: SetupConfirmation) => Promise<ScanResult>,
): Promise<DrainResult> {
  running ??= drain(send).finally(() => {
    running = null;
  });
  return running;
}

async function drain(
  send: (confirmation: SetupConfirmation) => Promise<ScanResult>,
): Promise<DrainResult> {
  const result: DrainResult = { sent: [], rejected: [], stopped: null };
  for (;;) {
    const [item] = loadQueue();
    if (!item) return result;
    const { idempotencyKey } = item;
    try {
      const answer = await send(confirmationOf(item));
      remove(idempotencyKey);
      result.sent.push({ item, result: answer });
    } catch (error) {
      if (isFinalRefusal(error)) {
        const { scannedWith: _token, ...refused } = item;
        const rejected = {
          ...refused,
          message: apiErrorMessage(error, SETUP_DAY_MESSAGES.confirmFailedDetail),
        };
        write(REJECTED_KEY, [...loadRejected(), rejected]);
        remove(idempotencyKey);
        result.rejected.push(rejected);
        continue;
      }
      result.stopped =
        error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'connection';
      return result;
    }
  }
}
