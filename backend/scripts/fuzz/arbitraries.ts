/**
 * JSON schema (OpenAPI 3.0 flavour) → fast-check arbitraries: values that match the schema
 * ({@link valueArbitrary}), values on and just beyond its edges ({@link boundaryValues}) and
 * values of the wrong type ({@link wrongTypeValues}). Real ids harvested from the running API
 * are mixed in through {@link GenerationContext.hint}.
 */
import fc from 'fast-check';
import { componentName, type OpenApiDocument, type SchemaObject } from './openapi.js';

export interface GenerationContext {
  document: OpenApiDocument;
  /**
   * Known real values for a property, asked with `Component.property` first, then `property`
   * (e.g. `vendorId` → harvested vendor ids). Empty or undefined: generated values only.
   */
  hint?: (keys: string[]) => readonly unknown[] | undefined;
}

/** A schema with its `$ref`s and single-part `allOf`s resolved, and the component it came from. */
export interface ResolvedSchema {
  schema: SchemaObject;
  component?: string;
}

/**
 * Follows `$ref` and merges `allOf` (Nest's generator writes `allOf: [{$ref}]` for enums and
 * nested DTOs, with `nullable` and `description` beside it). The outer `nullable` is kept.
 */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): ResolvedSchema {
  let component: string | undefined;
  let current: SchemaObject = schema;
  let nullable = !!schema.nullable;
  for (let depth = 0; depth < 20; depth++) {
    if (current.$ref) {
      component = componentName(current.$ref);
      const target = document.components?.schemas?.[component];
      if (!target) throw new Error(`Unbekannter $ref: ${current.$ref}`);
      current = target;
      nullable ||= !!current.nullable;
      continue;
    }
    if (current.allOf) {
      const { allOf, ...rest } = current;
      const parts = allOf.map((part) => resolveSchema(document, part));
      if (parts.length === 1) component = parts[0]!.component ?? component;
      current = parts.reduce<SchemaObject>((merged, part) => mergeSchemas(merged, part.schema), {
        ...rest,
      });
      nullable ||= !!current.nullable;
      continue;
    }
    break;
  }
  return { schema: { ...current, nullable }, component };
}

function mergeSchemas(a: SchemaObject, b: SchemaObject): SchemaObject {
  const merged: SchemaObject = { ...b, ...a };
  if (a.properties || b.properties) merged.properties = { ...b.properties, ...a.properties };
  if (a.required || b.required)
    merged.required = [...new Set([...(b.required ?? []), ...(a.required ?? [])])];
  if (!a.type && b.type) merged.type = b.type;
  if (!a.enum && b.enum) merged.enum = b.enum;
  return merged;
}

/** The JSON type a schema describes ('object' when it only lists properties). */
export function schemaType(schema: SchemaObject): string | undefined {
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum?.length) return typeof schema.enum[0];
  return undefined;
}

/** Length in code points, as JSON Schema counts it. */
export function codePoints(value: string): number {
  return [...value].length;
}

const REALISTIC_DOMAINS = ['example.at', 'example.com', 'beispiel.de'];

function emailArbitrary(maxLength: number): fc.Arbitrary<string> {
  const realistic = fc
    .tuple(
      fc.stringMatching(/^[a-z][a-z0-9]{1,11}$/),
      fc.stringMatching(/^[a-z0-9]{1,8}$/),
      fc.constantFrom(...REALISTIC_DOMAINS),
    )
    .map(([name, suffix, domain]) => `${name}.${suffix}@${domain}`);
  return fc
    .oneof({ weight: 4, arbitrary: realistic }, { weight: 1, arbitrary: fc.emailAddress() })
    .filter((value) => value.length <= maxLength);
}

const DAY_MS = 86_400_000;
const DATE_RANGE = { min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z') };

function stringArbitrary(schema: SchemaObject): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const cap = Math.min(max, min + 40);
  const fits = (value: string) => codePoints(value) >= min && codePoints(value) <= max;
  let generated: fc.Arbitrary<string>;
  switch (schema.format) {
    case 'email':
      generated = emailArbitrary(max);
      break;
    case 'uuid':
      generated = fc.uuid();
      break;
    case 'date':
      generated = fc
        .integer({ min: DATE_RANGE.min.getTime() / DAY_MS, max: DATE_RANGE.max.getTime() / DAY_MS })
        .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
      break;
    case 'date-time':
      generated = fc.date({ ...DATE_RANGE, noInvalidDate: true }).map((date) => date.toISOString());
      break;
    case 'uri':
    case 'url':
      generated = fc.webUrl();
      break;
    default:
      if (schema.pattern) {
        generated = fc.stringMatching(new RegExp(schema.pattern));
      } else {
        generated = fc.oneof(
          {
            weight: 3,
            arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme-ascii' }),
          },
          { weight: 2, arbitrary: fc.lorem({ maxCount: Math.max(1, Math.ceil(cap / 6)) }) },
          { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }) },
        );
      }
  }
  const options: fc.Arbitrary<string>[] = [generated.filter(fits)];
  if (typeof schema.example === 'string' && fits(schema.example)) {
    options.push(fc.constant(schema.example));
  }
  return options.length === 1
    ? options[0]!
    : fc.oneof({ weight: 3, arbitrary: options[0]! }, options[1]!);
}

