/**
 * Request cases for one operation and identity: valid requests built from the schemas (with
 * harvested real ids mixed in), boundary requests (one parameter or field on or beyond an edge)
 * and invalid ones (missing or mistyped fields, unknown fields, broken JSON, wrong content type,
 * oversized bodies, forged credentials). Everything is drawn with fast-check from one seed.
 */
import fc from 'fast-check';
import {
  boundaryValues,
  type GenerationContext,
  resolveSchema,
  schemaType,
  valueArbitrary,
  withHint,
  wrongTypeValues,
} from './arbitraries.js';
import type { OpenApiDocument, Operation, ParameterObject, SchemaObject } from './openapi.js';

export type Identity = 'anonym' | 'organisator' | 'haendler';
export type CaseKind = 'gültig' | 'Grenzwert' | 'ungültig' | 'Rate-Limit';

export interface FuzzCase {
  operation: Operation;
  identity: Identity;
  kind: CaseKind;
  /** What was done to the request, e.g. `body.name: maxLength+1 (201)`. */
  label: string;
  method: string;
  /** Path with encoded parameters and query string. */
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface CaseContext {
  document: OpenApiDocument;
  identity: Identity;
  /** Authorization / Cookie of the identity. */
  identityHeaders: Record<string, string>;
  /** Harvested values for a pool name (vendor, booth, …), already fitted to identity and operation. */
  pool(name: string): readonly unknown[];
  /** Which pool feeds a property (`vendorId`, `Component.property`, `vendorIds[]`) or a path parameter. */
  propertyPools: Record<string, string>;
  pathPools: [RegExp, string][];
  /** Credentials that look real but are not (forged cookie, tampered token), with a label. */
  forgedCredentials: LabelledHeaders[];
}

export interface LabelledHeaders {
  label: string;
  headers: Record<string, string>;
}

/** The parts a case is assembled from; mutations change one of them. */
interface Parts {
  path: Record<string, string>;
  /** Path parameters sent as they are (already percent-encoded, possibly wrongly). */
  rawPath: Record<string, string>;
  query: Record<string, unknown>;
  extraQuery: [string, string][];
  body: unknown;
  /** A body sent as these bytes instead of JSON.stringify(body). */
  rawBody?: string | Uint8Array;
  /** null: no Content-Type header. */
  contentType?: string | null;
  headers?: Record<string, string>;
  xff: string;
}

interface Mutation {
  label: string;
  apply(parts: Parts): Parts;
}

/** A place in the request with the values to try there. */
interface Location {
  mutations: Mutation[];
}

const BODY_LIMIT_BYTES = 100 * 1024;

const PATH_BOUNDARIES: string[] = [
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  'null',
  'undefined',
  'x'.repeat(1000),
  'ä',
  '🎄',
  ' ',
  '%',
  '\u0000',
  "' OR '1'='1",
  '00000000-0000-0000-0000-000000000000',
  '../admin',
  'a/b',
];

/** Percent-encodings that do not decode. */
const RAW_PATH_BOUNDARIES = ['%E0%A4%A', '%', '%zz'];

export function pathPoolFor(context: CaseContext, operation: Operation): string | undefined {
  return context.pathPools.find(([pattern]) => pattern.test(operation.path))?.[1];
}

function generationContext(context: CaseContext): GenerationContext {
  return {
    document: context.document,
    hint: (keys) => {
      for (const key of keys) {
        const pool = context.propertyPools[key];
        if (pool) return context.pool(pool);
      }
      return undefined;
    },
  };
}

function pathArbitrary(
  parameter: ParameterObject,
  operation: Operation,
  context: CaseContext,
  generation: GenerationContext,
): fc.Arbitrary<string> {
  const generated = valueArbitrary(parameter.schema ?? { type: 'string' }, generation).map(String);
  const poolName = pathPoolFor(context, operation);
  const known = poolName ? context.pool(poolName).map(String) : [];
  const arbitrary = known.length
    ? fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...known) },
        { weight: 1, arbitrary: generated },
      )
    : generated;
  // An empty segment or a dot segment would address another route, not this one.
  return arbitrary.map((value) =>
    value === '' || value === '.' || value === '..' ? `${value}x` : value,
  );
}

