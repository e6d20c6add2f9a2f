import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { HttpReply, HttpRequest } from './http-server.js';
import {
  type CodedMessage,
  codeOfMessage,
  ERROR_CODES,
  type ErrorCode,
  type ErrorParams,
  HTTP_MESSAGES,
} from '@standl/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError } from '../errors/domain-error.js';

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** The message's stable code (docs/decisions.md 341). */
  code: ErrorCode;
  /** The message's parameters, where it has any. */
  params?: ErrorParams;
  /** When `message` joins several (a request's validation messages): each one's code, in order. */
  details?: CodedMessage[];
}

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: HTTP_MESSAGES.badRequest,
  401: HTTP_MESSAGES.unauthorized,
  403: HTTP_MESSAGES.forbidden,
  404: HTTP_MESSAGES.notFound,
  413: HTTP_MESSAGES.payloadTooLarge,
  415: HTTP_MESSAGES.unsupportedMediaType,
  429: HTTP_MESSAGES.tooManyRequests,
  500: HTTP_MESSAGES.internalError,
  503: HTTP_MESSAGES.serviceUnavailable,
};

/** Seconds a client is asked to wait when the database is away (it restarts in a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** While the database is away every request fails: one log line per interval is enough. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

/**
 * Every error leaves the API as `{ statusCode, message, error, code }` with a German message
 * (docs/decisions.md 191) and its code (and `params`, docs/decisions.md 341-348).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');
  private outageLoggedAt = 0;
  private outageUnlogged = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<HttpReply>();
    const request = context.getRequest<HttpRequest>();
    if (isDatabaseUnavailable(exception)) {
      this.logOutage(exception);
      if (response.sent) return;
      response.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      answerJson(
        response,
        HttpStatus.SERVICE_UNAVAILABLE,
        this.shape(errorBody(HttpStatus.SERVICE_UNAVAILABLE, HTTP_MESSAGES.databaseUnavailable)),
      );
      return;
    }
    const body = errorAnswerOf(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: request.originalUrl },
        'Unerwarteter Fehler',
      );
    }
    if (response.sent) return;
    answerJson(response, body.statusCode, this.shape(body));
  }

  /** The body as it leaves; a route-scoped subclass may word it differently. */
  protected shape(body: ApiErrorBody): ApiErrorBody {
    return body;
  }

  private logOutage(exception: unknown): void {
    const now = Date.now();
    if (now - this.outageLoggedAt < OUTAGE_LOG_INTERVAL_MS) {
      this.outageUnlogged += 1;
      return;
    }
    this.logger.warn(
      { reason: (exception as Error).message, answeredSinceLastLine: this.outageUnlogged },
      'Datenbank nicht erreichbar: Anfrage mit 503 beantwortet',
    );
    this.outageLoggedAt = now;
    this.outageUnlogged = 0;
  }
}

/**
 * The error as JSON, whatever the failed answer had set before (a file's type and encoding):
 * the server writes an object as JSON only under a JSON type.
 */
function answerJson(response: HttpReply, status: number, body: ApiErrorBody): void {
  response.removeHeader('Content-Encoding');
  response.removeHeader('Content-Length');
  response.removeHeader('ETag');
  response.status(status).type('application/json; charset=utf-8').send(body);
}

/** The error body the API answers for an exception (503 aside, which `catch` handles first). */
export function errorAnswerOf(exception: unknown, request: HttpRequest): ApiErrorBody {
  if (isDatabaseUnavailable(exception)) {
    return errorBody(HttpStatus.SERVICE_UNAVAILABLE, HTTP_MESSAGES.databaseUnavailable);
  }
  if (exception instanceof DomainError) {
    return errorBody(exception.status, exception.message);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (exception.cause instanceof Error) {
      // The HTTP server fails before our code runs (a body too large, a type it cannot read);
      // its messages are English.
      return errorBody(status, statusMessage(status));
    }
    if (status === HttpStatus.NOT_FOUND && isRouteNotFound(exception)) {
      const path = request.originalUrl.split('?')[0] ?? '';
      return errorBody(status, HTTP_MESSAGES.routeNotFound(request.method, path));
    }
    const messages = germanMessages(exception, status);
    return withCode(errorBody(status, messages), exception.getResponse());
  }
  return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, HTTP_MESSAGES.internalError);
}

/**
 * The body of a German message, or of several joined with '; ' (a request's validation
 * messages, decision 9), each with its code: found by its text, else the status's own.
 */
export function errorBody(statusCode: number, messages: string | readonly string[]): ApiErrorBody {
  const parts = typeof messages === 'string' ? [messages] : messages;
  const coded = parts.map((message) => codedMessage(message, statusCode));
  const [first = codedMessage(statusMessage(statusCode), statusCode)] = coded;
  return {
    statusCode,
    message: parts.join('; '),
    error: statusPhrase(statusCode),
    ...first,
    ...(coded.length > 1 ? { details: coded } : {}),
  };
}

/** A message's code and parameters; a text of no group gets the code of its status's text. */
function codedMessage(message: string, status: number): CodedMessage {
  return (
    codeOfMessage(message) ?? codeOfMessage(statusMessage(status)) ?? { code: 'HTTP_BAD_REQUEST' }
  );
}

/** 'Not Found' for 404: the status phrase in `error`. */
function statusPhrase(status: number): string {
  return (HttpStatus[status] ?? 'ERROR')
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * An exception may name its code itself, `new HttpException({ message, code, params }, status)`;
 * a replayed answer (the idempotency store) does so with the code it had.
 */
function withCode(body: ApiErrorBody, response: string | object): ApiErrorBody {
  const named = typeof response === 'object' ? (response as Partial<ApiErrorBody>) : {};
  if (typeof named.code !== 'string' || !KNOWN_CODES.has(named.code)) return body;
  const { params, details } = named;
  const { statusCode, message, error } = body;
  return {
    statusCode,
    message,
    error,
    code: named.code as ErrorCode,
    ...(params ? { params } : {}),
    ...(details ? { details } : {}),
  };
}

/**
 * Our own code raises German messages; Nest's built-in exceptions carry the English status
 * phrase ('Not Found', 'Unauthorized', ...), which is replaced by the German text.
 */
function germanMessages(exception: HttpException, status: number): string[] {
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const texts = Array.isArray(raw) ? raw : [raw];
  const isEnglishDefault =
    texts.length === 0 ||
    texts.some((text) => typeof text !== 'string' || text === '') ||
    (texts.length === 1 && texts[0] === statusPhrase(status));
  return isEnglishDefault ? [statusMessage(status)] : (texts as string[]);
}

function statusMessage(status: number): string {
  return (
    STATUS_MESSAGES[status] ??
    (status >= 500 ? HTTP_MESSAGES.internalError : HTTP_MESSAGES.badRequest)
  );
}

function isRouteNotFound(exception: HttpException): boolean {
  return /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
}

/**
 * The specification's scanner shows a failed scan's text from the body's `error` field: on its
 * route the German message is there too, instead of the status phrase (docs/decisions.md 166).
 */
@Catch()
export class MessageAsErrorFilter extends ApiExceptionFilter {
  protected override shape(body: ApiErrorBody): ApiErrorBody {
    return { ...body, error: body.message };
  }
}
