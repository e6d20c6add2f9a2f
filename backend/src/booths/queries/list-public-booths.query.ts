import { Query } from '@nestjs/cqrs';
import type { BoothStatus } from '@standl/contracts';

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
}

/**
 * The stalls of the areas open for self-selection, by area and number: the map every vendor
 * reloads during the rush, read in one SQL statement without entities (issue 17).
 */
export class ListPublicBoothsQuery extends Query<PublicBooth[]> {}
