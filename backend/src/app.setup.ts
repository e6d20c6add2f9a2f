import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { escapeHtml, PAGE_DATA_ELEMENT } from '@standl/contracts';
import { Logger } from 'nestjs-pino';
import { mountSumUpSimulator, SUMUP_WIDGET_ORIGINS } from './payments/payments.module.js';
import { VENDOR_SESSION_COOKIE } from './shared/auth/vendor-session.js';
import { AppConfig } from './shared/config/app-config.js';
import { isDatabaseUnavailable } from './shared/database/database-unavailable.js';
import { ApiErrorDto, documentCommonErrors } from './shared/http/api-responses.js';
import { PublicSnapshots } from './shared/http/public-snapshots.js';
import { createValidationPipe, RequestShapePipe } from './shared/http/validation.js';

export const API_PREFIX = 'api';
export const JSON_BODY_LIMIT = '100kb';

/** Everything between creating the Nest app and listening; shared by main.ts and the tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): OpenAPIObject {
  app.useLogger(app.get(Logger));
  // The live SumUp card widget loads its script and frames from SumUp's gateway.
  const sumupOrigins = config.sumupApiKey ? SUMUP_WIDGET_ORIGINS : [];
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...sumupOrigins],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...sumupOrigins],
          'frame-src': ["'self'", ...sumupOrigins],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  const snapshots = app.get(PublicSnapshots);
  app.use(snapshots.handler(`/${API_PREFIX}`));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.setGlobalPrefix(API_PREFIX);
  if (!config.sumupApiKey) mountSumUpSimulator(app);
  app.useGlobalPipes(new RequestShapePipe(), createValidationPipe());
  app.enableShutdownHooks();

  const document = createOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Standl API',
  });

  if (config.frontendDir) serveFrontend(app, config.frontendDir, () => publicPageData(snapshots));
  return document;
}

export function createOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Standl API')
    .setDescription('Händler- & Standplatzverwaltung des Adventmarkts')
    .setVersion('2026.1')
    .addBearerAuth()
    .addCookieAuth(VENDOR_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, 'vendor-session')
    .build();
  return documentCommonErrors(
    SwaggerModule.createDocument(app, options, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
      extraModels: [ApiErrorDto],
    }),
  );
}

/** The public data of a page's first render: API path → its answer as JSON. */
type PageData = Record<string, string>;
/** The longest index.html waits for its data (two small reads, usually answered from memory). */
const PAGE_DATA_WAIT_MS = 500;
/**
 * The public reads the first render of every page makes (market settings for the header and the
 * pages' texts, the stall areas for Home), put into index.html so a first visit renders complete
 * instead of rendering twice around two more round trips (issue 16). The very answers of
 * GET /api/market-settings and GET /api/booth-areas (PublicSnapshots).
 */
const SETTINGS_PATH = `/${API_PREFIX}/market-settings`;
const PAGE_DATA_PATHS = [SETTINGS_PATH, `/${API_PREFIX}/booth-areas`];

async function publicPageData(snapshots: PublicSnapshots): Promise<PageData> {
  const answers = await Promise.all(PAGE_DATA_PATHS.map((path) => snapshots.json(path)));
  return Object.fromEntries(PAGE_DATA_PATHS.map((path, at) => [path, answers[at]!]));
}

/** Hashed build output (Vite's `assets/name-hash.ext`): a changed file gets a new name. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that keep their name across builds and decide which hashed files a visit loads. */
const REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);
/** Precompressed copies the build writes next to a file (frontend/vite.config.ts), best first. */
const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/**
 * Serves the built frontend (issue 16, "fast public pages"): a file's brotli or gzip copy from the
 * build when the browser accepts it (Vary: Accept-Encoding), hashed files under /assets cached for
 * a year as immutable, index.html, the service worker and the web manifest revalidated on every
 * visit, other files (logo, icons) for an hour. Source maps, the build's manifest (dist/.vite) and
 * other dot paths answer 404, as does a missing file under /assets (a chunk of an older build must
 * fail as such, not as HTML); every other non-API GET that is no file answers index.html (client
 * routing). API paths pass straight through to the API's routes.
 */
function serveFrontend(
  app: NestExpressApplication,
  frontendDir: string,
  pageData: () => Promise<PageData>,
): void {
  const index = join(frontendDir, 'index.html');
  if (!existsSync(index)) {
    app.get(Logger).warn(`Frontend nicht gebaut (${index} fehlt): nur die API wird ausgeliefert`);
    return;
  }
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isApi = request.path === `/${API_PREFIX}` || request.path.startsWith(`/${API_PREFIX}/`);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isApi) return next();
    const path = safePath(request.path);
    if (path === null || isHidden(path)) return notFound(response);
    const file = path === '/' ? null : fileIn(frontendDir, path);
    if (file) return sendBuildFile(request, response, next, file, path);
    if (path.startsWith(HASHED_ASSETS)) return notFound(response);
    const page = pagePath(path);
    const preloads = routePreloads(frontendDir, page);
    // Without the data the page still works (it asks the API itself), so the page never waits
    // long for it: not while the database is away, not when it is slow.
    const data = pageData().catch((error: unknown) => {
      if (!isDatabaseUnavailable(error)) {
        app.get(Logger).warn(`index.html ohne Seitendaten: ${(error as Error).message}`);
      }
      return null;
    });
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, PAGE_DATA_WAIT_MS, null));
    void Promise.race([data, timeout]).then((found) =>
      sendIndex(request, response, index, page, preloads, found),
    );
  });
}

