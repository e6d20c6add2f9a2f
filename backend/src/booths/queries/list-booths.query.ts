import { Query } from '@nestjs/cqrs';
import type { Booth } from '../domain/booth.entity.js';

export interface ListBoothsFilter {
  areaId?: number;
}

/**
 * Stall entities with their area, ordered by area and number; all of them unless filtered. For
 * the booths context itself: other contexts read ListBoothListingsQuery's plain rows.
 */
export class ListBoothsQuery extends Query<Booth[]> {
  constructor(readonly filter: ListBoothsFilter = {}) {
    super();
  }
}
