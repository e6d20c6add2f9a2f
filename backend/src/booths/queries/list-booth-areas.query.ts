import { Query } from '@nestjs/cqrs';
import type { BoothArea } from '../domain/booth-area.entity.js';

export interface BoothAreaWithCount {
  area: BoothArea;
  totalBooths: number;
}

/** All areas in creation order, each with its number of stalls. */
export class ListBoothAreasQuery extends Query<BoothAreaWithCount[]> {}
