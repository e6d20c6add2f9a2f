import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The whole runtime configuration, read once from the environment at start (docs/decisions.md 187).
 */
export class AppConfig {
  port!: number;
  dataDir!: string;
  /** PostgreSQL server; when absent the app uses PGlite in `dataDir`. */
  databaseUrl?: string;
  /** PGlite storage; `undefined` keeps the database in memory (tests). */
  pgliteDir?: string;
  /**
   * An image of a PGlite database (its `dumpDataDir()`) an in-memory database starts from
   * instead of an empty one: every test app starts from one already migrated. Never from the
   * environment.
   */
  pgliteImage?: Blob;
  publicUrl!: string;
  jwtSecret!: string;
  adminUsername?: string;
  adminPassword?: string;
  smtpUrl?: string;
  mailFrom!: string;
  /** Messages per second the mail delivery sends at most (per instance). */
  mailRate!: number;
  /**
   * How long a worker's claim on background work (a reaction, a mail, a job retry) keeps other
   * workers away; work of a worker that died is offered again after it.
   */
  workLeaseMs = 120_000;
  sumupApiKey?: string;
  sumupMerchantCode?: string;
  sumupApiUrl?: string;
  logLevel!: LogLevel;
  /** Express `trust proxy` setting, needed behind a load balancer for per-client rate limits. */
  trustProxy!: boolean | number | string;
  /** Built frontend served at `/`; `undefined` serves only the API. */
  frontendDir?: string;
  /** Where rate-limit counters live: this instance's memory, or PostgreSQL for several instances. */
  rateLimitStore!: 'memory' | 'postgres';
  /** How long a public read answered from memory may be shown (PublicSnapshots). */
  publicSnapshotMaxAgeMs = 1_000;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration: ${problems.join('; ')}`);
  }
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/**
 * Validates the environment and returns the configuration, or throws a ConfigError
 * whose one-line message names every wrong setting.
 */
export function loadConfig(
  env: Env,
  options: { cwd?: string; frontendDir?: string } = {},
): AppConfig {
  const problems: string[] = [];
  const cwd = options.cwd ?? process.cwd();
  const config = new AppConfig();

  const port = setting(env, 'PORT') ?? '3000';
  config.port = Number(port);
  if (!/^\d+$/.test(port) || config.port < 1 || config.port > 65535) {
    problems.push(`PORT muss eine ganze Zahl zwischen 1 und 65535 sein (ist "${port}")`);
  }

  const dataDir = setting(env, 'DATA_DIR') ?? './data';
  config.dataDir = isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir);

  config.databaseUrl = setting(env, 'DATABASE_URL');
  if (config.databaseUrl && !isPostgresUrl(config.databaseUrl)) {
    problems.push(
      'DATABASE_URL muss eine PostgreSQL-Adresse sein (postgres://benutzer@host:5432/datenbank)',
    );
  }
  config.pgliteDir = config.databaseUrl ? undefined : join(config.dataDir, 'pglite');

  const defaultPublicUrl = `http://localhost:${problems.length ? 3000 : config.port}`;
  config.publicUrl = (setting(env, 'PUBLIC_URL') ?? defaultPublicUrl).replace(/\/+$/, '');
  if (!isHttpUrl(config.publicUrl)) {
    problems.push(`PUBLIC_URL muss eine http(s)-Adresse sein (ist "${config.publicUrl}")`);
  }

  config.jwtSecret = setting(env, 'JWT_SECRET') ?? '';
  if (config.jwtSecret && config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET muss mindestens 32 Zeichen lang sein');
  }

  config.adminUsername = setting(env, 'ADMIN_USERNAME');
  config.adminPassword = env.ADMIN_PASSWORD || undefined;
  if (config.adminPassword && !config.adminUsername) {
    config.adminUsername = 'admin';
  }
  if (config.adminUsername && !/^[\w.@-]{3,50}$/.test(config.adminUsername)) {
    problems.push('ADMIN_USERNAME muss 3-50 Zeichen aus Buchstaben, Ziffern, . _ @ - haben');
  }
  if (config.adminPassword !== undefined && config.adminPassword.length < 6) {
    problems.push('ADMIN_PASSWORD muss mindestens 6 Zeichen lang sein');
  }

  config.smtpUrl = setting(env, 'SMTP_URL');
  if (config.smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(config.smtpUrl)) {
    problems.push('SMTP_URL muss mit smtp:// oder smtps:// beginnen');
  }
  config.mailFrom = setting(env, 'MAIL_FROM') ?? 'Adventmarkt <noreply@localhost>';
  if (/[\r\n]/.test(config.mailFrom))
    problems.push('MAIL_FROM darf keinen Zeilenumbruch enthalten');
  const mailRate = setting(env, 'MAIL_RATE') ?? '5';
  config.mailRate = Number(mailRate);
  if (!/^\d+(\.\d+)?$/.test(mailRate) || config.mailRate <= 0 || config.mailRate > 1000) {
    problems.push(`MAIL_RATE muss eine Zahl über 0 und höchstens 1000 sein (ist "${mailRate}")`);
  }
  const workLease = setting(env, 'WORK_LEASE_SECONDS') ?? '120';
  config.workLeaseMs = Number(workLease) * 1000;
  if (!/^\d+$/.test(workLease) || config.workLeaseMs < 5_000 || config.workLeaseMs > 3_600_000) {
    problems.push(
      `WORK_LEASE_SECONDS muss eine ganze Zahl von 5 bis 3600 sein (ist "${workLease}")`,
    );
  }

  config.sumupApiKey = setting(env, 'SUMUP_API_KEY');
  config.sumupMerchantCode = setting(env, 'SUMUP_MERCHANT_CODE');
  config.sumupApiUrl = setting(env, 'SUMUP_API_URL');
  if (config.sumupApiKey && !config.sumupMerchantCode) {
    problems.push('SUMUP_MERCHANT_CODE fehlt (nötig, wenn SUMUP_API_KEY gesetzt ist)');
  }
  if (config.sumupApiUrl && !isHttpUrl(config.sumupApiUrl)) {
    problems.push('SUMUP_API_URL muss eine http(s)-Adresse sein');
  }

  const logLevel = (setting(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  config.logLevel = logLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL muss einer von ${LOG_LEVELS.join(', ')} sein`);
  }

  config.trustProxy = parseTrustProxy(setting(env, 'TRUST_PROXY'));
  const rateLimitStore = setting(env, 'RATE_LIMIT_STORE') ?? 'memory';
  if (rateLimitStore === 'memory' || rateLimitStore === 'postgres') {
    config.rateLimitStore = rateLimitStore;
  } else {
    problems.push(`RATE_LIMIT_STORE muss "memory" oder "postgres" sein (ist "${rateLimitStore}")`);
  }
  config.frontendDir = options.frontendDir;

  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  return config;
}

/** Reads the JWT secret kept in DATA_DIR, creating it on first start (docs/decisions.md 187). */
export function ensureJwtSecret(config: AppConfig): void {
  if (config.jwtSecret) return;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  config.jwtSecret = readFileSync(file, 'utf8').trim();
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
