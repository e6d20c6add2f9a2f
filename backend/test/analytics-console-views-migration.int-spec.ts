import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { databaseBefore } from './support/migration-database.js';

/** The migration that deletes the console's page views from the public pages' analytics. */
const MIGRATION = 'Migration20261127060000';

let orm: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ orm, drop } = await databaseBefore(MIGRATION));
});
afterAll(async () => {
  await orm.close(true);
  await drop();
});

it('deletes the page views of the console, the scanner and the sync helper, keeping the public pages', async () => {
  const connection = orm.em.getConnection();
  const pages = [
    '/',
    '/admin-dashboard',
    '/admin-login',
    '/admin',
    '/qr-scanner',
    '/sync-helper',
    '/vendor-status',
    '/administration-info',
    '/agb',
  ];
  for (const page of pages) {
    await connection.execute(
      `insert into analytics_event (session_id, event_type, page, visitor_hash, occurred_at)
       values ('s1', 'page_view', ?, 'hash', '2026-11-20T10:00:00Z')`,
      [page],
    );
  }

  await orm.migrator.up({ to: MIGRATION });

  const rows = (await connection.execute(
    `select page from analytics_event order by id`,
  )) as unknown as { page: string }[];
  expect(rows.map((row) => row.page)).toEqual([
    '/',
    '/vendor-status',
    '/administration-info',
    '/agb',
  ]);
});
