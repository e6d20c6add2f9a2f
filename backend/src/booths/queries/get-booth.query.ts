import { Query } from '@nestjs/cqrs';
import type { Booth } from '../domain/booth.entity.js';

/**
 * One stall entity with its area, as stored now; null for an unknown id. For the booths context
 * itself: other contexts read ListBoothListingsQuery's plain rows.
 */
export class GetBoothQuery extends Query<Booth | null> {
  constructor(readonly boothId: number) {
    super();
  }
}
