// The public entry of the waiting list: all that other contexts may use of it.
export { OFFER_LINK_PURPOSE } from './commands/waitlist-book.js';
export { OfferFreeStallsCommand } from './commands/waitlist.commands.js';
export {
  WaitlistJoinedEvent,
  WaitlistOfferExpiredEvent,
  WaitlistOfferMadeEvent,
} from './domain/waitlist.events.js';
export { VendorWaitlistDto, VendorWaitlistOfferDto } from './http/waitlist.dto.js';
export {
  GetVendorWaitlistQuery,
  NOT_ON_WAITLIST,
  type VendorWaitlistView,
} from './queries/waitlist.queries.js';
export { vendorOnWaitlistPart } from './queries/vendor-on-waitlist.part.js';
