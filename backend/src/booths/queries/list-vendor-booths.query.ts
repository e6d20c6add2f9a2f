import { Query } from '@nestjs/cqrs';
import type { VendorBooth } from './get-vendor-booth.query.js';

/** For the organiser's vendor list: each vendor's stall (occupied, reserved or held), by vendor id. */
export class ListVendorBoothsQuery extends Query<Map<string, VendorBooth>> {}
