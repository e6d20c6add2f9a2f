import { createReadStream, existsSync, readFileSync, type Stats, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { PAGE_DATA_ELEMENT } from '@standl/contracts';
import { Logger } from 'nestjs-pino';
import { mountSumUpSimulator, SUMUP_WIDGET_ORIGINS } from './payments/payments.module.js';
import { documentRoles } from './shared/auth/document-roles.js';
import { VENDOR_SESSION_COOKIE } from './shared/auth/vendor-session.js';
import { AppConfig } from './shared/config/app-config.js';
import { isDatabaseUnavailable } from './shared/database/database-unavailable.js';
import { ApiErrorDto, documentCommonErrors } from './shared/http/api-responses.js';
import {
  acceptsEncoding,
  API_PREFIX,
  type HttpReply,
  type HttpRequest,
  isApiPath,
  isFresh,
  notFoundText,
  parseFormBody,
  parseJsonBody,
  pathOf,
  tagReads,
} from './shared/http/http-server.js';
import { PublicSnapshots } from './shared/http/public-snapshots.js';
import { createValidationPipe, RequestShapePipe } from './shared/http/validation.js';

/**
 * Everything between creating the Nest app and listening; shared by main.ts and the tests.
 * Answers the OpenAPI document's builder (the document is built once, when first asked for).
 */
export async function configureApp(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<() => OpenAPIObject> {
  app.useLogger(app.get(Logger));
  // The live SumUp card widget loads its script and frames from SumUp's gateway.
  const sumupOrigins = config.sumupApiKey ? SUMUP_WIDGET_ORIGINS : [];
  const server = app.getHttpAdapter().getInstance();
  // The security headers, compiled once (Fastify's helmet plugin compiles them per request).
  const securityHeaders = helmet({
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
  });
  const snapshots = app.get(PublicSnapshots);
  const answerSnapshot = snapshots.answerer(`/${API_PREFIX}`);
  // The first step of every request, before the middleware Nest adds when the app is created:
  // the security headers, then the public snapshots, which end their requests there.
  (app.getHttpAdapter() as FastifyAdapter).setOnRequestHook(
    (request: HttpRequest, reply: HttpReply, done: (error?: Error) => void) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => {
        if (error) return done(error as Error);
        const answered = answerSnapshot(request, reply);
        if (answered) void answered.finally(() => done());
        else done();
      }),
  );
  server.addHook('onSend', tagReads);
  // Before the SumUp simulator's plugin, which takes the readers it finds.
  app.useBodyParser('application/json', {}, parseJsonBody);
  app.useBodyParser('application/x-www-form-urlencoded', {}, parseFormBody);
  app.setGlobalPrefix(API_PREFIX);
  if (!config.sumupApiKey) await mountSumUpSimulator(app);
  app.useGlobalPipes(new RequestShapePipe(), createValidationPipe());
  app.enableShutdownHooks();

  // Built with the first request for it (about 0.1 s and a few MB; issue 34), not at start.
  let document: OpenAPIObject | undefined;
  const openApiDocument = () => (document ??= createOpenApiDocument(app));
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, openApiDocument, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Standl API',
  });

  if (config.frontendDir) {
    serveFrontend(app, config.frontendDir, (page) => publicPageData(snapshots, page));
  }
  return openApiDocument;
}

export function createOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Standl API')
    .setDescription('Händler- & Standplatzverwaltung des Adventmarkts')
    .setVersion('2026.1')
    .addBearerAuth()
    .addCookieAuth(VENDOR_SESSION_COOKIE, { type: 'apiKey', in: 'cookie' }, 'vendor-session')
    .build();
  const document = documentCommonErrors(
    SwaggerModule.createDocument(app, options, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
      extraModels: [ApiErrorDto],
    }),
  );
  documentRoles(app, document);
  return document;
}

/** The public data of a page's first render: API path → its answer as JSON. */
type PageData = Record<string, string>;
/** The longest a page waits for its data (a few small reads, usually answered from memory). */
const PAGE_DATA_WAIT_MS = 500;
/**
 * The public reads the first render of every page makes (market settings for the header and the
 * pages' texts, the stall areas for Home and the legal texts): the server renders the page with
 * them and puts them into it, so the app's first render is the server's (issue 28) instead of a
 * render around two more round trips (issue 16). The very answers of GET /api/market-settings
 * and GET /api/booth-areas (PublicSnapshots).
 */
