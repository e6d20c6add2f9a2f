import { Query } from '@nestjs/cqrs';
import type { AreaSurcharges } from '@standl/contracts';

/** The area's plan image as stored, without its bytes (GetAreaPlanImageQuery reads those). */
export interface AreaPlanImageInfo {
  mediaType: string;
  widthPx: number;
  heightPx: number;
  sourceName: string;
  sourceMediaType: string;
  /** SHA-256 of the bytes in hex: the image's version. */
  contentHash: string;
  uploadedAt: Date;
  uploadedBy: string;
}

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
  /** The size of the site the plan shows; null while the area has no plan. */
  plan: { widthCm: number; depthCm: number } | null;
  surcharges: AreaSurcharges;
  planImage: AreaPlanImageInfo | null;
}

/** All areas in creation order, each with its number of stalls (one SQL statement). */
export class ListBoothAreasQuery extends Query<BoothAreaSummary[]> {}
