import { Query } from '@nestjs/cqrs';
import type { Booth } from '../domain/booth.entity.js';

/** One stall with its area, as stored now; null for an unknown id. */
export class GetBoothQuery extends Query<Booth | null> {
  constructor(readonly boothId: number) {
    super();
  }
}
