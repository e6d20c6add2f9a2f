import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { HTTP_MESSAGES } from '@standl/contracts';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { DomainError } from '../errors/domain-error.js';

export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
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

/** What the body parser attaches to its errors. */
interface BodyParserError {
  type: string;
}

/** Seconds a client is asked to wait when the database is away (it restarts in a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** While the database is away every request fails: one log line per interval is enough. */
const OUTAGE_LOG_INTERVAL_MS = 5_000;

/**
 * Every error leaves the API as `{ statusCode, message, error }` with a German message
 * (docs/decisions.md 191).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');
  private outageLoggedAt = 0;
  private outageUnlogged = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const response = context.getResponse<Response>();
    const request = context.getRequest<Request>();
    if (isDatabaseUnavailable(exception)) {
      this.logOutage(exception);
      if (response.headersSent) return;
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      response
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .json(
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
    if (response.headersSent) return;
    response.status(body.statusCode).json(this.shape(body));
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

/** The error body the API answers for an exception (503 aside, which `catch` handles first). */
export function errorAnswerOf(exception: unknown, request: Request): ApiErrorBody {
  if (isDatabaseUnavailable(exception)) {
    return errorBody(HttpStatus.SERVICE_UNAVAILABLE, HTTP_MESSAGES.databaseUnavailable);
  }
  if (exception instanceof DomainError) {
    return errorBody(exception.status, exception.message);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (exception.cause instanceof Error) {
      // Express and the body parser fail before our code runs; their messages are English.
      const invalidJson =
        (exception.cause as Partial<BodyParserError>).type === 'entity.parse.failed';
      return errorBody(status, invalidJson ? HTTP_MESSAGES.invalidJson : statusMessage(status));
    }
    if (status === HttpStatus.NOT_FOUND && isRouteNotFound(exception)) {
      const path = request.originalUrl.split('?')[0];
      return errorBody(status, `${HTTP_MESSAGES.notFound} (${request.method} ${path})`);
    }
    return errorBody(status, germanMessage(exception, status));
  }
  return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, HTTP_MESSAGES.internalError);
}

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  const error = (HttpStatus[statusCode] ?? 'ERROR')
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { statusCode, message, error };
}

/**
 * Our own code raises German messages; Nest's built-in exceptions carry the English status
 * phrase ('Not Found', 'Unauthorized', ...), which is replaced by the German text.
 */
function germanMessage(exception: HttpException, status: number): string {
  const response = exception.getResponse();
  const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  const text = Array.isArray(raw) ? raw.join('; ') : raw;
  const isEnglishDefault =
    typeof text !== 'string' || text === '' || text === errorBody(status, '').error;
  return isEnglishDefault ? statusMessage(status) : text;
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
