import { Query } from '@nestjs/cqrs';
import type { BoothStatus, StallAttributes, StallPlacement } from '@standl/contracts';
import type { AreaPricing } from './stall-record.js';

/** A stall of the public map as a plain read model: never who holds or has it. */
export interface PublicBooth {
  id: number;
  number: string;
  areaId: number;
  areaCode: string;
  status: BoothStatus;
  locationDescription: string | null;
  /** Whether a vendor holds it (the holder stays on the server), and until when. */
  held: boolean;
  holdExpiresAt: Date | null;
  /** Where it stands on the area's plan; null while not placed. */
  placement: StallPlacement | null;
  widthCm: number | null;
  depthCm: number | null;
  attributes: StallAttributes;
  /** The area's prices, for the fee a vendor would agree to now. */
  areaPricing: AreaPricing;
}

/**
 * The stalls of the areas open for self-selection, by area and number: the map every vendor
 * reloads during the rush, read in one SQL statement without entities (issue 17).
 */
export class ListPublicBoothsQuery extends Query<PublicBooth[]> {}
