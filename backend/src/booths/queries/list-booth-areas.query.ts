import { Query } from '@nestjs/cqrs';

/** An area as a plain read model, with its number of stalls. */
export interface BoothAreaSummary {
  id: number;
  code: string;
  name: string;
  /** The stall fee in cents. */
  price: number;
  /** Cents per metre of stall width, or null. */
  pricePerMeter: number | null;
  allowSelfSelection: boolean;
  totalBooths: number;
}

/** All areas in creation order, each with its number of stalls (one SQL statement). */
export class ListBoothAreasQuery extends Query<BoothAreaSummary[]> {}
