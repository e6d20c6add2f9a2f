/**
 * The four checks every answer goes through, as Schemathesis names them: no server error, the
 * status is documented, the content type is documented for that status, the body matches the
 * documented schema (ajv on the converted OpenAPI schema, objects closed).
 */
import {
  describeAjvErrors,
  documentedResponse,
  isJsonMediaType,
  mediaTypeMatches,
  mediaTypeOf,
  type Operation,
  type ResponseValidator,
} from './openapi.js';

export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
] as const;

export type CheckName = (typeof CHECKS)[number];

export interface Answer {
  /** 0: no answer (connection refused or reset, timeout). */
  status: number;
  contentType: string | null;
  text: string;
  bytes: number;
  ms: number;
  error?: string;
}

export interface CheckFailure {
  check: CheckName;
  message: string;
}

function documentedStatuses(operation: Operation): string {
  return Object.keys(operation.responses).sort().join(', ') || '(keine)';
}

export function checkAnswer(
  operation: Operation,
  answer: Answer,
  validator: ResponseValidator,
  stats: { validatedBodies: number } = { validatedBodies: 0 },
): CheckFailure[] {
  if (answer.status === 0) {
    return [
      { check: 'not_a_server_error', message: `keine Antwort: ${answer.error ?? 'unbekannt'}` },
    ];
  }
  if (answer.status >= 500) {
    return [{ check: 'not_a_server_error', message: `Serverfehler ${answer.status}` }];
  }
  const documented = documentedResponse(operation, answer.status);
  if (!documented) {
    return [
      {
        check: 'status_code_conformance',
        message: `Status ${answer.status} nicht dokumentiert (dokumentiert: ${documentedStatuses(operation)})`,
      },
    ];
  }
  const content = documented.response.content ?? {};
  const documentedTypes = Object.keys(content);
  if (answer.status === 204 || answer.status === 304) {
    return answer.bytes > 0
      ? [
          {
            check: 'content_type_conformance',
            message: `${answer.status} mit Body (${answer.bytes} Bytes)`,
          },
        ]
      : [];
  }
  const actual = mediaTypeOf(answer.contentType);
  if (answer.bytes === 0) {
    const withSchema = documentedTypes.filter((type) => content[type]?.schema);
    return withSchema.length
      ? [
          {
            check: 'response_schema_conformance',
            message: `leerer Body, dokumentiert ist ${withSchema.join(', ')} mit Schema`,
          },
        ]
      : [];
  }
  if (!actual) {
    return [{ check: 'content_type_conformance', message: 'Body ohne Content-Type' }];
  }
  if (documentedTypes.length === 0) {
    return [
      {
        check: 'content_type_conformance',
        message: `Antwort mit Body (${actual}), für ${documented.key} ist kein Inhalt dokumentiert`,
      },
    ];
  }
  const matching = documentedTypes.find((type) => mediaTypeMatches(type, actual));
  if (!matching) {
    return [
      {
        check: 'content_type_conformance',
        message: `Content-Type ${actual} nicht dokumentiert (dokumentiert: ${documentedTypes.join(', ')})`,
      },
    ];
  }
  const schema = content[matching]?.schema;
  if (!schema || !isJsonMediaType(actual)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    return [{ check: 'response_schema_conformance', message: 'Body ist kein gültiges JSON' }];
  }
  stats.validatedBodies += 1;
  const errors = validator.validate(schema, parsed);
  return errors
    ? [{ check: 'response_schema_conformance', message: describeAjvErrors(errors) }]
    : [];
}
