import { PGlite } from '@electric-sql/pglite';
import { ormOptions } from '../src/shared/database/orm-options.js';
import { loadConfig } from '../src/shared/config/app-config.js';

// The embedded database's memory (issue 34): PGlite as the app starts it (MikroORM hands the
// driver options to PGlite.create) keeps 16 MB of shared buffers and PGlite's own settings.
it('starts the embedded PGlite with small shared buffers and its own start parameters', async () => {
  const config = loadConfig({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'geheim123' });
  const options = ormOptions({ ...config, databaseUrl: undefined });
  const driverOptions = (options.driverOptions as () => Record<string, unknown>)();
  const db = await PGlite.create('memory://', driverOptions);
  try {
    const setting = async (name: string) =>
      (await db.query<{ setting: string }>(`select current_setting($1) as setting`, [name]))
        .rows[0]!.setting;
    expect(await setting('shared_buffers')).toBe('16MB');
    expect(await setting('max_worker_processes')).toBe('0');
    expect(await setting('search_path')).toBe('public');
  } finally {
    await db.close();
  }
});
