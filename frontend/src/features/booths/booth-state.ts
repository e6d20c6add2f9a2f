import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BoothDto } from '@standl/contracts';

export type BoothState = 'available' | 'processing' | 'reserved' | 'occupied';

export const BOOTH_STATE_ORDER: readonly BoothState[] = [
  'available',
  'processing',
  'reserved',
  'occupied',
];

/** The states in words on the vendors' pages (issue 33): 'frei', 'free'. */
export const BOOTH_STATE_MESSAGES: Record<BoothState, MessageDescriptor> = {
  available: msg`frei`,
  processing: msg`in Bearbeitung`,
  reserved: msg`reserviert`,
  occupied: msg`belegt`,
};

/** The chosen stall's colour in the legends, and its state in words. */
export const SELECTED_STALL_MESSAGE = msg`ausgewählt`;

/** The states in German for the organiser's console, which stays German (issue 33). */
export const BOOTH_STATE_LABELS: Record<BoothState, string> = {
  available: 'frei',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the console's German label
  processing: 'in Bearbeitung',
  reserved: 'reserviert',
  occupied: 'belegt',
};

export const BOOTH_COLORS: Record<BoothState | 'selected', { bg: string; fg: string }> = {
  available: { bg: '#2e7d32', fg: '#ffffff' },
  processing: { bg: '#c2410c', fg: '#ffffff' }, // orange dark enough for white text (WCAG AA)
  reserved: { bg: '#fdd835', fg: '#3e2f00' },
  occupied: { bg: '#bdbdbd', fg: '#424242' },
  selected: { bg: '#9b1c1f', fg: '#ffffff' },
};

/** A stall held by another vendor (30 minutes) is neither free nor reserved: "in Bearbeitung". */
export function boothState(booth: Pick<BoothDto, 'status' | 'isBeingProcessed'>): BoothState {
  if (booth.status !== 'available') return booth.status;
  return booth.isBeingProcessed ? 'processing' : 'available';
}

/** '07' of 'AK-07'. */
export function boothShortNumber(number: string): string {
  return number.slice(number.lastIndexOf('-') + 1);
}

/** "in Bearbeitung (noch 12 Minuten)": the state in words for screen readers and tooltips. */
export function boothStateText(booth: BoothDto, i18n: I18n): string {
  const state = boothState(booth);
  const label = i18n._(BOOTH_STATE_MESSAGES[state]);
  const count = booth.reservationTimeLeft;
  return state === 'processing' && count
    ? i18n._(msg`${label} (noch ${plural(count, { one: '# Minute', other: '# Minuten' })})`)
    : label;
}

/** Why a stall cannot be chosen, for the toast 'Standplatz nicht verfügbar'. */
export function unavailableReason(booth: BoothDto, i18n: I18n): string {
  const number = booth.number;
  const count = booth.reservationTimeLeft;
  switch (boothState(booth)) {
    case 'processing':
      return count
        ? i18n._(
            msg`Standplatz ${number} wird gerade von einem anderen Händler reserviert (noch ${plural(count, { one: '# Minute', other: '# Minuten' })}).`,
          )
        : i18n._(msg`Standplatz ${number} wird gerade von einem anderen Händler reserviert.`);
    case 'reserved':
      return i18n._(msg`Standplatz ${number} ist bereits reserviert.`);
    case 'occupied':
      return i18n._(msg`Standplatz ${number} ist bereits belegt.`);
    default:
      return i18n._(msg`Standplatz ${number} kann gerade nicht gewählt werden.`);
  }
}

export function countByState(booths: readonly BoothDto[]): Record<BoothState, number> {
  const counts: Record<BoothState, number> = {
    available: 0,
    processing: 0,
    reserved: 0,
    occupied: 0,
  };
  for (const booth of booths) counts[boothState(booth)] += 1;
  return counts;
}

export function sortBooths<T extends BoothDto>(booths: readonly T[]): T[] {
  return [...booths].sort((a, b) => a.number.localeCompare(b.number, 'de', { numeric: true }));
}