function queryArbitrary(
  operation: Operation,
  generation: GenerationContext,
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    operation.queryParameters.map((parameter) => [
      parameter.name,
      withHint(
        valueArbitrary(parameter.schema ?? { type: 'string' }, generation),
        generation,
        undefined,
        parameter.name,
      ).filter((value) => value !== null),
    ]),
  );
  const required = operation.queryParameters.filter((p) => p.required).map((p) => p.name);
  return fc.record(model, { requiredKeys: required, noNullPrototype: true });
}

function partsArbitrary(operation: Operation, context: CaseContext): fc.Arbitrary<Parts> {
  const generation = generationContext(context);
  const path = fc.record(
    Object.fromEntries(
      operation.pathParameters.map((parameter) => [
        parameter.name,
        pathArbitrary(parameter, operation, context, generation),
      ]),
    ),
    { noNullPrototype: true },
  );
  const body = operation.body
    ? valueArbitrary(operation.body.schema, generation)
    : fc.constant(undefined);
  const xff = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 1, max: 254 }),
    )
    .map(([a, b, c]) => `10.${a}.${b}.${c}`);
  return fc
    .record({ path, query: queryArbitrary(operation, generation), body, xff })
    .map(({ path, query, body, xff }) => ({ path, rawPath: {}, query, extraQuery: [], body, xff }));
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Sets a value deep inside a JSON value, creating objects and arrays on the way. */
export function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = clone(root);
  const container = (copy !== null && typeof copy === 'object' ? copy : {}) as Record<
    string,
    unknown
  >;
  let current: Record<string, unknown> = container;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const next = current[key];
    if (next === null || typeof next !== 'object') {
      current[key] = typeof path[i + 1] === 'number' ? [] : {};
    }
    current = current[key] as Record<string, unknown>;
  }
  current[path[path.length - 1]!] = value;
  return container;
}

export function deleteAt(root: unknown, path: (string | number)[]): unknown {
  const copy = clone(root) as Record<string, unknown> | null;
  let current = copy;
  for (let i = 0; i < path.length - 1 && current; i++) {
    const next = current[path[i]!];
    current = next !== null && typeof next === 'object' ? (next as Record<string, unknown>) : null;
  }
  if (current) delete current[path[path.length - 1]!];
  return copy;
}

interface Field {
  path: (string | number)[];
  schema: SchemaObject;
  required: boolean;
}

/** Every field of a body schema down to two levels (array items as index 0). */
export function fieldsOf(
  schema: SchemaObject,
  document: OpenApiDocument,
  prefix: (string | number)[] = [],
  depth = 0,
): Field[] {
  const { schema: resolved } = resolveSchema(document, schema);
  const type = schemaType(resolved);
  if (type === 'array' && resolved.items && depth < 3) {
    return fieldsOf(resolved.items, document, [...prefix, 0], depth + 1);
  }
  if (type !== 'object' || !resolved.properties) return [];
  const fields: Field[] = [];
  for (const [name, property] of Object.entries(resolved.properties)) {
    const path = [...prefix, name];
    fields.push({ path, schema: property, required: (resolved.required ?? []).includes(name) });
    if (depth < 2) fields.push(...fieldsOf(property, document, path, depth + 1));
  }
  return fields;
}

function dotted(path: (string | number)[]): string {
  return ['body', ...path].map(String).join('.');
}

