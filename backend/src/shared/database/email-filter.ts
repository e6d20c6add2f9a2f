import { type FilterQuery, sql } from '@mikro-orm/core';

/**
 * A filter for "the row's `email` is this address, in any case": `lower(email) = lower(?)`,
 * the comparison the registration and the archive's block list have always used (the archive's
 * `archive_entry_email_lower_index` is on `lower(email)`), not `ilike`, whose `%` and `_` are
 * wildcards.
 */
export function emailIs<T extends { email: string }>(email: string): FilterQuery<T> {
  return {
    [sql.lower((alias) => `${alias}.email`)]: sql`lower(${email.trim()})`,
  } as FilterQuery<T>;
}
