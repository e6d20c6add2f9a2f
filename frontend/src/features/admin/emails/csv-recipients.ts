import Papa from 'papaparse';

export interface CsvRecipient {
  name: string;
  email: string;
}

export type CsvResult =
  | { ok: true; recipients: CsvRecipient[]; skipped: number }
  | { ok: false; title: string; description?: string };

export const CSV_MAX_BYTES = 1024 * 1024;
export const CSV_MAX_ROWS = 2000;

const INVALID_FORMAT = {
  ok: false,
  title: 'Keine gültigen E-Mails gefunden',
  description: 'Bitte überprüfen Sie das CSV-Format (Name,E-Mail oder Name;E-Mail)',
} as const;

/** Spec 001 section 5: only `.csv`, and no binary content; at most 1 MB. */
export function checkCsvFile(file: { name: string; size: number }): CsvResult | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return { ok: false, title: 'Ungültiger Dateityp' };
  if (file.size > CSV_MAX_BYTES) {
    return {
      ok: false,
      title: 'Datei zu groß',
      description: 'Die CSV-Datei darf höchstens 1 MB groß sein.',
    };
  }
  return null;
}

/**
 * Reads recipients from CSV text by the spec's rules (001 section 5): a first line containing
 * "name" or "email" is a header; the separator is ';' when the text has one, else ','; quotes
 * around fields are removed; a row counts only with two fields where the second contains '@'.
 * Parsing is papaparse's (quoted separators and line breaks inside quotes are handled).
 */
export function parseRecipientCsv(text: string): CsvResult {
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(text)) return { ok: false, title: 'Ungültiger Dateityp' };
  const content = text.replace(/^\uFEFF/, '');
  const delimiter = content.includes(';') ? ';' : ',';
  const { data } = Papa.parse<string[]>(content, { delimiter, skipEmptyLines: 'greedy' });
  const rows = data.map((row) =>
    row.map((field) =>
      field
        .trim()
        .replace(/^["']+|["']+$/g, '')
        .trim(),
    ),
  );
  const header = rows[0]?.some((field) => /name|e-?mail/i.test(field)) ?? false;
  const body = header ? rows.slice(1) : rows;
  if (body.length > CSV_MAX_ROWS) {
    return {
      ok: false,
      title: 'Zu viele Zeilen',
      description: `Eine CSV-Datei darf höchstens ${CSV_MAX_ROWS} Empfänger enthalten.`,
    };
  }
  const recipients: CsvRecipient[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const row of body) {
    const [name, email] = row;
    if (row.length < 2 || !email?.includes('@') || seen.has(email.toLowerCase())) {
      skipped += 1;
      continue;
    }
    seen.add(email.toLowerCase());
    recipients.push({ name: name ?? '', email });
  }
  if (recipients.length === 0) return INVALID_FORMAT;
  return { ok: true, recipients, skipped };
}

/** How many mails a send writes: one per address, whatever its case (as the server counts). */
export function distinctAddressCount(recipients: readonly { email: string }[]): number {
  return new Set(recipients.map((recipient) => recipient.email.trim().toLowerCase())).size;
}