function shown(value: unknown): string {
  if (typeof value === 'string' && value.length > 40)
    return `"${value.slice(0, 12)}…" (${value.length} Zeichen)`;
  if (Array.isArray(value) && value.length > 5) return `Array mit ${value.length} Einträgen`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function boundaryLocations(operation: Operation, context: CaseContext): Location[] {
  const generation = generationContext(context);
  const locations: Location[] = [];
  for (const parameter of operation.pathParameters) {
    const poolName = pathPoolFor(context, operation);
    const known = poolName ? context.pool(poolName).map(String) : [];
    const fromSchema = boundaryValues(parameter.schema ?? { type: 'string' }, generation)
      .filter(({ value }) => value !== null && value !== '')
      .map(({ value }) => String(value));
    const values = [
      ...new Set([
        ...PATH_BOUNDARIES,
        ...fromSchema.filter((value) => value.length <= 2000),
        ...known.slice(0, 1).flatMap((id) => [id.toUpperCase(), `${id} `, `${id}x`]),
      ]),
    ];
    locations.push({
      mutations: [
        ...values.map((value) => ({
          label: `Pfad ${parameter.name} = ${shown(value)}`,
          apply: (parts: Parts) => ({ ...parts, path: { ...parts.path, [parameter.name]: value } }),
        })),
        ...RAW_PATH_BOUNDARIES.map((raw) => ({
          label: `Pfad ${parameter.name} roh = ${raw}`,
          apply: (parts: Parts) => ({
            ...parts,
            rawPath: { ...parts.rawPath, [parameter.name]: raw },
          }),
        })),
      ],
    });
  }
  for (const parameter of operation.queryParameters) {
    const values = boundaryValues(parameter.schema ?? { type: 'string' }, generation).filter(
      ({ value }) => value !== null,
    );
    locations.push({
      mutations: values.map(({ label, value }) => ({
        label: `Query ${parameter.name}: ${label}`,
        apply: (parts) => ({ ...parts, query: { ...parts.query, [parameter.name]: value } }),
      })),
    });
  }
  if (operation.body) {
    const whole = boundaryValues(operation.body.schema, generation).filter(
      ({ value }) => value !== null,
    );
    if (whole.length) {
      locations.push({
        mutations: whole.map(({ label, value }) => ({
          label: `body: ${label}`,
          apply: (parts) => ({ ...parts, body: value }),
        })),
      });
    }
    for (const field of fieldsOf(operation.body.schema, context.document)) {
      locations.push({
        mutations: boundaryValues(field.schema, generation).map(({ label, value }) => ({
          label: `${dotted(field.path)}: ${label}`,
          apply: (parts) => ({ ...parts, body: setAt(parts.body, field.path, value) }),
        })),
      });
    }
  }
  return locations.filter((location) => location.mutations.length > 0);
}

const MALFORMED_JSON = [
  '{"name": ',
  '{',
  "{'name': 'x'}",
  '{"a":1,}',
  '',
  'undefined',
  '{"a":1} nachher',
  'NaN',
  '\uFEFF{}',
];

function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** The body with a `__proto__` member first (JSON.stringify would drop it). */
function withProto(body: unknown): string {
  const members =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? JSON.stringify(body).slice(1, -1)
      : '';
  return `{"__proto__":{"isAdmin":true}${members ? `,${members}` : ''}}`;
}

function formEncoded(body: unknown): string {
  if (body === null || typeof body !== 'object') return 'wert=1';
  return new URLSearchParams(
    Object.entries(body as Record<string, unknown>).map(([key, value]): [string, string] => [
      key,
      typeof value === 'string' ? value : String(JSON.stringify(value)),
    ]),
  ).toString();
}

function invalidLocations(operation: Operation, context: CaseContext): Location[] {
  const generation = generationContext(context);
  const locations: Location[] = [];
  const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';

  // Query parameters: missing, mistyped, unknown, repeated.
  const query: Mutation[] = [
    {
      label: 'unbekannter Query-Parameter',
      apply: (parts) => ({ ...parts, extraQuery: [...parts.extraQuery, ['unbekannt', '1']] }),
    },
  ];
  for (const parameter of operation.queryParameters) {
    if (parameter.required) {
      query.push({
        label: `Query ${parameter.name} fehlt`,
        apply: (parts) => {
          const { [parameter.name]: _, ...rest } = parts.query;
          return { ...parts, query: rest };
        },
      });
    }
    query.push(
      {
        label: `Query ${parameter.name} doppelt`,
        apply: (parts) => ({ ...parts, query: { ...parts.query, [parameter.name]: ['1', '2'] } }),
      },
      {
        label: `Query ${parameter.name}[] (Klammer-Syntax)`,
        apply: (parts) => ({
          ...parts,
          extraQuery: [...parts.extraQuery, [`${parameter.name}[]`, '1']],
        }),
      },
      ...wrongTypeValues(parameter.schema ?? { type: 'string' }, generation)
        .filter(({ value }) => value !== null)
        .map(({ label, value }) => ({
          label: `Query ${parameter.name}: falscher Typ (${label})`,
          apply: (parts: Parts) => ({
            ...parts,
            query: { ...parts.query, [parameter.name]: typeof value === 'object' ? 'abc' : value },
          }),
        })),
    );
  }
  locations.push({ mutations: query });

  // Credentials that are not what they claim.
  locations.push({
    mutations: context.forgedCredentials.map(({ label, headers }) => ({
      label,
      apply: (parts) => ({ ...parts, headers }),
    })),
  });

  if (operation.body) {
    const fields = fieldsOf(operation.body.schema, context.document);
    const missing = fields.filter((field) => field.required);
    if (missing.length) {
      locations.push({
        mutations: missing.map((field) => ({
          label: `Pflichtfeld ${dotted(field.path)} fehlt`,
          apply: (parts) => ({ ...parts, body: deleteAt(parts.body, field.path) }),
        })),
      });
    }
    const mistyped = fields.flatMap((field) =>
      wrongTypeValues(field.schema, generation).map(({ label, value }) => ({
        label: `${dotted(field.path)}: falscher Typ (${label})`,
        apply: (parts: Parts) => ({ ...parts, body: setAt(parts.body, field.path, value) }),
      })),
    );
    if (mistyped.length) locations.push({ mutations: mistyped });
    const structure: Mutation[] = [
      {
        label: 'unbekanntes Feld',
        apply: (parts) => ({ ...parts, body: setAt(parts.body, ['unbekanntesFeld'], 'x') }),
      },
      { label: 'Array statt Objekt', apply: (parts) => ({ ...parts, body: [parts.body] }) },
      { label: 'Body null', apply: (parts) => ({ ...parts, body: null }) },
      { label: 'Body Text', apply: (parts) => ({ ...parts, body: 'Text' }) },
      { label: 'Body Zahl', apply: (parts) => ({ ...parts, body: 42 }) },
      { label: 'Body leeres Array', apply: (parts) => ({ ...parts, body: [] }) },
      {
        label: '__proto__-Feld',
        apply: (parts) => ({
          ...parts,
          rawBody: withProto(parts.body),
        }),
      },
      {
        label: 'constructor.prototype-Feld',
        apply: (parts) => ({ ...parts, rawBody: '{"constructor":{"prototype":{"x":1}}}' }),
      },
      {
        label: 'tief verschachteltes JSON (3000 Ebenen)',
        apply: (parts) => ({ ...parts, rawBody: nested(3000) }),
      },
    ];
    const nestedObject = fields.find(
      (field) => schemaType(resolveSchema(context.document, field.schema).schema) === 'object',
    );
    if (nestedObject) {
      structure.push({
        label: `unbekanntes Feld in ${dotted(nestedObject.path)}`,
        apply: (parts) => ({
          ...parts,
          body: setAt(parts.body, [...nestedObject.path, 'unbekannt'], 1),
        }),
      });
    }
    locations.push({ mutations: structure });
    locations.push({
      mutations: [
        { label: 'ohne Body', apply: (parts) => ({ ...parts, body: undefined }) },
        {
          label: 'Text statt JSON (text/plain)',
          apply: (parts) => ({ ...parts, contentType: 'text/plain' }),
        },
        {
          label: 'Formular statt JSON',
          apply: (parts) => ({
            ...parts,
            contentType: 'application/x-www-form-urlencoded',
            rawBody: formEncoded(parts.body),
          }),
        },
        {
          label: 'XML',
          apply: (parts) => ({ ...parts, contentType: 'application/xml', rawBody: '<a>1</a>' }),
        },
        {
          label: 'multipart',
          apply: (parts) => ({
            ...parts,
            contentType: 'multipart/form-data; boundary=x',
            rawBody: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
          }),
        },
        {
          label: 'ohne Content-Type',
          apply: (parts) => ({
            ...parts,
            contentType: null,
            rawBody: new TextEncoder().encode(JSON.stringify(parts.body)),
          }),
        },
        {
          label: 'JSON mit charset=latin1',
          apply: (parts) => ({ ...parts, contentType: 'application/json; charset=latin1' }),
        },
        {
          label: 'JSON mit charset=utf-16',
          apply: (parts) => ({ ...parts, contentType: 'application/json; charset=utf-16' }),
        },
        {
          label: 'application/vnd.api+json',
          apply: (parts) => ({ ...parts, contentType: 'application/vnd.api+json' }),
        },
      ],
    });
  }
  if (sendsBody) {
    locations.push({
      mutations: [
        ...MALFORMED_JSON.map((text) => ({
          label: `kaputtes JSON ${JSON.stringify(text)}`,
          apply: (parts: Parts) => ({ ...parts, rawBody: text, contentType: 'application/json' }),
        })),
        {
          label: `zu großer Body (${Math.round((BODY_LIMIT_BYTES * 1.5) / 1024)} KB)`,
          apply: (parts) => ({
            ...parts,
            rawBody: JSON.stringify({
              ...(parts.body !== null && typeof parts.body === 'object' ? parts.body : {}),
              gross: 'x'.repeat(BODY_LIMIT_BYTES * 1.5),
            }),
            contentType: 'application/json',
          }),
        },
      ],
    });
    if (!operation.body) {
      locations.push({
        mutations: [
          {
            label: 'unerwarteter JSON-Body',
            apply: (parts) => ({ ...parts, body: { unerwartet: true } }),
          },
        ],
      });
    }
  }
  return locations.filter((location) => location.mutations.length > 0);
}

/** Percent-encodes a path segment; a lone surrogate (not encodable) becomes U+FFFD. */
function encodeSegment(value: string): string {
  return encodeURIComponent(
    value.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  );
}

function queryString(parts: Parts): string {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      pairs.push([
        name,
        typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item),
      ]);
    }
  }
  pairs.push(...parts.extraQuery);
  const text = new URLSearchParams(pairs).toString();
  return text ? `?${text}` : '';
}

