export { StatusChip } from './components/StatusChip';
export { validateRegistration } from './registration-form';
export { DetailRow, Note, SectionCard, SubHeading } from './components/SectionCard';
export { boothSelectionUrl, formatIban, openAmount, statusKind } from './vendor-status';
export { waitlistPositionText, withdrawalMoneyText } from './plans';
export { waitlistAreas, waitlistOptionLabel } from './registration-form';
export {
  useBookLiftAppointment,
  useJoinWaitlist,
  useCancelLiftAppointment,
  useLiftSettings,
  useLiftSlots,
  useUpdateVendorBilling,
  useVendorLiftAppointments,
  useVendorLogin,
  useVendorLogout,
  useVendorStatus,
  vendorStatusQuery,
} from './api/vendor-api';
export { VendorLoading } from './components/VendorLoading';
export { VENDOR_SESSION_KEY, useVendorSession } from './vendor-session';
export { PayDepositButton } from './components/PayDepositButton';
export { LiftAppointmentList } from './components/LiftAppointmentList';
export { ContactDialog } from './components/ContactDialog';
export { StatusMessage } from './components/StatusMessage';
export { AccessCodeForm } from './components/AccessCodeForm';
export { accessCodeFieldError, accessCodeNotice, lookupErrorToast } from './access-code-errors';
export { BillingAddressFields } from './components/BillingAddressFields';
export {
  billingValuesOf,
  cleanBilling,
  hasBillingAddress,
  validateBilling,
  type BillingErrors,
  type BillingValues,
} from './billing-validation';
export { StallFeeParts, StallFeeRows } from './components/StallFeeRows';
export { statusLabel } from './vendor-status';
