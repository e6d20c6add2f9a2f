import { generateContract, sortKeys, typeOf } from './generate-client.js';

describe('contract generation', () => {
  it('sorts object keys deeply and keeps array order', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: { d: [3, 1], c: 2 } }))).toBe(
      '{"a":{"c":2,"d":[3,1]},"b":1}',
    );
  });

  it('maps OpenAPI schemas to TypeScript types', () => {
    expect(typeOf({ type: 'string', nullable: true })).toBe('string | null');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/BoothDto' } }, 'T.')).toBe(
      'T.BoothDto[]',
    );
    expect(typeOf({ enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ type: 'object', additionalProperties: true })).toBe('Record<string, unknown>');
  });

  it('writes one typed client function per operation with path and query parameters', () => {
    const { clientSource, typesSource } = generateContract({
      paths: {
        '/api/things/{id}': {
          get: {
            operationId: 'getThing',
            summary: 'Ein Ding',
            parameters: [
              { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
              { name: 'from', in: 'query', schema: { type: 'string' } },
            ],
            responses: {
              '200': {
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        },
      },
    });

    expect(clientSource).toContain('getThing: (id: string, query?: { from?: string }) =>');
    expect(clientSource).toContain(
      "request<T.Thing>('GET', withQuery(`/api/things/${encodeURIComponent(String(id))}`, query ?? {}))",
    );
    expect(typesSource).toContain('export interface Thing {\n  id: string;\n}');
  });

  it('writes the operations under /api/admin/ into a client of their own', () => {
    const ok = { '200': { content: {} } };
    const { clientSource, adminClientSource } = generateContract({
      paths: {
        '/api/admin/things': { get: { operationId: 'listThings', responses: ok } },
        '/api/things': { get: { operationId: 'publicThings', responses: ok } },
      },
      components: { schemas: {} },
    });

    expect(clientSource).toContain('publicThings: () =>');
    expect(clientSource).not.toContain('listThings');
    expect(adminClientSource).toContain('listThings: () =>');
    expect(adminClientSource).not.toContain('publicThings');
  });
});
