import { type EntityClass, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

/**
 * One part of a read that answers in a single statement: a scalar SQL expression that yields
 * jsonb (or null), with `?` placeholders for `params`, and how its value becomes a view. The
 * context that owns the tables writes its part; a read side combines parts of several contexts
 * with `readJsonParts` (the vendor's status, docs/decisions.md 375), so the database answers
 * once instead of once per context.
 */
export interface JsonPart<T> {
  readonly sql: string;
  readonly params: readonly unknown[];
  readonly read: (json: unknown) => T;
}

type PartValues<P extends Record<string, JsonPart<unknown>>> = {
  [K in keyof P]: P[K] extends JsonPart<infer T> ? T : never;
};

/** Runs the parts as one statement and reads each part's value. */
export async function readJsonParts<P extends Record<string, JsonPart<unknown>>>(
  em: EntityManager,
  parts: P,
): Promise<PartValues<P>> {
  const names = Object.keys(parts);
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select ${names.map((name, index) => `(${parts[name]!.sql}) as p${index}`).join(', ')}`,
    names.flatMap((name) => [...parts[name]!.params]),
  );
  return Object.fromEntries(
    names.map((name, index) => [name, parts[name]!.read(row![`p${index}`] ?? null)]),
  ) as PartValues<P>;
}

/**
 * The row of `alias` as a jsonb object of the entity's columns, lazy ones (a stored PDF) left
 * out, for `entityOfJson`.
 */
export function entityJsonSql(
  em: EntityManager,
  entity: EntityClass<object>,
  alias: string,
): string {
  const columns = columnsOf(em, entity).map(({ column }) => `'${column}', ${alias}."${column}"`);
  return `jsonb_build_object(${columns.join(', ')})`;
}

/**
 * The managed entity of an `entityJsonSql` object: JSON has no timestamps, so the entity's date
 * columns are turned back into dates first, as the driver returns them.
 */
export function entityOfJson<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  json: Record<string, unknown>,
): T {
  const row = { ...json };
  for (const { column, isDate } of columnsOf(em, entity)) {
    if (isDate && typeof row[column] === 'string') row[column] = new Date(row[column] as string);
  }
  return em.map(entity, row as Parameters<typeof em.map<T>>[1]);
}

/**
 * The entity's rows that match `where` (columns unqualified, `?` for `params`), in `orderBy`'s
 * order, as a part whose value is each row's view.
 */
export function entityListPart<T extends object, V>(
  em: EntityManager,
  entity: EntityClass<T>,
  query: { where: string; orderBy: string; params: readonly unknown[] },
  view: (row: T) => V,
): JsonPart<V[]> {
  const table = em.getMetadata().get(entity).tableName;
  return {
    sql: `select coalesce(jsonb_agg(${entityJsonSql(em, entity, 'listed')} order by ${query.orderBy}),
        '[]') from ${table} listed where ${query.where}`,
    params: query.params,
    read: (json) =>
      (json as Record<string, unknown>[]).map((row) => view(entityOfJson(em, entity, row))),
  };
}

const COLUMNS = new WeakMap<EntityClass<object>, { column: string; isDate: boolean }[]>();

function columnsOf(
  em: EntityManager,
  entity: EntityClass<object>,
): { column: string; isDate: boolean }[] {
  let columns = COLUMNS.get(entity);
  if (!columns) {
    columns = em
      .getMetadata()
      .get(entity)
      .props.filter(
        (prop) => prop.kind === ReferenceKind.SCALAR && !prop.lazy && prop.persist !== false,
      )
      .flatMap((prop) =>
        prop.fieldNames.map((column) => ({ column, isDate: prop.runtimeType === 'Date' })),
      );
    COLUMNS.set(entity, columns);
  }
  return columns;
}
