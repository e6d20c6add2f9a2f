import type { EntityManager } from '@mikro-orm/sql';

/**
 * Serialises work across app instances: the lock is held until the surrounding transaction
 * ends, so it must be called inside one (DomainTransaction or em.transactional). Plain SQL on
 * purpose: an advisory lock has no ORM API (a race-deciding statement, docs/decisions.md 89).
 */
export async function lockForTransaction(em: EntityManager, key: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
