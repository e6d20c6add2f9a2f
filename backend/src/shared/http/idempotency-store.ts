import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/sql';

/** A request's claim on its key: `id` names caller, method, path and key; `fingerprint` its input. */
export interface IdempotencyClaim {
  id: string;
  fingerprint: string;
  /** How long the stored answer is kept (24 h for a client's key, seconds for a double click). */
  keepMs: number;
}

/** The first request's answer as it left the API. */
export interface StoredAnswer {
  status: number;
  /** The JSON body; undefined for an empty answer. */
  body: unknown;
}

export type KeyState =
  | { state: 'claimed' }
  | { state: 'answered'; answer: StoredAnswer }
  | { state: 'running' }
  | { state: 'other-request' };

interface KeyRow {
  fingerprint: string;
  status: number | null;
  body: string | null;
  locked_until: Date | string | null;
  expires_at: Date | string;
}

/** How long a claimed key stays locked to its request; a crashed request frees it after this. */
export const IDEMPOTENCY_LEASE_MS = 60_000;
/** Every this many claims an instance removes a batch of expired keys. */
const SWEEP_EVERY = 200;

/**
 * Idempotency keys in the table `idempotency_key`, shared by every app instance. Each statement
 * commits on its own (no transaction spans the request or the waiting of a repeat): the claim is
 * visible to a second instance at once, and the answer is stored after the request's own
 * transaction has committed. Plain SQL on purpose, every statement (docs/decisions.md 93-95):
 * the claim is one `insert … on conflict … do update … where … returning` that decides between
 * requests racing for a key, and the table belongs to no context's entities.
 */
@Injectable()
export class IdempotencyStore {
  private claims = 0;

  constructor(private readonly em: EntityManager) {}

  /**
   * Claims the key for this request, or tells what holds it. An expired key, or a key whose
   * request stopped answering (lease over) for the same input, is taken over.
   */
  async claim(claim: IdempotencyClaim, now: Date): Promise<KeyState> {
    this.claims += 1;
    if (this.claims % SWEEP_EVERY === 0) await this.sweep(now);
    const claimed = await this.em.execute<{ id: string }[]>(
      `insert into idempotency_key (id, fingerprint, status, body, locked_until, expires_at)
       values (?, ?, null, null, ?, ?)
       on conflict (id) do update set fingerprint = excluded.fingerprint, status = null,
         body = null, locked_until = excluded.locked_until, expires_at = excluded.expires_at
       where idempotency_key.expires_at <= ?
         or (idempotency_key.status is null and idempotency_key.locked_until <= ?
           and idempotency_key.fingerprint = excluded.fingerprint)
       returning id`,
      [
        claim.id,
        claim.fingerprint,
        new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
        new Date(now.getTime() + claim.keepMs),
        now,
        now,
      ],
    );
    if (claimed.length > 0) return { state: 'claimed' };
    return this.stateOf(claim, now);
  }

  /** What holds the key now, claiming it when it has become free. */
  async stateOf(claim: IdempotencyClaim, now: Date): Promise<KeyState> {
    const [row] = await this.em.execute<KeyRow[]>(
      `select fingerprint, status, body, locked_until, expires_at from idempotency_key where id = ?`,
      [claim.id],
    );
    const expired = row && new Date(row.expires_at) <= now;
    if (!row || expired) return this.claim(claim, now);
    if (row.fingerprint !== claim.fingerprint) return { state: 'other-request' };
    if (row.status !== null) {
      return {
        state: 'answered',
        answer: {
          status: Number(row.status),
          body: row.body === null ? undefined : (JSON.parse(row.body) as unknown),
        },
      };
    }
    if (row.locked_until && new Date(row.locked_until) <= now) return this.claim(claim, now);
    return { state: 'running' };
  }

  async answer(id: string, answer: StoredAnswer): Promise<void> {
    await this.em.execute(
      `update idempotency_key set status = ?, body = ?, locked_until = null
       where id = ? and status is null`,
      [answer.status, answer.body === undefined ? null : JSON.stringify(answer.body), id],
    );
  }

  /** Frees a key whose request ended without an answer worth repeating (a retry runs again). */
  async release(id: string): Promise<void> {
    await this.em.execute(`delete from idempotency_key where id = ? and status is null`, [id]);
  }

  private async sweep(now: Date): Promise<void> {
    await this.em.execute(
      `delete from idempotency_key where id in (
         select id from idempotency_key where expires_at <= ? limit ${SWEEP_EVERY * 5})`,
      [now],
    );
  }
}
