import { RequestContext } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import {
  GetVendorAccountQuery,
  type VendorAccount,
} from '../../src/payments/queries/get-vendor-account.query.js';
import type { TestApp } from './test-app.js';

/** A vendor's account as the payments ledger has it now (null for an unknown vendor). */
export function accountOf(t: TestApp, vendorId: string): Promise<VendorAccount | null> {
  return RequestContext.create(t.em(), () =>
    t.app.get(QueryBus).execute(new GetVendorAccountQuery(vendorId)),
  );
}
