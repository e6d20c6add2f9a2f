import { createHash } from 'node:crypto';
import { parse as parseQueryString } from 'node:querystring';
import {
  BadRequestException,
  type HttpException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@standl/contracts';
import type { AppConfig } from '../config/app-config.js';
import { errorBody } from './api-exception.filter.js';

/** A request as the app's HTTP server (Fastify, docs/decisions.md 382) hands it over. */
export type HttpRequest = FastifyRequest;
/** The answer to a request, as the app's HTTP server hands it over. */
export type HttpReply = FastifyReply;

/** The API's routes are under /api; everything else is the frontend's. */
export const API_PREFIX = 'api';

export function isApiPath(path: string): boolean {
  return path === `/${API_PREFIX}` || path.startsWith(`/${API_PREFIX}/`);
}

/** The 404 of a path that is no page and no API route. */
export function notFoundText(reply: HttpReply): HttpReply {
  return reply.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden');
}

/** The largest JSON or form body the API reads; uploads have their own limits. */
const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * The HTTP server the app runs on: Nest on Fastify (docs/decisions.md 382), routing as Express
 * did before it (a trailing slash and the case of a path do not matter), `trust proxy` from the
 * configuration for the client's address behind a load balancer.
 */
export function createHttpAdapter(config: Pick<AppConfig, 'trustProxy'>): FastifyAdapter {
  return new FastifyAdapter({
    trustProxy: proxiesTrusted(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false, maxParamLength: 500 },
    // The app gives its routes no schemas (the validation pipes check every request), so the
    // server's schema compilers, two copies of Ajv and several MB, are never loaded.
    schemaController: {
      compilersFactory: { buildValidator: noSchemas, buildSerializer: noSchemas },
    },
    // A path that is no path (a broken %-escape) is one the server does not have.
    frameworkErrors: (_error: Error, request: HttpRequest, reply: HttpReply) => {
      const path = pathOf(request);
      if (!isApiPath(path)) return notFoundText(reply);
      reply.status(404).send(errorBody(404, HTTP_MESSAGES.routeNotFound(request.method, path)));
    },
  });
}

/**
 * `TRUST_PROXY` as the server takes it. A number is the count of proxies in front of the app
 * (docker/compose.yaml: 1, nginx): the client is the address the nearest of them saw. Fastify
 * itself trusts no hop count, so the count is a function here.
 */
function proxiesTrusted(
  setting: AppConfig['trustProxy'],
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

function noSchemas(): () => never {
  return () => {
    throw new Error(
      'Routen-Schemas werden nicht verwendet: Anfragen prüfen die Validierungs-Pipes',
    );
  };
}

/** A request's path without its query, as sent (not decoded). */
export function pathOf(request: Pick<HttpRequest, 'url'>): string {
  const query = request.url.indexOf('?');
  return query < 0 ? request.url : request.url.slice(0, query);
}

/** One request header as text (Node joins a repeated header with ', '). */
export function headerOf(request: Pick<HttpRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Whether an Accept-Encoding header accepts `encoding` (a q of 0 refuses it, '*' accepts). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  let wildcard = false;
  for (const part of header?.split(',') ?? []) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** Whether the client's copy (If-None-Match) is the answer's ETag: it may be answered with 304. */
export function isFresh(request: Pick<HttpRequest, 'headers'>, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(request.headers['cache-control'] ?? ''))
    return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}

/**
 * The server's `onSend` hook: a read's answer (GET, 2xx) gets a weak ETag of its body unless it
 * has its own (a plan image), and a repeated read whose copy is current gets 304 without the
 * body. (A public snapshot and a frontend file answer 304 themselves, before they are read.)
 */
export function tagReads(
  request: HttpRequest,
  reply: HttpReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  const read = request.method === 'GET' || request.method === 'HEAD';
  const text = typeof payload === 'string';
  if (!read || reply.statusCode >= 300 || (!text && !(payload instanceof Buffer))) {
    return done(null, payload);
  }
  let etag = reply.getHeader('etag');
  if (typeof etag !== 'string') {
    const length = text ? Buffer.byteLength(payload) : payload.length;
    const hash = createHash('sha1').update(payload).digest('base64').slice(0, 27);
    etag = `W/"${length.toString(16)}-${hash}"`;
    reply.header('ETag', etag);
  }
  if (!isFresh(request, etag)) return done(null, payload);
  reply.status(304);
  done(null, '');
}

/** A body's declared charset must be UTF-8 (or none); the API reads no other. */
function assertUtf8(request: HttpRequest): void {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(
    request.headers['content-type'] ?? '',
  )?.[1];
  if (charset !== undefined && charset.toLowerCase() !== 'utf-8') {
    throw new UnsupportedMediaTypeException();
  }
}

/**
 * The reader of JSON bodies: UTF-8, an object or an array at the top (a bare value is no request
 * body), an empty body read as `{}`; anything else is 400 with the German message.
 */
// async: the server hands a reader's value on only as a promise's.
export async function parseJsonBody(request: HttpRequest, body: Buffer): Promise<unknown> {
  assertUtf8(request);
  const text = body.toString('utf8');
  if (text.trim() === '') return {};
  if (!/^\s*[{[]/.test(text)) throw new BadRequestException(HTTP_MESSAGES.invalidJson);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequestException(HTTP_MESSAGES.invalidJson);
  }
}

/** The reader of form bodies (the SumUp simulator's payment page): UTF-8 name=value pairs. */
export async function parseFormBody(request: HttpRequest, body: Buffer): Promise<unknown> {
  assertUtf8(request);
  return { ...parseQueryString(body.toString('utf8')) };
}

/**
 * Whether an error is the upload reader's refusal of a form (another field, too many parts, a
 * broken body): its messages are English and change between releases, so each upload route
 * answers its own German message for them.
 */
export function isUploadRefusal(error: HttpException): boolean {
  return (
    error.getStatus() === 400 &&
    /^(Multipart: |Unexpected file field|Too many |Field name|Field value|Invalid field name|JSON field values)/.test(
      error.message,
    )
  );
}
