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
  /** Closed by the organiser: new registrations join the waiting list. */
  closedForSelection: boolean;
  totalBooths: number;
  /** Stalls free right now (FREE_BOOTH_SQL). */
  freeStalls: number;
}

/** All areas in creation order, each with its number of stalls (one SQL statement). */
export class ListBoothAreasQuery extends Query<BoothAreaSummary[]> {}
