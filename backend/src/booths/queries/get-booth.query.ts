import { Query } from '@nestjs/cqrs';
import type { StallRecord } from './stall-record.js';

/** One stall with its area, as stored now; null for an unknown id. */
export class GetBoothQuery extends Query<StallRecord | null> {
  constructor(readonly boothId: number) {
    super();
  }
}
