// Unit tests of the API fuzz tier's own machinery (backend/scripts/fuzz): schema → fast-check
// arbitrary, OpenAPI 3.0 → JSON Schema for ajv, case generation and the four checks. If these
// break, `npm run test:fuzz` would pass or fail for the wrong reasons.
import { join } from 'node:path';
import fc from 'fast-check';
import { boundaryValues, valueArbitrary, wrongTypeValues } from '../scripts/fuzz/arbitraries.js';
import { type CaseContext, generateCases, splitCases } from '../scripts/fuzz/cases.js';
import { type Answer, checkAnswer } from '../scripts/fuzz/checks.js';
import {
  COMPONENTS_ID,
  createValidator,
  listOperations,
  loadDocument,
  mediaTypeMatches,
  type OpenApiDocument,
  toJsonSchema,
} from '../scripts/fuzz/openapi.js';

const document: OpenApiDocument = {
  openapi: '3.0.0',
  paths: {
    '/api/things/{id}': {
      patch: {
        operationId: 'updateThing',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ThingInput' } } },
        },
        responses: {
          '200': {
            description: '',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '204': { description: '' },
          '404': { description: 'ohne Inhalt' },
        },
      },
    },
  },
  components: {
    schemas: {
      Colour: { type: 'string', enum: ['red', 'green'] },
      ThingInput: {
        type: 'object',
        required: ['name', 'count', 'when'],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 20 },
          email: { type: 'string', format: 'email', maxLength: 254 },
          count: { type: 'number', minimum: 1, maximum: 99 },
          when: { type: 'string', format: 'date' },
          colour: { allOf: [{ $ref: '#/components/schemas/Colour' }] },
          tags: {
            type: 'array',
            items: { type: 'string', format: 'uuid' },
            minItems: 1,
            maxItems: 3,
          },
          note: { type: 'string', nullable: true },
        },
      },
      Thing: {
        type: 'object',
        required: ['id', 'colour', 'parent', 'updatedAt'],
        properties: {
          id: { type: 'number' },
          colour: { allOf: [{ $ref: '#/components/schemas/Colour' }], nullable: true },
          parent: {
            allOf: [{ $ref: '#/components/schemas/Thing' }],
            nullable: true,
            type: 'object',
          },
          updatedAt: { type: 'string', format: 'date-time' },
          extra: { type: 'object', additionalProperties: true },
        },
      },
    },
  },
};

const validator = createValidator(document);
const input = { $ref: '#/components/schemas/ThingInput' };
const thing = { $ref: '#/components/schemas/Thing' };

