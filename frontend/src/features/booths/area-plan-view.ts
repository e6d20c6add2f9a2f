import type { ComponentType } from 'react';
import type { BoothAreaDto, BoothDto } from '@standl/contracts';

/**
 * What the map (BoothMap) hands an area's plan view: the floor-plan feature's StallPlanView,
 * passed in lazily by the page that shows the map, so the plan's code is a chunk of its own and
 * this feature stays below the floor-plan feature (which draws with its colours and texts).
 */
export interface AreaPlanViewProps {
  area: BoothAreaDto;
  booths: readonly BoothDto[];
  /** The stall chosen on the page (the candidate or the stall the vendor holds). */
  selectedBoothId: number | null;
  /** 'Diesen Platz wählen' on a free stall: the same as a press on it in the list. */
  onChoose: (booth: BoothDto) => void;
  /** The map has one legend for every area; a plan shown alone brings its own. */
  legend?: boolean;
}

export type AreaPlanView = ComponentType<AreaPlanViewProps>;