const PAGE_DATA_PATHS = [`/${API_PREFIX}/market-settings`, `/${API_PREFIX}/booth-areas`];
/**
 * The public reads one page needs beyond those, by its path: the directory 'Aussteller {year}'
 * is rendered with its entries (issue 32), so it reads without JavaScript and is indexed whole.
 */
const PAGE_DATA_BY_PAGE: Record<string, string[]> = {
  '/aussteller': [`/${API_PREFIX}/directory`],
};

async function publicPageData(snapshots: PublicSnapshots, page: string): Promise<PageData> {
  const paths = [...PAGE_DATA_PATHS, ...(PAGE_DATA_BY_PAGE[page] ?? [])];
  const answers = await Promise.all(paths.map((path) => snapshots.json(path)));
  return Object.fromEntries(paths.map((path, at) => [path, answers[at]!]));
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
 * The server's bundle of the app's pages (frontend/src/entry-server.tsx, built into the dot
 * folder dist/.server, which is never handed out): renders a page from the app's components.
 */
const SERVER_ENTRY = join('.server', 'entry-server.js');
interface PageRenderer {
  render(url: string, data: Record<string, unknown> | null, locale: string): Promise<RenderedPage>;
  /**
   * The language of a request: the visitor's remembered choice, else Accept-Language (issue 33).
   * A bundle of an older build has none: its pages are German.
   */
  negotiateLocale?(cookie: string | undefined, acceptLanguage: string | undefined): string;
}
interface RenderedPage {
  status: number;
  head: string;
  html: string;
  /** The <html lang> of the page's language. */
  lang?: string;
  /** The page's own title and description, in place of index.html's (issue 32); plain text. */
  title?: string;
  description?: string | null;
}
/** A page as sent: status, the HTML and its gzip copy. */
interface SentPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
}
/** Rendered pages kept, by path and page data; the oldest goes first. */
const RENDERED_PAGES_KEPT = 100;

/**
 * Serves the built frontend (issue 16, "fast public pages"): a file's brotli or gzip copy from the
 * build when the browser accepts it (Vary: Accept-Encoding), hashed files under /assets cached for
 * a year as immutable, index.html, the service worker and the web manifest revalidated on every
 * visit, other files (logo, icons) for an hour. Source maps, the build's manifest (dist/.vite), the
 * server's bundle (dist/.server) and other dot paths answer 404, as does a missing file under
 * /assets (a chunk of an older build must fail as such, not as HTML); every other non-API GET that
 * is no file answers the page at that path, rendered from the app's components (issue 28; 404 for
 * a path the app does not know). API paths pass straight through to the API's routes.
 */
function serveFrontend(
  app: NestFastifyApplication,
  frontendDir: string,
  pageData: (page: string) => Promise<PageData>,
): void {
  const index = join(frontendDir, 'index.html');
  const logger = app.get(Logger);
  if (!existsSync(index)) {
    logger.warn(`Frontend nicht gebaut (${index} fehlt): nur die API wird ausgeliefert`);
    return;
  }
  // Read once, like the server's bundle, which has to match the build's chunks: a new build of
  // the frontend takes effect when the app restarts.
  const renderer = loadRenderer(frontendDir, logger);
  const pages = renderedPages(
    readFileSync(index, 'utf8'),
    readRouteChunks(frontendDir),
    readCatalogChunks(frontendDir),
    renderer,
    logger,
  );
  // A request no route of the server takes (API, API documentation, SumUp simulator) is for the
  // frontend; unknown API paths stay with the API's own 404.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (!request.is404 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
      const rawPath = pathOf(request);
      if (isApiPath(rawPath)) return;
      const path = safePath(rawPath);
      if (path === null || isHidden(path)) return notFoundText(reply);
      const file = path === '/' ? null : fileIn(frontendDir, path);
      if (file) return sendBuildFile(request, reply, file, path);
      if (path.startsWith(HASHED_ASSETS)) return notFoundText(reply);
      // Without the data the page still renders (with what it shows while loading; the app then
      // asks the API itself), so the page never waits long for it: not while the database is away,
      // not when it is slow.
      const data = pageData(pagePath(path)).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) {
          logger.warn(`index.html ohne Seitendaten: ${(error as Error).message}`);
        }
        return null;
      });
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(resolve, PAGE_DATA_WAIT_MS, null);
      });
      // The path as the browser's router reads it (not decoded), without trailing slashes.
      const url = pagePath(rawPath) + request.url.slice(rawPath.length);
      const found = await Promise.race([data, timeout]).finally(() => clearTimeout(timer));
      const locale = (await renderer)?.negotiateLocale?.(
        request.headers.cookie,
        request.headers['accept-language'],
      );
      return sendPage(request, reply, await pages(url, pagePath(path), found, locale));
    });
}