function assemble(
  operation: Operation,
  context: CaseContext,
  kind: CaseKind,
  label: string,
  parts: Parts,
): FuzzCase {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name in parts.rawPath ? parts.rawPath[name]! : encodeSegment(parts.path[name] ?? ''),
  );
  const headers: Record<string, string> = {
    'X-Forwarded-For': parts.xff,
    ...(parts.headers ?? context.identityHeaders),
  };
  let body: string | Uint8Array | undefined;
  const sendsBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  if (sendsBody && parts.rawBody !== undefined) body = parts.rawBody;
  else if (sendsBody && parts.body !== undefined) body = JSON.stringify(parts.body);
  if (body !== undefined && parts.contentType !== null) {
    headers['Content-Type'] = parts.contentType ?? operation.body?.mediaType ?? 'application/json';
  }
  return {
    operation,
    identity: context.identity,
    kind,
    label,
    method: operation.method,
    url: `${path}${queryString(parts)}`,
    headers,
    body,
  };
}

/** Picks a location first, then one of its mutations, so small locations are not drowned. */
function mutationArbitrary(locations: Location[]): fc.Arbitrary<Mutation> | undefined {
  if (locations.length === 0) return undefined;
  return fc.constantFrom(...locations).chain((location) => fc.constantFrom(...location.mutations));
}

