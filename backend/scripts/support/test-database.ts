import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL set, every test app gets its own fresh database on that server (so test
 * files can run in parallel); without it, tests use an in-memory PGlite.
 */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!serverUrl) return { drop: async () => undefined };

  const name = `standl_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