function numberArbitrary(schema: SchemaObject): fc.Arbitrary<number> {
  const integer = schema.type === 'integer';
  let min = schema.minimum;
  let max = schema.maximum;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum;
  const exclusiveMin = schema.exclusiveMinimum !== undefined && schema.exclusiveMinimum !== false;
  const exclusiveMax = schema.exclusiveMaximum !== undefined && schema.exclusiveMaximum !== false;
  const lo =
    min === undefined ? -2_147_483_648 : exclusiveMin ? Math.floor(min) + 1 : Math.ceil(min);
  const hi =
    max === undefined ? 2_147_483_647 : exclusiveMax ? Math.ceil(max) - 1 : Math.floor(max);
  if (lo > hi) return fc.constant(lo);
  const clamp = (n: number) => Math.min(hi, Math.max(lo, n));
  // Mostly small non-negative integers (ids, counts, cents), sometimes anything in range.
  const options: { weight: number; arbitrary: fc.Arbitrary<number> }[] = [
    { weight: 4, arbitrary: fc.integer({ min: clamp(0), max: clamp(clamp(0) + 200) }) },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: hi }) },
  ];
  if (!integer) {
    const inRange = (n: number) =>
      (min === undefined || (exclusiveMin ? n > min : n >= min)) &&
      (max === undefined || (exclusiveMax ? n < max : n <= max));
    options.push({
      weight: 1,
      arbitrary: fc
        .double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true })
        .filter(inRange),
    });
  }
  if (typeof schema.example === 'number' && schema.example >= lo && schema.example <= hi) {
    options.push({ weight: 2, arbitrary: fc.constant(schema.example) });
  }
  return fc.oneof(...options);
}

const MAX_DEPTH = 6;

/** Values matching the schema; real values from the context's hints are preferred where known. */
export function valueArbitrary(
  schema: SchemaObject,
  context: GenerationContext,
  depth = 0,
): fc.Arbitrary<unknown> {
  const { schema: resolved, component } = resolveSchema(context.document, schema);
  // A recursive schema ends where it may: in null.
  if (depth > MAX_DEPTH && resolved.nullable) return fc.constant(null);
  const plain = plainArbitrary(resolved, component, context, depth);
  return resolved.nullable ? fc.option(plain, { nil: null, freq: 6 }) : plain;
}

function plainArbitrary(
  schema: SchemaObject,
  component: string | undefined,
  context: GenerationContext,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf || schema.oneOf) {
    const choices = (schema.anyOf ?? schema.oneOf)!.map((part) =>
      valueArbitrary(part, context, depth + 1),
    );
    return fc.oneof(...choices);
  }
  switch (schemaType(schema)) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const items = schema.items ?? {};
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 4, minLength + 4);
      return fc.array(valueArbitrary(items, context, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > MAX_DEPTH + 4) return fc.constant({});
      const all = schema.properties ?? {};
      // Deep down only the required properties, so recursion comes to an end.
      const properties =
        depth > MAX_DEPTH
          ? Object.fromEntries(
              Object.entries(all).filter(([name]) => schema.required?.includes(name)),
            )
          : all;
      if (Object.keys(all).length === 0) {
        // A free-form object: any keys, values as additionalProperties says.
        const extra = schema.additionalProperties;
        if (extra === false) return fc.constant({});
        const values =
          typeof extra === 'object'
            ? valueArbitrary(extra, context, depth + 1)
            : fc.jsonValue({ maxDepth: 2 });
        return fc.dictionary(fc.string({ maxLength: 10 }), values, {
          maxKeys: 4,
          noNullPrototype: true,
        });
      }
      if (Object.keys(properties).length === 0) return fc.constant({});
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [
          name,
          propertyArbitrary(name, property, component, context, depth + 1),
        ]),
      );
      const required = (schema.required ?? []).filter((name) => name in model);
      return fc.record(model, { requiredKeys: required, noNullPrototype: true });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A property's values; for an array property the hints apply to its items (`vendorIds[]`). */
