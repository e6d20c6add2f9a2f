/**
 * The parts of an OpenAPI 3.0 document the fuzzer reads, and its conversion to JSON Schema
 * (draft-07, for ajv): `nullable` becomes a union with null, `$ref`s point at the components
 * registered once with ajv, and object schemas are closed (additionalProperties: false unless
 * the schema says otherwise), so a field the document does not name fails the validation.
 */
import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  items?: SchemaObject;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  not?: SchemaObject;
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  description?: string;
  [key: string]: unknown;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content?: Record<string, MediaTypeObject> };
  responses: Record<string, ResponseObject>;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One operation of the document with what the fuzzer needs at hand. */
export interface Operation {
  id: string;
  method: string;
  path: string;
  pathParameters: ParameterObject[];
  queryParameters: ParameterObject[];
  /** The JSON request body schema, when the operation takes one. */
  body?: { schema: SchemaObject; required: boolean; mediaType: string };
  responses: Record<string, ResponseObject>;
  security: string[];
}

export function loadDocument(file: string): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const mediaType = Object.keys(content).find((type) => isJsonMediaType(type));
      operations.push({
        id: operation.operationId ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: parameters.filter((p) => p.in === 'path'),
        queryParameters: parameters.filter((p) => p.in === 'query'),
        body: mediaType
          ? {
              schema: content[mediaType]!.schema ?? {},
              required: operation.requestBody?.required ?? false,
              mediaType,
            }
          : undefined,
        responses: operation.responses ?? {},
        security: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
      });
    }
  }
  return operations;
}

/** `application/json; charset=utf-8` → `application/json` (media types compare without parameters). */
export function mediaTypeOf(contentType: string | null | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

export function isJsonMediaType(type: string): boolean {
  const media = mediaTypeOf(type) ?? '';
  return media === 'application/json' || media.endsWith('+json');
}

/** Whether a documented media type (maybe with wildcards, `*\/*`, `application/*`) covers one sent. */
export function mediaTypeMatches(documented: string, actual: string): boolean {
  const [documentedType, documentedSub] = (mediaTypeOf(documented) ?? '').split('/');
  const [actualType, actualSub] = (mediaTypeOf(actual) ?? '').split('/');
  return (
    (documentedType === '*' || documentedType === actualType) &&
    (documentedSub === '*' || documentedSub === actualSub)
  );
}

/** The documented response for a status: exact, then `4XX`-style ranges, then `default`. */
export function documentedResponse(
  operation: Pick<Operation, 'responses'>,
  status: number,
): { key: string; response: ResponseObject } | undefined {
  for (const key of [
    String(status),
    `${String(status)[0]}XX`,
    `${String(status)[0]}xx`,
    'default',
  ]) {
    const response = operation.responses[key];
    if (response) return { key, response };
  }
  return undefined;
}

export const COMPONENTS_ID = 'https://standl.invalid/openapi/components';
const COMPONENT_PREFIX = '#/components/schemas/';

export function componentName(ref: string): string {
  if (!ref.startsWith(COMPONENT_PREFIX)) throw new Error(`Nicht unterstützter $ref: ${ref}`);
  return decodeURIComponent(ref.slice(COMPONENT_PREFIX.length));
}

/** The schema a `$ref` names (one level). */
export function resolveRef(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const target = document.components?.schemas?.[componentName(current.$ref)];
    if (!target) throw new Error(`Unbekannter $ref: ${current.$ref}`);
    current = target;
  }
  return current;
}

/** Keywords of OpenAPI 3.0 that JSON Schema does not know (or that do not constrain a value). */
const ANNOTATIONS = [
  'nullable',
  'example',
  'examples',
  'description',
  'title',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  'xml',
  'externalDocs',
  'discriminator',
];

export interface ConversionOptions {
  /** Object schemas without an `additionalProperties` of their own refuse unknown fields. */
  closed: boolean;
}

/**
 * OpenAPI 3.0 schema → JSON Schema draft-07. `$ref`s to components become references into the
 * components schema registered under {@link COMPONENTS_ID}.
 */
