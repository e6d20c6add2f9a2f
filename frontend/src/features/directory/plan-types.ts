import type { BoothAreaDto, DirectoryEntryDto, StallPlacement } from '@standl/contracts';

/** An area's plan as GET /api/booth-areas tells it (null: the area has no plan size). */
export interface AreaPlan {
  widthCm: number;
  depthCm: number;
  imageUrl: string | null;
}

/** The plan of an area, if the organiser has set one up. */
export function planOf(area: BoothAreaDto | undefined): AreaPlan | null {
  return (area as (BoothAreaDto & { plan?: AreaPlan | null }) | undefined)?.plan ?? null;
}

/** Where the entry's stall stands on its area's plan; null while not placed. */
export function placementOf(entry: DirectoryEntryDto): StallPlacement | null {
  return (entry as DirectoryEntryDto & { placement?: StallPlacement | null }).placement ?? null;
}
