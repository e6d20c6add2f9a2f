import { Query } from '@nestjs/cqrs';
import type { StallRecord } from './stall-record.js';

export interface ListBoothsFilter {
  areaId?: number;
}

/** The stalls with their area, ordered by area and number; all of them unless filtered. */
export class ListBoothsQuery extends Query<StallRecord[]> {
  constructor(readonly filter: ListBoothsFilter = {}) {
    super();
  }
}
