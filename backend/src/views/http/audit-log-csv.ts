import {
  actorName,
  CSV_LINE_END,
  CSV_SEPARATOR,
  escapeFormula,
  quoteCsvField,
  UTF8_BOM,
  viennaWallClock,
} from '@standl/contracts';
import type { AuditLogEntry } from '../queries/audit-log.query.js';

const two = (value: number) => String(value).padStart(2, '0');

const COLUMNS: { header: string; cell: (entry: AuditLogEntry) => string }[] = [
  {
    header: 'Datum',
    cell: (entry) => {
      const clock = viennaWallClock(entry.occurredAt.toISOString())!;
      return `${two(clock.day)}.${two(clock.month)}.${clock.year}`;
    },
  },
  {
    header: 'Uhrzeit',
    cell: (entry) => {
      const clock = viennaWallClock(entry.occurredAt.toISOString())!;
      return `${two(clock.hour)}:${two(clock.minute)}`;
    },
  },
  { header: 'Person', cell: (entry) => actorName(entry.actor) },
  { header: 'Ereignis', cell: (entry) => entry.label },
  { header: 'Betrifft', cell: (entry) => entry.subject ?? '' },
  { header: 'Details', cell: (entry) => entry.details ?? '' },
  { header: 'Ereignistyp', cell: (entry) => entry.type },
  { header: 'Nr.', cell: (entry) => entry.id },
];

/**
 * The Protokoll as a CSV Excel in Austria opens as it is (docs/decisions.md 220): UTF-8 with BOM,
 * semicolons, CRLF, the day as 26.11.2026 and the time in Vienna, every text kept from running as
 * a formula.
 */
export function auditLogCsv(entries: readonly AuditLogEntry[]): string {
  const lines = [
    COLUMNS.map((column) => column.header),
    ...entries.map((entry) =>
      COLUMNS.map((column) => quoteCsvField(escapeFormula(column.cell(entry)))),
    ),
  ].map((fields) => fields.join(CSV_SEPARATOR));
  return `${UTF8_BOM}${lines.join(CSV_LINE_END)}${CSV_LINE_END}`;
}

/** 'protokoll-2026-11-26.csv': the day of the export in Vienna. */
export const auditLogFileName = (today: string) => `protokoll-${today}.csv`;
