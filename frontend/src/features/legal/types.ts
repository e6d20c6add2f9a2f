import type { ReactElement, ReactNode } from 'react';

/**
 * One block of a legal text section. A plain string is a paragraph; the object forms cover
 * lists, sub-headings, small two-column tables, highlighted notes and free-form blocks.
 */
export type LegalBlock =
  | string
  | { kind: 'paragraph'; content: ReactNode }
  | { kind: 'list'; items: ReactNode[]; ordered?: boolean }
  | { kind: 'subheading'; text: string }
  | {
      kind: 'table';
      head: [string, string] | null;
      rows: [ReactNode, ReactNode][];
      caption?: string;
    }
  | { kind: 'note'; content: ReactNode; severity?: 'info' | 'warning' }
  | { kind: 'block'; content: ReactNode };

export interface LegalSection {
  /** Heading without its number; the page adds "§ 1" or "1." as configured. */
  title: string;
  /** Anchor id; derived from the title when absent. */
  id?: string;
  body: LegalBlock[];
}

/** How the section headings are numbered. */
export type LegalNumbering = 'paragraph' | 'decimal' | 'none';

/** Organiser data as the legal texts need it, with placeholders while settings are missing. */
export interface OrganizerInfo {
  name: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  /** The market's name; a skeleton while the settings load. */
  marketName: string | ReactElement;
  /** 'loading' while the settings request runs, 'unavailable' when it failed or returned nothing. */
  state: 'loading' | 'ready' | 'unavailable';
}

/**
 * A value of the current season as a legal text shows it: the text ('4. Dezember 2026'), a
 * skeleton while the settings load, or null when the settings leave it open (the text then
 * uses a wording without it).
 */
export type SeasonValue = string | ReactElement | null;

/** One row of the stall fee table. */
export interface StallFee {
  /** 'Arkadenhof (AK)' */
  area: ReactNode;
  /** '160,00 €' */
  fee: ReactNode;
}

/** Dates, hours, fees and the year of the current season as the legal texts need them. */
export interface SeasonTerms {
  /** State of the market settings (dates, hours, year). */
  state: 'loading' | 'ready' | 'unavailable';
  /** Market year of the current season, e.g. '2026'. */
  year: SeasonValue;
  /** '4. bis 7. Dezember 2026' (table cells). */
  marketPeriod: SeasonValue;
  /** 'vom 4. bis 7. Dezember 2026' or 'am 4. Dezember 2026' (running text). */
  marketPeriodPhrase: SeasonValue;
  firstMarketDay: SeasonValue;
  lastMarketDay: SeasonValue;
  /** 'vom 30. November bis 3. Dezember 2026'. */
  setupPeriodPhrase: SeasonValue;
  /** Last day of the teardown period. */
  teardownDeadline: SeasonValue;
  /** The last free day of withdrawal ('withdrawalFreeDays' before the first market day). */
  freeWithdrawalUntil: SeasonValue;
  /** 'vier Wochen vor Marktbeginn' from the settings; the terms' default when unavailable. */
  freeWithdrawalDeadline: SeasonValue;
  /** The later withdrawal's share of the stall fee: '50 %' (the terms' default when unavailable). */
  withdrawalFee: SeasonValue;
  /** False when the settings make a later withdrawal free as well (a share of 0 %). */
  withdrawalFeeCharged: boolean;
  /** Daily opening and closing time ('10:00'); the spec's defaults when the settings have none. */
  openTime: SeasonValue;
  closeTime: SeasonValue;
  /** Stall fee per area (skeleton rows while the areas load); empty when none could be read. */
  stallFees: StallFee[];
  /** '10,00 €' */
  deposit: string;
  holdMinutes: number;
}
