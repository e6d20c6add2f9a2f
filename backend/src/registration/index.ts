// The public entry of registration: all that other contexts may use of it.
export {
  BlockVendorCommand,
  CheckInVendorCommand,
  DeleteVendorCommand,
  MarkBlockPermanenceCommand,
  MarkVendorSetUpCommand,
  UnblockVendorCommand,
  UpdateVendorByAdminCommand,
} from './commands/admin-vendor.commands.js';
export { AssignVendorBoothCommand } from './commands/assign-vendor-booth.command.js';
export { ChooseCashDepositCommand } from './commands/choose-cash-deposit.command.js';
export { EndVendorSessionsCommand } from './commands/end-vendor-sessions.command.js';
export { RecordDepositPaidCommand } from './commands/record-deposit-paid.command.js';
export { RegisterVendorCommand } from './commands/register-vendor.command.js';
export { VendorBoothSelectedEvent } from './domain/vendor-booth-selected.event.js';
export { SelectBoothCommand } from './commands/select-booth.command.js';
export { UnassignBoothCommand } from './commands/unassign-booth.command.js';
export { UpdateVendorBillingCommand } from './commands/update-vendor-billing.command.js';
export {
  ConfirmVendorEmailChangeCommand,
  RequestVendorEmailChangeCommand,
  UpdateVendorProfileCommand,
} from './commands/vendor-own-data.commands.js';
export { emailChangeLinkUrl } from './domain/email-change-link.js';
export {
  VendorEmailChangedEvent,
  VendorEmailChangeRequestedEvent,
  VendorProfileUpdatedEvent,
} from './domain/vendor-own-data.events.js';
export {
  type WithdrawalResult,
  WithdrawRegistrationCommand,
} from './commands/withdraw-registration.command.js';
export { VendorWithdrawnEvent } from './domain/vendor-withdrawn.event.js';
export { computeAdminStats } from './domain/admin-stats.js';
export {
  VendorBlockedEvent,
  VendorBlockPermanenceChangedEvent,
  VendorChangedByAdminEvent,
  VendorDeletedEvent,
  VendorSetUpEvent,
  VendorUnblockedEvent,
} from './domain/vendor-admin.events.js';
export { VendorBillingUpdatedEvent } from './domain/vendor-billing-updated.event.js';
export { VendorBoothAssignedEvent } from './domain/vendor-booth-assigned.event.js';
export { VendorDepositPaidEvent } from './domain/vendor-deposit-paid.event.js';
export { VendorRegisteredEvent } from './domain/vendor-registered.event.js';
export {
  statusOfVendor,
  totalAmountOf,
  VENDOR_STATUSES,
  type VendorStatus,
} from './domain/vendor-status.js';
export {
  BOOTH_ASSIGNMENT_PREFERENCES,
  VENDOR_SOURCES,
  type VendorSource,
  withdrawalRefusal,
} from './domain/vendor.entity.js';
export { AccessCodeDto } from './http/access-code.dto.js';
export {
  BlockVendorDto,
  CreateVendorDto,
  UpdateAdminVendorDto,
} from './http/admin-vendor-input.dto.js';
export {
  AdminStatsDto,
  BoothSuggestionDto,
  CreatedVendorDto,
  VendorHistoryEntryDto,
} from './http/admin-vendor-output.dto.js';
export { AssignBoothDto } from './http/assign-booth.dto.js';
export { RegisterVendorDto } from './http/register-vendor.dto.js';
export { RegistrationResultDto, WaitlistPlaceDto } from './http/registration-result.dto.js';
export { BoothSelectionResultDto, SelectBoothDto } from './http/select-booth.dto.js';
export { UpdateBillingDto } from './http/update-billing.dto.js';
export {
  EmailChangeConfirmedDto,
  EmailChangeRequestDto,
  EmailChangeRequestedDto,
  EmailChangeTokenDto,
  PendingEmailChangeDto,
  UpdateVendorProfileDto,
} from './http/vendor-profile.dto.js';
export {
  WithdrawalDto,
  WithdrawalQuoteDto,
  WithdrawRegistrationDto,
  WithdrawVendorDto,
} from './http/withdrawal.dto.js';
export { CorrectPaidAmountCommand } from './ports/correct-paid-amount.command.js';
export { JoinWaitlistCommand, type WaitlistPlace } from './ports/join-waitlist.command.js';
export {
  GetPaymentFactsQuery,
  PaymentFactsPartQuery,
  ListPaymentFactsQuery,
  type PaymentFacts,
} from './ports/payment-facts.query.js';
export { FindVendorByAccessCodeQuery } from './queries/find-vendor-by-access-code.query.js';
export { vendorByAccessCodePart } from './queries/vendor-by-access-code.part.js';
export { FindVendorIdsByEmailQuery } from './queries/find-vendor-ids-by-email.query.js';
export { GetVendorBillingQuery } from './queries/get-vendor-billing.query.js';
export { GetVendorHistoryQuery } from './queries/get-vendor-history.query.js';
export {
  GetVendorMailDataQuery,
  type VendorMailData,
} from './queries/get-vendor-mail-data.query.js';
export { GetVendorStandingQuery } from './queries/get-vendor-standing.query.js';
export { GetVendorStatusQuery } from './queries/get-vendor-status.query.js';
export { GetVendorQuery } from './queries/get-vendor.query.js';
export {
  GetPendingEmailChangeQuery,
  GetVendorEmailChangeQuery,
  type VendorEmailChangeView,
} from './queries/vendor-email-change.queries.js';
export { IsEmailBlockedQuery } from './ports/is-email-blocked.query.js';
export {
  ListOnSiteVendorsQuery,
  type OnSiteVendor,
  type OnSiteVendorFilter,
} from './queries/list-on-site-vendors.query.js';
export {
  type DirectoryVendor,
  ListDirectoryVendorsQuery,
} from './queries/list-directory-vendors.query.js';
export { ListSeasonVendorsQuery, type SeasonVendor } from './queries/list-season-vendors.query.js';
export {
  ListVendorContactsQuery,
  type VendorContact,
} from './queries/list-vendor-contacts.query.js';
export { ListVendorsQuery } from './queries/list-vendors.query.js';
export { type VendorRecord } from './queries/vendor-record.js';
export {
  BookWithdrawalChargeCommand,
  QuoteWithdrawalQuery,
  ReleaseWithdrawnVendorLiftCommand,
  type WithdrawalQuote,
  type WithdrawalStall,
} from './ports/withdrawal.js';
