import type { ReactNode } from 'react';
import type { LegalBlock } from '../types';

/** Small builders that keep the section arrays readable. */
export const p = (content: ReactNode): LegalBlock => ({ kind: 'paragraph', content });
export const list = (...items: ReactNode[]): LegalBlock => ({ kind: 'list', items });
export const numbered = (...items: ReactNode[]): LegalBlock => ({
  kind: 'list',
  items,
  ordered: true,
});
export const sub = (text: string): LegalBlock => ({ kind: 'subheading', text });
export const note = (content: ReactNode, severity: 'info' | 'warning' = 'info'): LegalBlock => ({
  kind: 'note',
  content,
  severity,
});
export const block = (content: ReactNode): LegalBlock => ({ kind: 'block', content });
export const table = (
  head: [string, string] | null,
  rows: [ReactNode, ReactNode][],
  caption?: string,
): LegalBlock => ({ kind: 'table', head, rows, ...(caption ? { caption } : {}) });
