import type { EntityManager } from '@mikro-orm/sql';
import { type JsonPart, readJsonParts, SqlExpression } from './json-parts.js';

/** An entity manager that records the statement and answers `row`. */
function recording(row: Record<string, unknown>) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const em = {
    execute: (sql: string, params: unknown[]) => {
      sent.push({ sql, params });
      return Promise.resolve([row]);
    },
  } as unknown as EntityManager;
  return { em, sent };
}

const part = <T>(sql: string, params: unknown[], read: (json: unknown) => T): JsonPart<T> => ({
  sql,
  params,
  read,
});

describe('readJsonParts', () => {
  it('runs the parts as one select, each with its parameters in order', async () => {
    const { em, sent } = recording({ json_part_0: 1, json_part_1: null });
    const values = await readJsonParts(em, {
      count: part('select to_jsonb(?::int + ?::int)', [1, 2], Number),
      name: part('select to_jsonb(?::text)', ['x'], (json) => json ?? 'keiner'),
    });

    expect(values).toEqual({ count: 1, name: 'keiner' });
    expect(sent).toEqual([
      {
        sql: 'select (select to_jsonb(?::int + ?::int)) as json_part_0, (select to_jsonb(?::text)) as json_part_1',
        params: [1, 2, 'x'],
      },
    ]);
  });

  it('writes an expression parameter into the text with its own parameters', async () => {
    const { em, sent } = recording({ json_part_0: true });
    const vendorId = new SqlExpression('select v.id from vendor v where v.code = ?', ['ABC']);
    await readJsonParts(em, {
      held: part(
        'select to_jsonb(exists (select 1 from booth where vendor_id = ? and n > ?))',
        [vendorId, 5],
        (json) => json === true,
      ),
    });

    expect(sent[0]).toEqual({
      sql: 'select (select to_jsonb(exists (select 1 from booth where vendor_id = (select v.id from vendor v where v.code = ?) and n > ?))) as json_part_0',
      params: ['ABC', 5],
    });
  });
});