function propertyArbitrary(
  name: string,
  schema: SchemaObject,
  component: string | undefined,
  context: GenerationContext,
  depth: number,
): fc.Arbitrary<unknown> {
  const { schema: resolved } = resolveSchema(context.document, schema);
  if (schemaType(resolved) !== 'array' || !resolved.items) {
    // An address field without `format: email` still gets addresses mostly, so valid requests
    // get past the server's own e-mail check and reach the code behind it.
    const looksLikeEmail =
      /e-?mail$/i.test(name) &&
      schemaType(resolved) === 'string' &&
      !resolved.format &&
      !resolved.enum;
    const values = looksLikeEmail
      ? fc.oneof(
          {
            weight: 3,
            arbitrary: valueArbitrary({ ...resolved, format: 'email' }, context, depth),
          },
          { weight: 1, arbitrary: valueArbitrary(schema, context, depth) },
        )
      : valueArbitrary(schema, context, depth);
    return withHint(values, context, component, name);
  }
  const minLength = resolved.minItems ?? 0;
  const maxLength = Math.min(resolved.maxItems ?? minLength + 4, minLength + 4);
  const items = withHint(
    valueArbitrary(resolved.items, context, depth + 1),
    context,
    component,
    `${name}[]`,
  );
  const array = fc.array(items, { minLength, maxLength });
  return resolved.nullable ? fc.option(array, { nil: null, freq: 6 }) : array;
}

/** Mixes harvested real values (when there are any) into a property's arbitrary. */
export function withHint(
  arbitrary: fc.Arbitrary<unknown>,
  context: GenerationContext,
  component: string | undefined,
  property: string,
): fc.Arbitrary<unknown> {
  const keys = component ? [`${component}.${property}`, property] : [property];
  const known = context.hint?.(keys);
  if (!known?.length) return arbitrary;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary });
}

export interface LabelledValue {
  label: string;
  value: unknown;
}

const LONG = 10_000;

/** Texts that often break parsers, databases and templates. */
export const AWKWARD_STRINGS: LabelledValue[] = [
  { label: 'leer', value: '' },
  { label: 'Leerzeichen', value: '   ' },
  { label: 'Tab und Zeilenumbruch', value: '\t\r\n' },
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL in der Mitte', value: 'Anna\u0000Huber' },
  { label: 'Unicode', value: 'Ärger über Glühwein 🎄 – «ß» 中文 עברית' },
  { label: 'Emoji-ZWJ', value: '👩‍👩‍👧‍👦' },
  { label: 'kombinierende Zeichen', value: 'e\u0301\u0301\u0301' },
  { label: 'einzelnes Surrogat', value: '\ud800' },
  { label: 'Steuerzeichen', value: '\u0001\u001b[31m\u007f' },
  { label: 'SQL', value: "' OR '1'='1' --" },
  { label: 'HTML', value: '<script>alert(1)</script>{name}' },
  { label: 'Platzhalter', value: '{{name}} ${name} %s %n {0}' },
  { label: 'sehr lang', value: 'x'.repeat(LONG) },
];

const FORMAT_BOUNDARIES: Record<string, unknown[]> = {
  email: [
    'a@b',
    'kein-email',
    '@example.at',
    'anna@',
    'Anna.Huber@EXAMPLE.AT',
    `${'a'.repeat(64)}@${'b'.repeat(186)}.at`,
    'anna huber@example.at',
  ],
  uuid: [
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '6f1c2b3a4d5e6f708192a3b4c5d6e7f8',
    '6F1C2B3A-4D5E-4F70-8192-A3B4C5D6E7F8',
    'not-a-uuid',
  ],
  date: [
    '2026-02-29',
    '2026-13-01',
    '0000-01-01',
    '9999-12-31',
    '2026-12-05T10:00:00Z',
    '05.12.2026',
  ],
  'date-time': [
    '1970-01-01T00:00:00.000Z',
    '2026-12-05T10:00:00+01:00',
    '275760-09-13T00:00:00Z',
    '2026-12-05',
    'gestern',
  ],
};

const NUMBER_BOUNDARIES: LabelledValue[] = [
  { label: '0', value: 0 },
  { label: '-1', value: -1 },
  { label: '1', value: 1 },
  { label: '1.5', value: 1.5 },
  { label: '2147483647', value: 2_147_483_647 },
  { label: '2147483648', value: 2_147_483_648 },
  { label: '-2147483649', value: -2_147_483_649 },
  { label: '2^53', value: Number.MAX_SAFE_INTEGER + 1 },
  { label: '1e308', value: 1e308 },
  { label: '-1e308', value: -1e308 },
  { label: '1e-7', value: 1e-7 },
];