export function toJsonSchema(
  schema: SchemaObject,
  options: ConversionOptions = { closed: true },
): Record<string, unknown> {
  if (schema.$ref) {
    // Siblings of $ref are ignored in OpenAPI 3.0 (except `nullable`, which Nest's generator
    // only emits next to allOf, handled below).
    return {
      $ref: `${COMPONENTS_ID}#/definitions/${encodeURIComponent(componentName(schema.$ref))}`,
    };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.includes(key)) continue;
    switch (key) {
      case 'properties':
        out.properties = Object.fromEntries(
          Object.entries(value as Record<string, SchemaObject>).map(([name, property]) => [
            name,
            toJsonSchema(property, options),
          ]),
        );
        break;
      case 'items':
      case 'not':
        out[key] = toJsonSchema(value as SchemaObject, options);
        break;
      case 'additionalProperties':
        out[key] =
          typeof value === 'boolean' ? value : toJsonSchema(value as SchemaObject, options);
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf':
        out[key] = (value as SchemaObject[]).map((item) => toJsonSchema(item, options));
        break;
      case 'exclusiveMinimum':
      case 'exclusiveMaximum': {
        // 3.0: a boolean modifying minimum/maximum; draft-07: the bound itself.
        const bound = key === 'exclusiveMinimum' ? schema.minimum : schema.maximum;
        if (value === true && bound !== undefined) out[key] = bound;
        else if (typeof value === 'number') out[key] = value;
        break;
      }
      default:
        out[key] = value;
    }
  }
  if (out.exclusiveMinimum !== undefined) delete out.minimum;
  if (out.exclusiveMaximum !== undefined) delete out.maximum;
  const isObject = schema.type === 'object' || (schema.type === undefined && !!schema.properties);
  const composed = !!(schema.allOf || schema.anyOf || schema.oneOf);
  if (
    options.closed &&
    isObject &&
    schema.properties &&
    !composed &&
    !('additionalProperties' in schema)
  ) {
    out.additionalProperties = false;
  }
  if (schema.nullable) {
    const simple = typeof out.type === 'string' && !out.enum && !composed;
    if (simple) out.type = [out.type as string, 'null'];
    else return { anyOf: [out, { type: 'null' }] };
  }
  return out;
}

export interface ResponseValidator {
  /** Validates a value against a documented (OpenAPI) schema; null when it matches. */
  validate(schema: SchemaObject, value: unknown): ErrorObject[] | null;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** One ajv instance with every component schema registered; compiled validators are cached. */
export function createValidator(
  document: OpenApiDocument,
  options: ConversionOptions = { closed: true },
): ResponseValidator {
  const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  const definitions = Object.fromEntries(
    Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [
      encodeURIComponent(name),
      toJsonSchema(schema, options),
    ]),
  );
  ajv.addSchema({ $id: COMPONENTS_ID, definitions });
  const cache = new Map<string, ValidateFunction>();
  return {
    validate(schema, value) {
      const converted = toJsonSchema(schema, options);
      const key = JSON.stringify(converted);
      let validate = cache.get(key);
      if (!validate) {
        validate = ajv.compile(converted);
        cache.set(key, validate);
      }
      return validate(value) ? null : (validate.errors ?? []);
    },
  };
}

export function describeAjvErrors(errors: ErrorObject[]): string {
  return errors
    .slice(0, 5)
    .map((error) => {
      const where = error.instancePath || '(Wurzel)';
      const extra =
        error.keyword === 'additionalProperties'
          ? ` '${(error.params as { additionalProperty: string }).additionalProperty}'`
          : error.keyword === 'enum'
            ? ` ${JSON.stringify((error.params as { allowedValues: unknown[] }).allowedValues)}`
            : '';
      return `${where} ${error.message ?? error.keyword}${extra}`;
    })
    .join('; ')
    .concat(errors.length > 5 ? ` (+${errors.length - 5} weitere)` : '');
}