/** The client route of a path: without trailing slashes ('/' stays). */
function pagePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The chunks each page (client route) loads lazily beyond the entry, from the build's
 * .vite/route-chunks.json (frontend/vite.config.ts); none for an older build without the file.
 */
function readRouteChunks(frontendDir: string): Record<string, string[]> {
  try {
    return JSON.parse(
      readFileSync(join(frontendDir, '.vite', 'route-chunks.json'), 'utf8'),
    ) as Record<string, string[]>;
  } catch {
    return {};
  }
}

/** The chunks of a language's catalogs (issue 33): the shell's, and the features' in one. */
interface CatalogChunks {
  shell: string[];
  features: string[];
}

/**
 * The chunks of each language's catalogs from the build's .vite/catalog-chunks.json
 * (frontend/vite.config.ts); none for an older build without the file.
 */
function readCatalogChunks(frontendDir: string): Record<string, CatalogChunks> {
  try {
    return JSON.parse(
      readFileSync(join(frontendDir, '.vite', 'catalog-chunks.json'), 'utf8'),
    ) as Record<string, CatalogChunks>;
  } catch {
    return {};
  }
}

/** The server's bundle of the pages, or null without one (the app then renders in the browser). */
async function loadRenderer(frontendDir: string, logger: Logger): Promise<PageRenderer | null> {
  const entry = join(frontendDir, SERVER_ENTRY);
  if (!existsSync(entry)) {
    logger.warn(`${entry} fehlt: die Seiten werden erst im Browser gezeichnet`);
    return null;
  }
  try {
    return (await import(pathToFileURL(entry).href)) as PageRenderer;
  } catch (error) {
    logger.error(`${entry} lädt nicht: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The page for `url` (path and query; `page` is its decoded path): index.html with the page
 * rendered by the app's components into #root, its own title and description and, into the
 * head, the page's styles, its chunks and its language's catalogs (fetched with the entry by
 * frontend/public/boot.js) and
 * the public data of its first render as JSON (read by frontend/src/lib/page-data.ts before the app takes the page over; '<' escaped, so
 * no text of the organiser's can end the script element). The same data renders the page: the
 * markup is what the app renders first. A rendered page is kept for the same path and data (the
 * public reads change seldom, and a render costs some milliseconds); pages with a query (an
 * access code's link) are rendered each time and not kept. A page that cannot be rendered is sent
 * without markup, and the app renders it in the browser.
 */
function renderedPages(
  template: string,
  routeChunks: Record<string, string[]>,
  catalogChunks: Record<string, CatalogChunks>,
  renderer: Promise<PageRenderer | null>,
  logger: Logger,
): (
  url: string,
  page: string,
  data: PageData | null,
  locale: string | undefined,
) => Promise<SentPage> {
  const kept = new Map<string, Promise<SentPage>>();

  async function build(
    url: string,
    page: string,
    json: string | null,
    locale: string | undefined,
  ): Promise<SentPage> {
    // The page's chunks, and the catalogs of its language that the app loads before it shows the
    // page: the shell's always, the features' with a page of its own (frontend/src/app/i18n.ts).
    const pageChunks = routeChunks[page] ?? [];
    const catalogs = catalogChunks[locale ?? 'de'];
    const links = [
      ...pageChunks,
      ...(catalogs?.shell ?? []),
      ...(pageChunks.length ? (catalogs?.features ?? []) : []),
    ]
      .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
      .map((file) => `<link data-preload-after-paint href="/${file}">`)
      .join('');
    const script = json
      ? `<script type="application/json" id="${PAGE_DATA_ELEMENT}">${json.replaceAll('<', '\\u003c')}</script>`
      : '';
    let rendered: RenderedPage = { status: 200, head: '', html: '' };
    const pages = await renderer;
    if (pages) {
      try {
        rendered = await pages.render(
          url,
          json ? (JSON.parse(json) as Record<string, unknown>) : null,
          locale ?? 'de',
        );
      } catch (error) {
        logger.warn(`${url} nicht gerendert: ${(error as Error).message}`);
      }
    }
    const { title, description, lang } = rendered;
    const html = Buffer.from(
      template
        .replace(/<html lang="[^"]*"/, (found) =>
          lang ? `<html lang="${escapeHtml(lang)}"` : found,
        )
        .replace(/<title>[^<]*<\/title>/, (found) =>
          title ? `<title>${escapeHtml(title)}</title>` : found,
        )
        .replace(/<meta name="description" content="[^"]*"/, (found) =>
          description ? `<meta name="description" content="${escapeHtml(description)}"` : found,
        )
        .replace('<!--app-head-->', () => `${rendered.head}${links}${script}`)
        .replace('<!--app-html-->', () => rendered.html),
    );
    return { status: rendered.status, html, gzip: gzipSync(html) };
  }

  return (url, page, data, locale) => {
    const json = data
      ? `{${Object.entries(data)
          .map(([path, answer]) => `${JSON.stringify(path)}:${answer}`)
          .join(',')}}`
      : null;
    if (url.includes('?')) return build(url, page, json, locale);
    const key = `${locale}\n${url}\n${json}`;
    let sent = kept.get(key);
    if (!sent) {
      sent = build(url, page, json, locale);
      kept.set(key, sent);
      if (kept.size > RENDERED_PAGES_KEPT) kept.delete(kept.keys().next().value!);
      sent.catch(() => kept.delete(key));
    }
    return sent;
  };
}

/** Text for an element's content or a quoted attribute: the organiser's words stay words. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** Answers the request with `page`; the request goes no further. */
function sendPage(request: HttpRequest, reply: HttpReply, page: SentPage): HttpReply {
  reply.status(page.status);
  reply.header('Cache-Control', 'no-cache');
  // The page's language follows the visitor's choice (a cookie) or the browser's languages.
  reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  reply.type('text/html; charset=utf-8');
  if (acceptsEncoding(request.headers['accept-encoding'], 'gzip')) {
    reply.header('Content-Encoding', 'gzip');
    return reply.send(page.gzip);
  }
  return reply.send(page.html);
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

/** The content types of the files a build has; anything else is sent as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** A build file: its brotli or gzip copy when accepted, 304 when the browser's copy is current. */
function sendBuildFile(
  request: HttpRequest,
  reply: HttpReply,
  file: string,
  path: string,
): HttpReply {
  const immutable = path.startsWith(HASHED_ASSETS);
  reply.header(
    'Cache-Control',
    immutable ? IMMUTABLE : REVALIDATE.has(path) ? 'no-cache' : 'public, max-age=3600',
  );
  reply.header('Vary', 'Accept-Encoding');
  // The type of the original file, not of its .br/.gz copy.
  reply.type(CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  let sent = file;
  const encoding = ENCODINGS.find(
    ({ name, extension }) =>
      acceptsEncoding(request.headers['accept-encoding'], name) && existsSync(file + extension),
  );
  if (encoding) {
    sent = file + encoding.extension;
    reply.header('Content-Encoding', encoding.name);
  }
  const stats = statSync(sent);
  const etag = etagOf(stats);
  reply.header('ETag', etag);
  reply.header('Last-Modified', stats.mtime.toUTCString());
  if (isFresh(request, etag)) return reply.status(304).send();
  reply.header('Content-Length', stats.size);
  // Also to HEAD: the server sends no body to it.
  return reply.send(createReadStream(sent));
}

/** A file's validator from its size and time, as static file servers make it. */
function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
}
