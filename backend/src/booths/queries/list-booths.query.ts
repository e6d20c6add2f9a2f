import { Query } from '@nestjs/cqrs';
import type { Booth } from '../domain/booth.entity.js';

export interface ListBoothsFilter {
  areaId?: number;
}

/** Stalls with their area, ordered by area and number; all of them unless filtered. */
export class ListBoothsQuery extends Query<Booth[]> {
  constructor(readonly filter: ListBoothsFilter = {}) {
    super();
  }
}
