import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import {
  ERROR_CODES,
  type ErrorCode,
  errorCodeParameters,
  type ErrorParams,
} from '@standl/contracts';
import { NO_RATE_LIMIT_EXTENSION } from '../rate-limit/rate-limit.guard.js';

/** The codes of the messages with parameters and their names, as the document lists them. */
const PARAMETERISED_CODES = Object.entries(errorCodeParameters())
  .map(([code, names]) => `${code} (${names.join(', ')})`)
  .sort()
  .join('; ');

/** `code` of the error body (docs/decisions.md 341): one schema, the list of every code. */
const CODE_PROPERTY = {
  enum: ERROR_CODES,
  enumName: 'ApiErrorCode',
  description:
    'Stabiler Code der Meldung, zum Übersetzen im Client: Gruppe und Schlüssel der deutschen Meldung (VENDOR_MESSAGES.boothUnavailable → VENDOR_BOOTH_UNAVAILABLE). Eine Meldung ohne eigenen Code trägt den ihres Status (z. B. HTTP_BAD_REQUEST).',
};

/** `params` of the error body (docs/decisions.md 342). */
const PARAMS_PROPERTY = {
  type: 'object',
  additionalProperties: { type: 'string' },
  description: `Die Parameter einer Meldung mit Platzhaltern, benannt wie in libs/contracts, als Text wie in der deutschen Meldung. Codes mit Parametern: ${PARAMETERISED_CODES}`,
} as const;

/** One message of several (a request's validation messages): its code and parameters. */
export class ApiErrorDetailDto {
  @ApiProperty(CODE_PROPERTY)
  code!: ErrorCode;

  @ApiPropertyOptional(PARAMS_PROPERTY)
  params?: ErrorParams;
}

/** The one error body of the API (docs/decisions.md 191), as the exception filter writes it. */
export class ApiErrorDto {
  @ApiProperty({ example: 404, minimum: 400, maximum: 599 })
  statusCode!: number;

  @ApiProperty({ description: 'Deutsche Meldung für den Menschen vor dem Bildschirm' })
  message!: string;

  @ApiProperty({ example: 'Not Found', description: 'Englische Statusbezeichnung' })
  error!: string;

  @ApiProperty({ ...CODE_PROPERTY, example: 'VENDOR_BOOTH_UNAVAILABLE' })
  code!: ErrorCode;

  @ApiPropertyOptional({ ...PARAMS_PROPERTY, example: { time: '14:05' } })
  params?: ErrorParams;

  @ApiPropertyOptional({
    type: () => ApiErrorDetailDto,
    isArray: true,
    description:
      'Nur wenn message mehrere Meldungen mit „; “ verbindet (Prüfung der Eingabe): jede mit ihrem Code, in derselben Reihenfolge; code und params sind die der ersten.',
  })
  details?: ApiErrorDetailDto[];
}

export const API_ERROR_SCHEMA = ApiErrorDto.name;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Ungültige Eingabe oder Regel verletzt; die Meldung nennt den Grund',
  401: 'Nicht angemeldet oder Sitzung abgelaufen',
  403: 'Keine Berechtigung für diese Daten oder Aktion',
  404: 'Nicht gefunden',
  409: 'Widerspricht dem aktuellen Stand (z. B. bereits vergeben oder erledigt)',
  410: 'Nicht mehr gültig (z. B. ein abgelaufener Link)',
  413: 'Anfrageinhalt größer als erlaubt',
  415: 'Nicht unterstützter Inhaltstyp oder Zeichensatz',
  422: 'Idempotency-Key bereits für eine Anfrage mit anderem Inhalt verwendet',
  429: 'Zu viele Anfragen von dieser Adresse; Retry-After nennt die Wartezeit in Sekunden',
  502: 'Der Zahlungsdienst hat nicht geantwortet',
  503: 'Datenbank vorübergehend nicht erreichbar',
};

/**
 * Every request can meet these, whatever the route: body parser, rate limit (not on a route
 * marked `@NoRateLimit()`), database.
 */
const EVERY_OPERATION: ErrorStatus[] = [400, 413, 415, 429, 503];
/** A state-changing request with an Idempotency-Key can also meet these (still running, reused). */
const IDEMPOTENT_OPERATION: ErrorStatus[] = [409, 422];
const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

/** The header of every state-changing operation (IdempotencyInterceptor). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Kennung der Aktion (z. B. eine UUID; neu je Aktion, gleich bei jeder Wiederholung): eine Wiederholung mit demselben Schlüssel und Inhalt bucht nichts erneut und erhält die Antwort der ersten (mit der Kopfzeile Idempotent-Replayed); läuft die erste noch, nach einigen Sekunden 409; derselbe Schlüssel mit anderem Inhalt 422. Ein Schlüssel gilt 24 Stunden für denselben Aufrufer, dieselbe Methode und denselben Pfad.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
};

type ErrorSpec = ErrorStatus | { status: ErrorStatus; description: string };

/**
 * Documents error answers of a route or controller with the one error schema. Statuses every
 * operation can answer (400, 413, 415, 429, 503) and 404 for routes with path parameters are
 * added to the whole document by {@link documentCommonErrors}; list here what a route adds.
 */
export function ApiErrors(...specs: ErrorSpec[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...specs.map((spec) => {
      const { status, description } =
        typeof spec === 'number' ? { status: spec, description: DESCRIPTIONS[spec] } : spec;
      return ApiResponse({ status, description, type: ApiErrorDto });
    }),
  );
}

interface ResponseObject {
  description: string;
  content?: Record<string, { schema: { $ref: string } }>;
}

interface OperationObject {
  parameters?: Array<{ in: string; name?: string }>;
  responses: Record<string, ResponseObject>;
  [NO_RATE_LIMIT_EXTENSION]?: 'none';
}

/**
 * Adds to every operation the error answers that do not depend on the route (a status a route
 * declares itself is kept), so no operation forgets them, and to every state-changing operation
 * the Idempotency-Key header. An operation marked `x-rate-limit: none` (`@NoRateLimit()`) gets no
 * 429. Runs once on the generated document.
 */
export function documentCommonErrors(document: OpenAPIObject): OpenAPIObject {
  const errorContent = {
    'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA}` } },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(pathItem) as [string, OperationObject][]) {
      if (!operation?.responses) continue;
      const hasPathParameter = (operation.parameters ?? []).some((p) => p.in === 'path');
      const unlimited = operation[NO_RATE_LIMIT_EXTENSION] === 'none';
      const statuses = [
        ...EVERY_OPERATION.filter((status) => !(unlimited && status === 429)),
        ...(hasPathParameter ? [404 as const] : []),
      ];
      if (STATE_CHANGING.has(method)) {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
        statuses.push(...IDEMPOTENT_OPERATION);
      }
      for (const status of statuses) {
        operation.responses[status] ??= {
          description: DESCRIPTIONS[status as ErrorStatus],
          content: errorContent,
        };
      }
    }
  }
  return document;
}
