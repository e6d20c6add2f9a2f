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

/**
 * A parameter of a part that is an expression of the same statement rather than a value: the id
 * of the row the statement looks up (the vendor of an access code), so the parts read that row's
 * facts without a statement of their own to find it first.
 */
export class SqlExpression {
  constructor(
    readonly sql: string,
    readonly params: readonly unknown[],
  ) {}
}

/** The values a set of parts reads, by the parts' names. */
export type PartValues<P extends Record<string, JsonPart<unknown>>> = {
  [K in keyof P]: P[K] extends JsonPart<infer T> ? T : never;
};

/** Runs the parts as one statement and reads each part's value. */
export async function readJsonParts<P extends Record<string, JsonPart<unknown>>>(
  em: EntityManager,
  parts: P,
): Promise<PartValues<P>> {
  const { sql, params } = partColumns(parts);
  const [row] = await em.execute<Record<string, unknown>[]>(`select ${sql}`, params);
  return partValues(parts, row!);
}

/**
 * Locks the entity's row of `id` (`for update`) and reads the parts with it, in one statement:
 * the managed entity, or null when there is no such row (the parts are then not read).
 */
export async function lockRowWithJsonParts<
  T extends object,
  P extends Record<string, JsonPart<unknown>>,
>(
  em: EntityManager,
  entity: EntityClass<T>,
  id: string | number,
  parts: P,
): Promise<{ entity: T; parts: PartValues<P> } | null> {
  const meta = em.getMetadata().get(entity);
  const columns = partColumns(parts);
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select locked.*, ${columns.sql} from ${meta.tableName} locked
     where locked."${meta.primaryKeys[0]}" = ? for update of locked`,
    [...columns.params, id],
  );
  if (!row) return null;
  const values = partValues(parts, row);
  for (const index of Object.keys(parts).keys()) delete row[`${PART_COLUMN}${index}`];
  return { entity: em.map(entity, row as Parameters<typeof em.map<T>>[1]), parts: values };
}

/** The column of the n-th part: a name no table of the app has. */
const PART_COLUMN = 'json_part_';

/** The parts as columns, with their parameters; an `SqlExpression` goes into the text. */
function partColumns(parts: Record<string, JsonPart<unknown>>): {
  sql: string;
  params: unknown[];
} {
  const params: unknown[] = [];
  const columns = Object.values(parts).map((part, index) => {
    // Every `?` is a placeholder (the driver reads them so), one per parameter in order.
    const pieces = part.sql.split('?');
    const sql = pieces.reduce((text, piece, at) => {
      const param = part.params[at - 1];
      if (!(param instanceof SqlExpression)) {
        params.push(param);
        return `${text}?${piece}`;
      }
      params.push(...param.params);
      return `${text}(${param.sql})${piece}`;
    });
    return `(${sql}) as ${PART_COLUMN}${index}`;
  });
  return { sql: columns.join(', '), params };
}

function partValues<P extends Record<string, JsonPart<unknown>>>(
  parts: P,
  row: Record<string, unknown>,
): PartValues<P> {
  return Object.fromEntries(
    Object.keys(parts).map((name, index) => [
      name,
      parts[name]!.read(row[`${PART_COLUMN}${index}`] ?? null),
    ]),
  ) as PartValues<P>;
}

/**
 * The row of `alias` as a jsonb object of its columns, lazy ones (a stored PDF) left out, for
 * `entityOfJson`. `to_jsonb` of the row keeps the statement short: its text is sent with every
 * read, and a column list made it several KB.
 */
export function entityJsonSql(
  em: EntityManager,
  entity: EntityClass<object>,
  alias: string,
): string {
  return [`to_jsonb(${alias})`, ...lazyColumnsOf(em, entity).map((column) => `'${column}'`)].join(
    ' - ',
  );
}

/**
 * The managed entity of an `entityJsonSql` object: its own columns only (a table may have
 * others), and, as JSON has no timestamps, its date columns turned back into dates first, as the
 * driver returns them.
 */
export function entityOfJson<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  json: Record<string, unknown>,
): T {
  const row: Record<string, unknown> = {};
  for (const { column, isDate } of columnsOf(em, entity)) {
    const value = json[column];
    row[column] = isDate && typeof value === 'string' ? new Date(value) : value;
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

interface EntityColumns {
  read: { column: string; isDate: boolean }[];
  lazy: string[];
}

const COLUMNS = new WeakMap<EntityClass<object>, EntityColumns>();

function entityColumns(em: EntityManager, entity: EntityClass<object>): EntityColumns {
  let columns = COLUMNS.get(entity);
  if (!columns) {
    const scalars = em
      .getMetadata()
      .get(entity)
      .props.filter((prop) => prop.kind === ReferenceKind.SCALAR && prop.persist !== false);
    columns = {
      read: scalars
        .filter((prop) => !prop.lazy)
        .flatMap((prop) =>
          prop.fieldNames.map((column) => ({ column, isDate: prop.runtimeType === 'Date' })),
        ),
      lazy: scalars.filter((prop) => prop.lazy).flatMap((prop) => prop.fieldNames),
    };
    COLUMNS.set(entity, columns);
  }
  return columns;
}

function columnsOf(
  em: EntityManager,
  entity: EntityClass<object>,
): { column: string; isDate: boolean }[] {
  return entityColumns(em, entity).read;
}

function lazyColumnsOf(em: EntityManager, entity: EntityClass<object>): string[] {
  return entityColumns(em, entity).lazy;
}
