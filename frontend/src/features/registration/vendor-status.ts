import { type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type LiftAppointmentDto,
  type LiftAppointmentType,
  type VendorDto,
  type VendorStatus,
  type VendorStatusDto,
} from '@standl/contracts';

export type StatusKind =
  'waiting' | 'confirmed' | 'set_up' | 'deposit_due' | 'deposit_paid' | 'in_review' | 'withdrawn';

/**
 * The status page's rule (spec 4): pending waits, confirmed/paid/checked_in count as confirmed.
 * Added: a held stall shows the deposit due, a paid deposit (approved) waits for the organiser,
 * and a confirmed set-up (aufgebaut, a confirmed vendor) says the remaining fee is now due.
 */
export function statusKind(status: string): StatusKind {
  if (status === 'pending') return 'waiting';
  if (status === 'pending_payment') return 'deposit_due';
  if (status === 'approved') return 'deposit_paid';
  if (status === 'confirmed' || status === 'paid' || status === 'checked_in') return 'confirmed';
  if (status === 'aufgebaut') return 'set_up';
  if (status === 'withdrawn') return 'withdrawn';
  return 'in_review';
}

/**
 * A waiting vendor who chose to pick the stall (preference 'self') but neither has nor holds
 * one: the next step is theirs (choose a stall), not the organiser's.
 */
export function needsBoothChoice({ vendor, booth }: Pick<VendorStatusDto, 'vendor' | 'booth'>) {
  return vendor.boothAssignmentPreference === 'self' && !booth && vendor.status === 'pending';
}

/** A registration's status as the vendor reads it (the contracts' VENDOR_STATUS_LABELS). */
const STATUS_LABELS: Record<VendorStatus, MessageDescriptor> = {
  pending: msg`Wartend`,
  pending_payment: msg`Anzahlung ausstehend`,
  approved: msg`Anzahlung geleistet`,
  confirmed: msg`Bestätigt`,
  rejected: msg`Abgelehnt`,
  aufgebaut: msg`Aufgebaut`,
  paid: msg`Bezahlt`,
  checked_in: msg`Eingecheckt`,
  archived: msg`Archiviert`,
  withdrawn: msg`Zurückgezogen`,
};

/**
 * The status in the page's language (`i18n` of useLingui(); without it the browser's instance);
 * an unknown status as it is.
 */
export function statusLabel(status: string, i18n: I18n): string {
  const label = STATUS_LABELS[status as VendorStatus];
  return label ? i18n._(label) : status;
}

type AmountsSource =
  Pick<VendorStatusDto, 'account'> | Pick<VendorDto, 'totalAmount' | 'paymentAmount'>;

/**
 * The open amount. From a status answer it is the payments ledger's (`account`,
 * docs/decisions.md 72); a bare vendor (older callers) gives its derived total and paid amount,
 * never below zero.
 */
export function openAmount(source: AmountsSource): number {
  if ('account' in source && source.account) return source.account.openAmount;
  const { totalAmount, paymentAmount } = source as Pick<VendorDto, 'totalAmount' | 'paymentAmount'>;
  return Math.max(0, totalAmount - paymentAmount);
}

/** The kinds of lift slot (the contracts' LIFT_TYPE_LABELS, in the page's language). */
export const LIFT_TYPE_NAMES: Record<LiftAppointmentType, MessageDescriptor> = {
  setup: msg`Aufbau`,
  breakdown: msg`Abbau`,
};

/** A booked slot's state (the contracts' LIFT_STATUS_LABELS, in the page's language). */
export const LIFT_STATUS_NAMES: Record<LiftAppointmentDto['status'], MessageDescriptor> = {
  booked: msg`Geplant`,
  completed: msg`Abgeschlossen`,
};

/** The deposit payment page; the access code lets it return to the vendor's status page. */
export function boothSelectionUrl(accessCode: string): string {
  return `/booth-self-selection?${new URLSearchParams({ accessCode })}`;
}

export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})(?=.)/g, '$1 ')
    .toUpperCase();
}
