import { ConfigError, loadConfig } from './app-config.js';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env, { cwd: '/srv/standl' });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('defaults to port 3000 and PGlite in ./data', () => {
    const config = loadConfig({}, { cwd: '/srv/standl' });

    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/standl/data');
    expect(config.pgliteDir).toBe('/srv/standl/data/pglite');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rateLimitStore).toBe('memory');
  });

  it('uses PostgreSQL instead of PGlite when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/standl' });

    expect(config.databaseUrl).toBe('postgres://u@db:5432/standl');
    expect(config.pgliteDir).toBeUndefined();
  });

  it.each([
    [
      { PORT: 'abc' },
      'Ungültige Konfiguration: PORT muss eine ganze Zahl zwischen 1 und 65535 sein (ist "abc")',
    ],
    [{ PORT: '70000' }, 'PORT muss eine ganze Zahl zwischen 1 und 65535 sein (ist "70000")'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL muss eine PostgreSQL-Adresse sein'],
    [{ PUBLIC_URL: 'ftp://markt' }, 'PUBLIC_URL muss eine http(s)-Adresse sein'],
    [{ JWT_SECRET: 'kurz' }, 'JWT_SECRET muss mindestens 32 Zeichen lang sein'],
    [{ ADMIN_PASSWORD: '12345' }, 'ADMIN_PASSWORD muss mindestens 6 Zeichen lang sein'],
    [{ ADMIN_USERNAME: 'a b' }, 'ADMIN_USERNAME muss 3-50 Zeichen'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL muss mit smtp:// oder smtps:// beginnen'],
    [{ SUMUP_API_KEY: 'sup_sk_x' }, 'SUMUP_MERCHANT_CODE fehlt'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL muss einer von'],
    [{ RATE_LIMIT_STORE: 'redis' }, 'RATE_LIMIT_STORE muss "memory" oder "postgres" sein'],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(problemsOf(env)).toContain(message);
  });

  it('names every wrong setting on one line', () => {
    const message = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud' });

    expect(message).not.toContain('\n');
    expect(message).toMatch(/PORT .*; LOG_LEVEL /);
  });

  it('takes admin as the username when only ADMIN_PASSWORD is set', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'geheim123' }).adminUsername).toBe('admin');
  });
});
