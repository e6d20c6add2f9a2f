import type { Vendor } from '../domain/vendor.entity.js';

const VENDOR_RECORD_FIELDS = [
  'id',
  'name',
  'email',
  'phone',
  'description',
  'accessCode',
  'boothAssignmentPreference',
  'registrationState',
  'source',
  'selectedBoothId',
  'billingStreet',
  'billingCity',
  'billingPostalCode',
  'billingCountry',
  'isBlocked',
  'blockedReason',
  'blockedAt',
  'canBeUnblocked',
  'setUpAt',
  'lastCheckIn',
  'termsAcceptedAt',
  'sessionsEndedAt',
  'withdrawnAt',
  'withdrawnBy',
  'withdrawalReason',
  'directoryConsent',
  'language',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Vendor)[];

/**
 * A vendor as the read side sees it: a plain copy of the row, never the managed entity, so no
 * caller outside registration can change a vendor except through its commands.
 */
export type VendorRecord = Readonly<Pick<Vendor, (typeof VENDOR_RECORD_FIELDS)[number]>>;

export function vendorRecordOf(vendor: Vendor): VendorRecord {
  return Object.freeze(
    Object.fromEntries(VENDOR_RECORD_FIELDS.map((field) => [field, vendor[field]])),
  ) as VendorRecord;
}