describe('OpenAPI 3.0 → JSON Schema', () => {
  it('turns nullable into a union with null and keeps $refs on the components', () => {
    expect(toJsonSchema({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(
      toJsonSchema({ allOf: [{ $ref: '#/components/schemas/Colour' }], nullable: true }),
    ).toEqual({
      anyOf: [{ allOf: [{ $ref: `${COMPONENTS_ID}#/definitions/Colour` }] }, { type: 'null' }],
    });
  });

  it('closes objects unless they say otherwise, and drops OpenAPI-only keywords', () => {
    expect(
      toJsonSchema({ type: 'object', properties: { a: { type: 'string', example: 'x' } } }),
    ).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: false,
    });
    expect(toJsonSchema({ type: 'object', additionalProperties: true })).toEqual({
      type: 'object',
      additionalProperties: true,
    });
    expect(toJsonSchema({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({
      type: 'number',
      exclusiveMinimum: 0,
    });
  });

  it('validates: nullable fields accept null, undocumented fields and missing required ones fail', () => {
    const valid = { id: 1, colour: null, parent: null, updatedAt: '2026-12-05T10:00:00.000Z' };
    expect(validator.validate(thing, valid)).toBeNull();
    expect(validator.validate(thing, { ...valid, parent: { ...valid, colour: 'red' } })).toBeNull();
    expect(validator.validate(thing, { ...valid, extra: { anything: 1 } })).toBeNull();
    expect(validator.validate(thing, { ...valid, secret: 'x' })?.[0]?.keyword).toBe(
      'additionalProperties',
    );
    expect(validator.validate(thing, { ...valid, colour: 'blue' })).not.toBeNull();
    expect(validator.validate(thing, { ...valid, updatedAt: 'gestern' })).not.toBeNull();
    const { id: _, ...withoutId } = valid;
    expect(validator.validate(thing, withoutId)?.[0]?.keyword).toBe('required');
  });

  it('compares media types without parameters and with wildcards', () => {
    expect(mediaTypeMatches('application/json', 'application/json; charset=utf-8')).toBe(true);
    expect(mediaTypeMatches('application/*', 'Application/JSON')).toBe(true);
    expect(mediaTypeMatches('application/json', 'text/html; charset=utf-8')).toBe(false);
  });
});

describe('schema → fast-check arbitrary', () => {
  it('generates only values the schema accepts, null included for nullable fields', () => {
    fc.assert(
      fc.property(
        valueArbitrary(input, { document }),
        (value) => validator.validate(input, value) === null,
      ),
      { seed: 42, numRuns: 300 },
    );
    fc.assert(
      fc.property(
        valueArbitrary(thing, { document }),
        (value) => validator.validate(thing, value) === null,
      ),
      { seed: 42, numRuns: 300 },
    );
    const colours = fc.sample(
      valueArbitrary(
        { allOf: [{ $ref: '#/components/schemas/Colour' }], nullable: true },
        { document },
      ),
      { seed: 1, numRuns: 200 },
    );
    expect(new Set(colours)).toEqual(new Set(['red', 'green', null]));
  });

  it('mixes in harvested values through the hints', () => {
    const hinted = fc.sample(
      valueArbitrary(input, {
        document,
        hint: (keys) => (keys.includes('ThingInput.name') ? ['Echter Name'] : undefined),
      }),
      { seed: 3, numRuns: 100 },
    ) as { name: string }[];
    expect(hinted.some((value) => value.name === 'Echter Name')).toBe(true);
  });

  it('gives boundary values just beyond the edges and values of the wrong type', () => {
    const name = { type: 'string', minLength: 2, maxLength: 20 };
    const edges = boundaryValues(name, { document });
    const tooLong = edges.find((edge) => edge.label.startsWith('maxLength+1'))!;
    const tooShort = edges.find((edge) => edge.label.startsWith('minLength-1'))!;
    expect((tooLong.value as string).length).toBe(21);
    expect((tooShort.value as string).length).toBe(1);
    expect(edges.some((edge) => edge.value === '\u0000')).toBe(true);
    const numbers = boundaryValues({ type: 'number', minimum: 1, maximum: 99 }, { document }).map(
      (edge) => edge.value,
    );
    expect(numbers).toEqual(expect.arrayContaining([0, 100, 2_147_483_647, 2_147_483_648, -1]));
    expect(
      wrongTypeValues({ type: 'number' }, { document }).map((value) => typeof value.value),
    ).not.toContain('number');
  });

  it('generates valid values for every schema of the committed contract', () => {
    const contract = loadDocument(
      join(import.meta.dirname, '..', '..', 'libs', 'contracts', 'openapi.json'),
    );
    const contractValidator = createValidator(contract);
    for (const name of Object.keys(contract.components?.schemas ?? {})) {
      const schema = { $ref: `#/components/schemas/${name}` };
      for (const value of fc.sample(valueArbitrary(schema, { document: contract }), {
        seed: 11,
        numRuns: 25,
      })) {
        const errors = contractValidator.validate(schema, value);
        if (errors) throw new Error(`${name}: ${JSON.stringify(value)} ${JSON.stringify(errors)}`);
      }
    }
    expect(listOperations(contract).length).toBeGreaterThan(0);
  });
});

describe('cases and checks', () => {
  const [operation] = listOperations(document);
  const context: CaseContext = {
    document,
    identity: 'organisator',
    identityHeaders: { Authorization: 'Bearer token' },
    pool: (name) => (name === 'thing' ? ['7'] : []),
    propertyPools: {},
    pathPools: [[/\/things\/\{id\}/, 'thing']],
    forgedCredentials: [{ label: 'kaputt', headers: { Authorization: 'Bearer kaputt' } }],
  };

  it('builds valid, boundary and invalid requests from one seed', () => {
    const cases = generateCases(operation!, context, splitCases(40), 5);
    expect(cases).toHaveLength(40);
    expect(generateCases(operation!, context, splitCases(40), 5).map((c) => c.url)).toEqual(
      cases.map((c) => c.url),
    );
    expect(
      cases.every((c) => c.url.startsWith('/api/things/') && c.headers['X-Forwarded-For']),
    ).toBe(true);
    const valid = cases.filter((c) => c.kind === 'gültig');
    expect(valid.some((c) => c.url === '/api/things/7')).toBe(true);
    for (const c of valid) {
      expect(c.headers.Authorization).toBe('Bearer token');
      expect(validator.validate(input, JSON.parse(c.body as string))).toBeNull();
    }
    expect(cases.some((c) => c.kind === 'Grenzwert')).toBe(true);
    const invalid = cases.filter((c) => c.kind === 'ungültig');
    expect(invalid.length).toBeGreaterThan(0);
    for (const c of invalid.filter((c) => c.label.startsWith('Pflichtfeld'))) {
      expect(validator.validate(input, JSON.parse(c.body as string))?.[0]?.keyword).toBe(
        'required',
      );
    }
  });

  const answer = (
    status: number,
    body: unknown,
    contentType = 'application/json; charset=utf-8',
  ): Answer => {
    const text = body === undefined ? '' : JSON.stringify(body);
    return { status, contentType: text ? contentType : null, text, bytes: text.length, ms: 1 };
  };
  const ok = { id: 1, colour: 'red', parent: null, updatedAt: '2026-12-05T10:00:00Z' };

  it('passes a documented answer and names the check each kind of deviation fails', () => {
    expect(checkAnswer(operation!, answer(200, ok), validator)).toEqual([]);
    expect(checkAnswer(operation!, answer(204, undefined), validator)).toEqual([]);
    const check = (a: Answer) =>
      checkAnswer(operation!, a, validator).map((failure) => failure.check);
    expect(check(answer(500, { statusCode: 500 }))).toEqual(['not_a_server_error']);
    expect(check(answer(503, { statusCode: 503 }))).toEqual(['not_a_server_error']);
    expect(check({ ...answer(0, undefined), error: 'ECONNRESET' })).toEqual(['not_a_server_error']);
    expect(check(answer(401, { statusCode: 401 }))).toEqual(['status_code_conformance']);
    expect(check(answer(404, { statusCode: 404 }))).toEqual(['content_type_conformance']);
    expect(check(answer(200, ok, 'text/html'))).toEqual(['content_type_conformance']);
    expect(check(answer(204, { a: 1 }))).toEqual(['content_type_conformance']);
    expect(check(answer(200, { ...ok, secret: 'x' }))).toEqual(['response_schema_conformance']);
    expect(check(answer(200, { ...ok, colour: undefined }))).toEqual([
      'response_schema_conformance',
    ]);
    expect(check(answer(200, undefined))).toEqual(['response_schema_conformance']);
  });
});
