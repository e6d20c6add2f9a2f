import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';

/** The one error body of the API (DECISIONS 23), as the exception filter writes it. */
export class ApiErrorDto {
  @ApiProperty({ example: 404, minimum: 400, maximum: 599 })
  statusCode!: number;

  @ApiProperty({ description: 'Deutsche Meldung für den Menschen vor dem Bildschirm' })
  message!: string;

  @ApiProperty({ example: 'Not Found', description: 'Englische Statusbezeichnung' })
  error!: string;
}

export const API_ERROR_SCHEMA = ApiErrorDto.name;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

const DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Ungültige Eingabe oder Regel verletzt; die Meldung nennt den Grund',
  401: 'Nicht angemeldet oder Sitzung abgelaufen',
  403: 'Keine Berechtigung für diese Daten oder Aktion',
  404: 'Nicht gefunden',
  409: 'Widerspricht dem aktuellen Stand (z. B. bereits vergeben oder erledigt)',
  413: 'Anfrageinhalt größer als erlaubt',
  415: 'Nicht unterstützter Inhaltstyp oder Zeichensatz',
  429: 'Zu viele Anfragen von dieser Adresse; Retry-After nennt die Wartezeit in Sekunden',
  502: 'Der Zahlungsdienst hat nicht geantwortet',
  503: 'Datenbank vorübergehend nicht erreichbar',
};

/** Every request can meet these, whatever the route: body parser, rate limit, database. */
const EVERY_OPERATION: ErrorStatus[] = [400, 413, 415, 429, 503];

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
  parameters?: Array<{ in: string }>;
  responses: Record<string, ResponseObject>;
}

/**
 * Adds to every operation the error answers that do not depend on the route (a status a route
 * declares itself is kept), so no operation forgets them. Runs once on the generated document.
 */
export function documentCommonErrors(document: OpenAPIObject): OpenAPIObject {
  const errorContent = {
    'application/json': { schema: { $ref: `#/components/schemas/${API_ERROR_SCHEMA}` } },
  };
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of Object.values(pathItem) as OperationObject[]) {
      if (!operation?.responses) continue;
      const hasPathParameter = (operation.parameters ?? []).some((p) => p.in === 'path');
      const statuses = hasPathParameter ? [...EVERY_OPERATION, 404] : EVERY_OPERATION;
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
