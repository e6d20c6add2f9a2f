import type { TestApp } from './test-app.js';

/** The SQL statements app `t` sends while `action` runs (its background workers paused). */
export async function statementsDuring<T>(
  t: TestApp,
  action: () => Promise<T>,
): Promise<{ result: T; sql: string[] }> {
  const resume = await t.pauseWorkers();
  const connection = t.em().getConnection() as unknown as {
    executeQuery: (query: string, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = connection.executeQuery;
  const sql: string[] = [];
  connection.executeQuery = function (this: unknown, query: string, ...rest: unknown[]) {
    sql.push(query);
    return original.call(this, query, ...rest);
  };
  try {
    return { result: await action(), sql };
  } finally {
    connection.executeQuery = original;
    resume();
  }
}
