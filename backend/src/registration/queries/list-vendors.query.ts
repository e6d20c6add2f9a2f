import { Query } from '@nestjs/cqrs';
import type { Vendor } from '../domain/vendor.entity.js';

/** Every vendor of the season, newest registration first (organiser's vendor list). */
export class ListVendorsQuery extends Query<Vendor[]> {}
