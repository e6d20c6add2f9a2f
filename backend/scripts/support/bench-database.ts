import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Query = <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;

/** Plain SQL on the bench's database: PostgreSQL (a pool of 10, like the app) or PGlite. */
export interface BenchDatabase {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openBenchDatabase(options: {
  url?: string;
  pgliteDir?: string;
}): Promise<BenchDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const on =
      (client: pg.Pool | pg.PoolClient): Query =>
      async (sql, params = []) =>
        (await client.query(sql, params)).rows;
    return {
      query: on(pool),
      async transaction(work) {
        const client = await pool.connect();
        try {
          await client.query('begin');
          const result = await work(on(client));
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const db = await PGlite.create(options.pgliteDir ?? 'memory://');
  const on =
    (target: Pick<PGlite, 'query'>): Query =>
    async (sql, params = []) =>
      (await target.query(sql, params)).rows as never;
  return {
    query: on(db),
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    close: () => db.close(),
  };
}
