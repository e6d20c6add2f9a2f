import {
  ARCHIVE_MESSAGES as ARCHIVE_SERVER_MESSAGES,
  ARCHIVE_YEAR_MAX,
  ARCHIVE_YEAR_MIN,
  type ArchiveEntryDto,
  type ArchiveStatus,
} from '@standl/contracts';
import { viennaToday } from '../../../lib/format';

export type ArchiveStatusFilter = 'all' | ArchiveStatus;

export interface ArchiveFilter {
  search: string;
  /** A year, or null for every year. */
  year: number | null;
  status: ArchiveStatusFilter;
}

export const ARCHIVE_STATUS_LABELS: Record<ArchiveStatus, string> = {
  active: 'Aktiv',
  blocked: 'Gesperrt',
};

export const ARCHIVE_STATUS_FILTERS: { value: ArchiveStatusFilter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'active', label: ARCHIVE_STATUS_LABELS.active },
  { value: 'blocked', label: ARCHIVE_STATUS_LABELS.blocked },
];

/** Year input of the block dialog (spec 001 section 5). */
export const ARCHIVE_MIN_YEAR = ARCHIVE_YEAR_MIN;
export const ARCHIVE_MAX_YEAR = ARCHIVE_YEAR_MAX;

export const ARCHIVE_MESSAGES = {
  /** Spec 001 section 8: the archive could not be loaded. */
  fetchFailed: 'Failed to fetch archives',
  vendorRequired: ARCHIVE_SERVER_MESSAGES.vendorRequired,
  reasonRequired: ARCHIVE_SERVER_MESSAGES.reasonRequired,
  reasonTooLong: ARCHIVE_SERVER_MESSAGES.reasonTooLong,
  yearRange: ARCHIVE_SERVER_MESSAGES.yearOutOfRange,
  blocked: 'Händler gesperrt',
  blockedPermanently: 'Händler dauerhaft gesperrt',
  /** Beside 'Gesperrt' for a block that cannot be lifted (canBeUnblocked false). */
  permanent: 'Dauerhafte Sperre',
  /** Why 'Sperre aufheben' is off for a permanent block. */
  permanentHint: 'Dauerhafte Sperre: erst als aufhebbar kennzeichnen',
  markFailed: 'Fehler beim Kennzeichnen',
  unblocked: ARCHIVE_SERVER_MESSAGES.unblocked,
  blockFailed: 'Fehler beim Sperren',
  unblockFailed: 'Fehler beim Entsperren',
} as const;

const compact = (value: string | null) => (value ?? '').toLowerCase().replace(/[\s-]+/g, '');

/** 'AK-12 (Arkadenhof)', the number alone, the area alone, or null without a stall. */
export function archiveStallText(
  entry: Pick<ArchiveEntryDto, 'boothArea' | 'boothNumber'>,
): string | null {
  if (entry.boothNumber && entry.boothArea) return `${entry.boothNumber} (${entry.boothArea})`;
  return entry.boothNumber ?? entry.boothArea ?? null;
}

/** Search over name, e-mail and stall (number and area), case, spaces and hyphens aside. */
export function matchesArchiveSearch(entry: ArchiveEntryDto, query: string): boolean {
  const needle = compact(query);
  if (!needle) return true;
  return [entry.name, entry.email, entry.boothNumber, entry.boothArea].some((field) =>
    compact(field).includes(needle),
  );
}

export function filterArchive(entries: ArchiveEntryDto[], filter: ArchiveFilter) {
  return entries.filter(
    (entry) =>
      (filter.year === null || entry.year === filter.year) &&
      (filter.status === 'all' || entry.status === filter.status) &&
      matchesArchiveSearch(entry, filter.search),
  );
}

/** The years the archive holds, newest first (the year filter offers only these). */
export function archiveYears(entries: ArchiveEntryDto[]): number[] {
  return [...new Set(entries.map((entry) => entry.year))].sort((a, b) => b - a);
}

export function archiveCounter(found: number, total: number): string {
  return `${found} von ${total} ${total === 1 ? 'Eintrag' : 'Einträgen'} gefunden`;
}

export interface BlockForm {
  vendorId: string | null;
  reason: string;
  /** As typed. */
  year: string;
}

export type BlockFormErrors = Partial<Record<keyof BlockForm, string>>;

/** The block dialog's rules (spec 001 section 5): a vendor, a trimmed reason, a year 2020-2030. */
export function validateBlockForm(form: BlockForm): BlockFormErrors {
  const errors: BlockFormErrors = {};
  if (!form.vendorId) errors.vendorId = ARCHIVE_MESSAGES.vendorRequired;
  const reason = form.reason.trim();
  if (!reason) errors.reason = ARCHIVE_MESSAGES.reasonRequired;
  else if (reason.length > 500) errors.reason = ARCHIVE_MESSAGES.reasonTooLong;
  const year = Number(form.year.trim());
  if (!/^\d{4}$/.test(form.year.trim()) || year < ARCHIVE_MIN_YEAR || year > ARCHIVE_MAX_YEAR) {
    errors.year = ARCHIVE_MESSAGES.yearRange;
  }
  return errors;
}

/** The market year when it lies in the allowed range, else the current calendar year clamped. */
export function defaultArchiveYear(marketYear: number | undefined, now = new Date()): number {
  const year = marketYear ?? now.getFullYear();
  return Math.min(ARCHIVE_MAX_YEAR, Math.max(ARCHIVE_MIN_YEAR, year));
}

/**
 * Whether the season may be archived now: the server refuses it until the last market day is
 * over (Vienna), and without a last market day at all. `from` is the first day it is possible.
 */
export type SeasonArchiveState =
  { state: 'possible' } | { state: 'no-market-end' } | { state: 'too-early'; from: string };

export function seasonArchiveState(
  marketEndDate: string | null,
  today = viennaToday(),
): SeasonArchiveState {
  if (!marketEndDate) return { state: 'no-market-end' };
  if (today > marketEndDate) return { state: 'possible' };
  const next = new Date(`${marketEndDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { state: 'too-early', from: next.toISOString().slice(0, 10) };
}
