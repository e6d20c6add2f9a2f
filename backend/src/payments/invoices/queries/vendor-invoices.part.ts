import type { EntityManager } from '@mikro-orm/sql';
import { entityJsonSql, entityOfJson, type JsonPart } from '../../../shared/database/json-parts.js';
import { Invoice } from '../domain/invoice.entity.js';
import { summary } from './invoice.handlers.js';
import type { InvoiceSummary } from './invoice.queries.js';

/** A vendor's invoices, newest first (ListInvoicesQuery), as a part of a one-statement read. */
export function vendorInvoicesPart(
  em: EntityManager,
  vendorId: string,
): JsonPart<InvoiceSummary[]> {
  return {
    sql: `select coalesce(jsonb_agg(${entityJsonSql(em, Invoice, 'i')}
        order by i.year desc, i.sequence desc), '[]') from invoice i where i.vendor_id = ?`,
    params: [vendorId],
    read: (json) =>
      (json as Record<string, unknown>[]).map((row) => summary(entityOfJson(em, Invoice, row))),
  };
}