/**
 * Values on and just beyond the schema's edges: lengths, bounds, empty and awkward texts,
 * format look-alikes, enum near-misses, null, empty and over-long arrays. Some are valid, most
 * are not: the API must answer each with a documented status and body.
 */
export function boundaryValues(schema: SchemaObject, context: GenerationContext): LabelledValue[] {
  const { schema: resolved } = resolveSchema(context.document, schema);
  const values: LabelledValue[] = [{ label: 'null', value: null }];
  if (resolved.enum?.length) {
    const first = resolved.enum[0];
    values.push({
      label: 'unbekannter Enum-Wert',
      value: typeof first === 'number' ? 999_999 : 'unbekannt',
    });
    if (typeof first === 'string') {
      values.push({ label: 'Enum in Großbuchstaben', value: first.toUpperCase() });
      values.push({ label: 'leer', value: '' });
    }
    return values;
  }
  switch (schemaType(resolved)) {
    case 'string': {
      const { minLength, maxLength } = resolved;
      if (minLength !== undefined) {
        values.push({ label: `minLength (${minLength})`, value: 'a'.repeat(minLength) });
        if (minLength > 0)
          values.push({
            label: `minLength-1 (${minLength - 1})`,
            value: 'a'.repeat(minLength - 1),
          });
      }
      if (maxLength !== undefined && maxLength <= 200_000) {
        values.push({ label: `maxLength (${maxLength})`, value: 'ä'.repeat(maxLength) });
        values.push({ label: `maxLength+1 (${maxLength + 1})`, value: 'a'.repeat(maxLength + 1) });
      }
      values.push(...AWKWARD_STRINGS);
      for (const value of FORMAT_BOUNDARIES[resolved.format ?? ''] ?? []) {
        values.push({ label: `${resolved.format}-Grenzfall`, value });
      }
      return values;
    }
    case 'number':
    case 'integer': {
      values.push(...NUMBER_BOUNDARIES);
      if (resolved.minimum !== undefined) {
        values.push({ label: `minimum (${resolved.minimum})`, value: resolved.minimum });
        values.push({ label: `minimum-1 (${resolved.minimum - 1})`, value: resolved.minimum - 1 });
      }
      if (resolved.maximum !== undefined) {
        values.push({ label: `maximum (${resolved.maximum})`, value: resolved.maximum });
        values.push({ label: `maximum+1 (${resolved.maximum + 1})`, value: resolved.maximum + 1 });
      }
      return values;
    }
    case 'boolean':
      return [...values, { label: 'true', value: true }, { label: 'false', value: false }];
    case 'array': {
      const item = fc.sample(valueArbitrary(resolved.items ?? {}, context), {
        seed: 7,
        numRuns: 1,
      })[0];
      values.push({ label: 'leeres Array', value: [] });
      const { minItems, maxItems } = resolved;
      if (minItems !== undefined && minItems > 1) {
        values.push({
          label: `minItems-1 (${minItems - 1})`,
          value: Array(minItems - 1).fill(item),
        });
      }
      if (maxItems !== undefined && maxItems <= 5000) {
        values.push({
          label: `maxItems+1 (${maxItems + 1})`,
          value: Array(maxItems + 1).fill(item),
        });
      }
      values.push({ label: 'doppelte Einträge', value: [item, item] });
      values.push({ label: 'null als Eintrag', value: [null] });
      return values;
    }
    case 'object':
      return [...values, { label: 'leeres Objekt', value: {} }];
    default:
      return values;
  }
}

/** Values of every JSON type but the schema's own (null only when the schema refuses it). */
export function wrongTypeValues(schema: SchemaObject, context: GenerationContext): LabelledValue[] {
  const { schema: resolved } = resolveSchema(context.document, schema);
  const type = schemaType(resolved);
  const all: { type: string; value: unknown; label: string }[] = [
    { type: 'string', value: '42', label: 'Text "42"' },
    { type: 'number', value: 42, label: 'Zahl 42' },
    { type: 'boolean', value: true, label: 'true' },
    { type: 'object', value: { a: 1 }, label: 'Objekt' },
    { type: 'array', value: ['a'], label: 'Array' },
    { type: 'null', value: null, label: 'null' },
  ];
  return all
    .filter((candidate) => {
      if (candidate.type === 'null') return !resolved.nullable;
      if (type === 'integer' || type === 'number') return candidate.type !== 'number';
      return candidate.type !== type;
    })
    .map(({ label, value }) => ({ label, value }));
}
