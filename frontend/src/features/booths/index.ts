export {
  BOOTH_COLORS,
  BOOTH_STATE_LABELS,
  BOOTH_STATE_ORDER,
  boothShortNumber,
  boothState,
  countByState,
} from './booth-state';
export { StallTile } from './components/StallTile';
export { boothsQuery } from './api/booths';
export { BoothMap } from './components/BoothMap';
export { boothAreasQuery, useBoothAreas } from './api/booth-areas';
export { selectableBoothAreas, sortBoothAreas } from './booth-area-order';
