import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/sql';
import { normalizeAccessCode } from '@standl/contracts';
import { Vendor } from '../domain/vendor.entity.js';
import { type VendorRecord, vendorRecordOf } from './vendor-record.js';
import { FindVendorByAccessCodeQuery } from './find-vendor-by-access-code.query.js';

@QueryHandler(FindVendorByAccessCodeQuery)
export class FindVendorByAccessCodeHandler implements IQueryHandler<FindVendorByAccessCodeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accessCode }: FindVendorByAccessCodeQuery): Promise<VendorRecord | null> {
    // Every status look-up and stall pick starts here: plain SQL mapped to the entity costs a
    // fraction of building the query through the ORM (the measured hot path, docs/decisions.md 91).
    const [row] = await this.em.execute<Record<string, unknown>[]>(
      `select * from vendor where access_code = ? limit 1`,
      [normalizeAccessCode(accessCode)],
    );
    return row ? vendorRecordOf(this.em.map(Vendor, row)) : null;
  }
}
