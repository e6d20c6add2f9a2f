import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { migratedDatabase } from './support/migration-database.js';
import { BoothArea } from '../src/booths/domain/booth-area.entity.js';
import { Booth, FREE_BOOTH_SQL, holdIsActive } from '../src/booths/domain/booth.entity.js';

/**
 * The stall rule "free right now" is said once, as the SQL the conditional statements run
 * (docs/decisions.md 194). Each of the rule's cases is written as a stall row and the condition
 * is asked on the database; its hold part must agree with `holdIsActive`, the reads' hold rule.
 */

const now = new Date('2026-11-21T10:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
/** A vendor id of its own for each row (vendor and holder are unique per stall). */
let vendors = 0;
const vendor = () => `5f0c2b8e-0000-4000-8000-${String((vendors += 1)).padStart(12, '0')}`;

const CASES: [string, Partial<Booth>, boolean][] = [
  ['free', {}, true],
  ['held by a vendor, hold running', { holdVendorId: vendor(), holdExpiresAt: minutes(30) }, false],
  ['held, the hold expired', { holdVendorId: vendor(), holdExpiresAt: minutes(-5) }, true],
  ['held, the hold expiring this instant', { holdVendorId: vendor(), holdExpiresAt: now }, true],
  ['occupied by a vendor', { status: 'occupied', vendorId: vendor(), agreedPrice: 15000 }, false],
  ['reserved for a vendor (deposit)', { status: 'reserved', vendorId: vendor() }, false],
  [
    'reserved by name',
    { status: 'reserved', reservationType: 'manual_name', reservedName: 'Familie Huber' },
    false,
  ],
  [
    'reserved for a vendor, an expired hold of another left',
    { status: 'reserved', vendorId: vendor(), holdVendorId: vendor(), holdExpiresAt: minutes(-5) },
    false,
  ],
];

let orm: MikroORM;
let drop: () => Promise<void>;
let em: EntityManager;

beforeAll(async () => {
  ({ orm, drop } = await migratedDatabase([Booth, BoothArea]));
  em = orm.em.fork() as EntityManager;
  const area = em.create(BoothArea, { code: 'AK', name: 'Am Kirchplatz', price: 15000 });
  CASES.forEach(([, facts], index) =>
    em.create(Booth, { area, number: `AK-0${index + 1}`, ...facts }),
  );
  await em.flush();
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

describe('FREE_BOOTH_SQL, the one statement of "free right now"', () => {
  it.each(CASES.map(([name, facts, free], index) => [name, free, facts, index]))(
    '%s: free is %s',
    async (_name, free, facts, index) => {
      const [row] = await em.execute<{ free: boolean }[]>(
        `select (${FREE_BOOTH_SQL}) as free from booth b where b.number = ?`,
        [now, `AK-0${Number(index) + 1}`],
      );
      expect(row.free).toBe(free);

      // A stall nobody has is free exactly when no hold runs (the reads' rule).
      const {
        vendorId = null,
        reservedName = null,
        status = 'available',
      } = facts as Partial<Booth>;
      if (status === 'available' && vendorId === null && reservedName === null) {
        const { holdVendorId = null, holdExpiresAt = null } = facts as Partial<Booth>;
        expect(row.free).toBe(!holdIsActive(holdVendorId !== null, holdExpiresAt, now));
      }
    },
  );
});
