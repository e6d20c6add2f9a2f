// The public entry of booths: all that other contexts may use of it.
export { type BoothHold, HoldBoothCommand } from './commands/hold-booth.command.js';
export { type OccupiedBooth, OccupyBoothCommand } from './commands/occupy-booth.command.js';
export { ReleaseBoothCommand } from './commands/release-booth.command.js';
export { ReleaseVendorHoldCommand } from './commands/release-vendor-hold.command.js';
export { ReserveBoothManuallyCommand } from './commands/reserve-booth-manually.command.js';
export { ReserveBoothCommand } from './commands/reserve-booth.command.js';
export { SeedBoothAreasCommand } from './commands/seed-booth-areas.command.js';
export { UpdateBoothAreaCommand } from './commands/update-booth-area.command.js';
export { UpdateBoothLocationCommand } from './commands/update-booth-location.command.js';
export { DeleteAreaPlanCommand } from './commands/delete-area-plan.command.js';
export {
  type BoothLayoutChange,
  UpdateBoothLayoutCommand,
} from './commands/update-booth-layout.command.js';
export { UploadAreaPlanCommand } from './commands/upload-area-plan.command.js';
export { AreaPlanRemovedEvent } from './domain/area-plan-removed.event.js';
export { AreaPlanUploadedEvent } from './domain/area-plan-uploaded.event.js';
export { BoothLayoutUpdatedEvent } from './domain/booth-layout-updated.event.js';
export { BoothAreaUpdatedEvent } from './domain/booth-area-updated.event.js';
export { BoothHoldReleasedEvent } from './domain/booth-hold-released.event.js';
export { BoothOccupiedEvent } from './domain/booth-occupied.event.js';
export { BoothReleasedEvent } from './domain/booth-released.event.js';
export { BoothReservedEvent } from './domain/booth-reserved.event.js';
export { RESERVATION_TYPES, type ReservationType } from './domain/booth.entity.js';
export {
  AreaPlanDto,
  AreaPlanImageDto,
  AreaSurchargesDto,
  planImageUrl,
  StallLayoutDto,
  StallPlacementDto,
  StallPriceDetailDto,
} from './http/floor-plan.dto.js';
export { ReserveBoothManuallyDto } from './http/reserve-booth-manually.dto.js';
export { UpdateBoothAreaDto } from './http/update-booth-area.dto.js';
export { UpdateBoothLayoutDto } from './http/update-booth-layout.dto.js';
export { PlanFileError } from './plan-images/plan-file.js';
export { UpdateBoothDto } from './http/update-booth.dto.js';
export { CanHoldBoothQuery } from './queries/can-hold-booth.query.js';
export { type AreaPlanImage, GetAreaPlanImageQuery } from './queries/get-area-plan-image.query.js';
export { GetBoothQuery } from './queries/get-booth.query.js';
export {
  GetVendorBoothQuery,
  type VendorBooth,
  vendorBoothPart,
} from './queries/get-vendor-booth.query.js';
export { type BoothAreaSummary, ListBoothAreasQuery } from './queries/list-booth-areas.query.js';
export { ListBoothListingsQuery } from './queries/list-booth-listings.query.js';
export { ListBoothsQuery } from './queries/list-booths.query.js';
export { type FreeBooth, ListFreeBoothsQuery } from './queries/list-free-booths.query.js';
export { ListVendorBoothsQuery } from './queries/list-vendor-booths.query.js';
export { type StallRecord, stallHoldMinutesLeft, stallIsHeld } from './queries/stall-record.js';
