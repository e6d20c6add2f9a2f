import { Query } from '@nestjs/cqrs';
import type { VendorRecord } from './vendor-record.js';

/** Every vendor of the season, newest registration first (organiser's vendor list). */
export class ListVendorsQuery extends Query<VendorRecord[]> {}
