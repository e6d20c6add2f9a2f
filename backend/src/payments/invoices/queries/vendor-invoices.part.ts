import type { EntityManager } from '@mikro-orm/sql';
import {
  entityListPart,
  type JsonPart,
  type SqlExpression,
} from '../../../shared/database/json-parts.js';
import { Invoice } from '../domain/invoice.entity.js';
import { summary } from './invoice.handlers.js';
import type { InvoiceSummary } from './invoice.queries.js';

/** A vendor's invoices, newest first (ListInvoicesQuery), as a part of a one-statement read. */
export function vendorInvoicesPart(
  em: EntityManager,
  vendorId: string | SqlExpression,
): JsonPart<InvoiceSummary[]> {
  return entityListPart(
    em,
    Invoice,
    { where: 'vendor_id = ?', orderBy: 'year desc, sequence desc', params: [vendorId] },
    summary,
  );
}