/** The client route of a path: without trailing slashes ('/' stays). */
function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The chunks the page (client route) `page` loads lazily beyond the entry, from the build's
 * .vite/route-chunks.json (frontend/vite.config.ts); none for Home, unknown paths or an older
 * build without the file. Read on each request: a new build may replace it while the app runs.
 */
function routePreloads(frontendDir: string, page: string): string[] {
  try {
    const chunks = JSON.parse(
      readFileSync(join(frontendDir, '.vite', 'route-chunks.json'), 'utf8'),
    ) as Record<string, string[]>;
    const files = chunks[page] ?? [];
    return files.filter((file) => /^assets\/[\w.-]+\.js$/.test(file));
  } catch {
    return [];
  }
}

/**
 * index.html for a page: the top of the page as its template in index.html draws it (so the
 * page's largest text or picture is painted before the script runs), with the market's name; the
 * page's chunks, fetched with the entry (frontend/public/boot.js); and the public data of its
 * first render as JSON (read by frontend/src/lib/page-data.ts). '<' is escaped, so no text of the
 * organiser's can end the script element.
 */
function sendIndex(
  request: Request,
  response: Response,
  index: string,
  page: string,
  preloads: string[],
  data: PageData | null,
): void {
  const links = preloads.map((file) => `<link data-preload-after-paint href="/${file}">`).join('');
  const json = data
    ? `{${Object.entries(data)
        .map(([path, answer]) => `${JSON.stringify(path)}:${answer}`)
        .join(',')}}`
    : null;
  const script = json
    ? `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${json.replaceAll('<', '\\u003c')}</script>`
    : '';
  const settings = data
    ? (JSON.parse(data[SETTINGS_PATH]!) as { marketName: string; registrationState: string })
    : null;
  const html = Buffer.from(
    withPageShell(readFileSync(index, 'utf8'), page, settings).replace(
      '</head>',
      `${links}${script}</head>`,
    ),
  );
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Vary', 'Accept-Encoding');
  response.type('html');
  if (request.acceptsEncodings('gzip') === 'gzip') {
    response.setHeader('Content-Encoding', 'gzip');
    response.send(gzipSync(html));
  } else {
    response.send(html);
  }
}

const PAGE_SHELL = /<template data-shell="([^"]*)">([\s\S]*?)<\/template>/g;
const SHELL_MAIN = '<main class="shell-main"></main>';

/**
 * index.html with the template for `page` (if it has one) in its main element and every template
 * removed; with the settings, the market's name where the fallback stands and the registration
 * page's invitation only while registration is open, as the pages themselves show them.
 */
function withPageShell(
  html: string,
  page: string,
  settings: { marketName: string; registrationState: string } | null,
): string {
  let shell = '';
  let filled = html.replace(PAGE_SHELL, (_template, path: string, content: string) => {
    if (path === page) shell = content.trim();
    return '';
  });
  if (settings) {
    shell = shell.replace(
      /<!--registration-open-->([\s\S]*?)<!--\/registration-open-->/g,
      settings.registrationState === 'open' ? '$1' : '',
    );
  }
  filled = filled.replace(SHELL_MAIN, `<main class="shell-main">${shell}</main>`);
  return settings
    ? filled.replace(/<!--market-name-->[^<]*<!--\/market-name-->/g, () =>
        escapeHtml(settings.marketName),
      )
    : filled;
}

/** The decoded request path, or null when it cannot be one (bad escapes, NUL, '..'). */
function safePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.split('/').includes('..')) return null;
  return path;
}

/** Never served: source maps, precompressed copies by their own name, dot files and folders. */
function isHidden(path: string): boolean {
  return /\.(map|br|gz)$/.test(path) || path.split('/').some((part) => part.startsWith('.'));
}

function fileIn(frontendDir: string, path: string): string | null {
  const file = join(frontendDir, normalize(path));
  if (!file.startsWith(frontendDir + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

function notFound(response: Response): void {
  response.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
}

function sendBuildFile(
  request: Request,
  response: Response,
  next: NextFunction,
  file: string,
  path: string,
): void {
  const immutable = path.startsWith(HASHED_ASSETS);
  response.setHeader(
    'Cache-Control',
    immutable ? IMMUTABLE : REVALIDATE.has(path) ? 'no-cache' : 'public, max-age=3600',
  );
  response.setHeader('Vary', 'Accept-Encoding');
  let sent = file;
  const encoding = ENCODINGS.find(
    ({ name, extension }) =>
      request.acceptsEncodings(name) === name && existsSync(file + extension),
  );
  if (encoding) {
    sent = file + encoding.extension;
    response.setHeader('Content-Encoding', encoding.name);
    // The type of the original file, not of its .br/.gz copy.
    response.type(extname(file));
  }
  response.sendFile(sent, { cacheControl: false, dotfiles: 'allow' }, (error?: Error) => {
    if (error && !response.headersSent) next(error);
  });
}
