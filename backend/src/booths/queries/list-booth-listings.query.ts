import { Query } from '@nestjs/cqrs';
import type { BoothStatus } from '@standl/contracts';

/** A stall as other contexts see it: plain values, no managed entity. */
export interface BoothListing {
  id: number;
  number: string;
  status: BoothStatus;
  /** The vendor who has the stall reserved or occupies it; null while it is free or held. */
  vendorId: string | null;
  /** `price` is the area's list price. */
  area: { id: number; code: string; name: string; price: number };
}

/** Stalls with their area, ordered by area and number: all of them, or the one `boothId`. */
export class ListBoothListingsQuery extends Query<BoothListing[]> {
  constructor(readonly filter: { boothId?: number } = {}) {
    super();
  }
}
