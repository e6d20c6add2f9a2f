import { normalizeAccessCode } from '@standl/contracts';
import type { EntityManager } from '@mikro-orm/sql';
import {
  entityJsonSql,
  entityOfJson,
  type JsonPart,
  SqlExpression,
} from '../../shared/database/json-parts.js';
import { Vendor } from '../domain/vendor.entity.js';
import { type VendorRecord, vendorRecordOf } from './vendor-record.js';

/**
 * The vendor of an access code as a part of a one-statement read (the status look-up,
 * docs/decisions.md 383), and their id as an expression for the other parts of that statement,
 * which then read the facts of the same vendor. Null when no vendor has the code.
 */
export function vendorByAccessCodePart(
  em: EntityManager,
  accessCode: string,
): { vendor: JsonPart<VendorRecord | null>; vendorId: SqlExpression } {
  const code = normalizeAccessCode(accessCode);
  return {
    vendor: {
      sql: `select ${entityJsonSql(em, Vendor, 'found')} from vendor found
        where found.access_code = ? limit 1`,
      params: [code],
      read: (json) =>
        json ? vendorRecordOf(entityOfJson(em, Vendor, json as Record<string, unknown>)) : null,
    },
    vendorId: new SqlExpression('select found.id from vendor found where found.access_code = ?', [
      code,
    ]),
  };
}