export interface CaseCounts {
  valid: number;
  boundary: number;
  invalid: number;
}

export function splitCases(total: number): CaseCounts {
  const valid = Math.max(1, Math.round(total * 0.4));
  const boundary = Math.round(total * 0.3);
  return { valid, boundary, invalid: Math.max(0, total - valid - boundary) };
}

/** All cases of one operation for one identity, reproducible from the seed. */
export function generateCases(
  operation: Operation,
  context: CaseContext,
  counts: CaseCounts,
  seed: number,
): FuzzCase[] {
  const parts = partsArbitrary(operation, context);
  const cases: FuzzCase[] = [];
  for (const part of fc.sample(parts, { seed, numRuns: counts.valid })) {
    cases.push(assemble(operation, context, 'gültig', 'aus dem Schema', part));
  }
  const kinds: [CaseKind, Location[], number][] = [
    ['Grenzwert', boundaryLocations(operation, context), counts.boundary],
    ['ungültig', invalidLocations(operation, context), counts.invalid],
  ];
  for (const [index, [kind, locations, count]] of kinds.entries()) {
    const mutation = mutationArbitrary(locations);
    if (!mutation || count === 0) continue;
    const samples = fc.sample(fc.tuple(parts, mutation), {
      seed: seed + index + 1,
      numRuns: count,
    });
    for (const [part, chosen] of samples) {
      cases.push(assemble(operation, context, kind, chosen.label, chosen.apply(part)));
    }
  }
  return cases;
}
