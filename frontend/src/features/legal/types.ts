import type { ReactNode } from 'react';

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
  marketName: string;
  /** 'loading' while the settings request runs, 'unavailable' when it failed or returned nothing. */
  state: 'loading' | 'ready' | 'unavailable';
}
