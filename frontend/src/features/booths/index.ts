export {
  BOOTH_COLORS,
  BOOTH_STATE_LABELS,
  BOOTH_STATE_MESSAGES,
  BOOTH_STATE_ORDER,
  SELECTED_STALL_MESSAGE,
  boothShortNumber,
  boothState,
  boothStateText,
  countByState,
  unavailableReason,
} from './booth-state';
export {
  STALL_ATTRIBUTE_MESSAGES,
  stallAttributeTexts,
  stallDetailsText,
  stallFeeText,
  stallPriceSummaryText,
  stallSizeText,
  stallSurchargeLabel,
} from './stall-details';
export type { AreaPlanView, AreaPlanViewProps } from './area-plan-view';
export { BoothLegend } from './components/BoothLegend';
export { StallTile } from './components/StallTile';
export { boothsQuery } from './api/booths';
export { BoothMap } from './components/BoothMap';
export { boothAreasQuery, useBoothAreas } from './api/booth-areas';
export { selectableBoothAreas, sortBoothAreas } from './booth-area-order';
