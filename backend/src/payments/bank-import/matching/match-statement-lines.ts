import { ACCESS_CODE_LENGTH } from '@standl/contracts';

export const MATCH_KINDS = ['reference', 'amount-name', 'ambiguous', 'none'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** A vendor a statement line may be booked to: the current season's, not deleted. */
export interface MatchVendor {
  id: string;
  /** The stored (normalised) 10-character access code. */
  accessCode: string;
  name: string;
  /** Further names the vendor may pay under (firm); optional. */
  otherNames?: readonly string[];
  /** Issued invoice numbers, 'YYYY-NNNN'. */
  invoiceNumbers: readonly string[];
  /** Cents still open. */
  openAmount: number;
}

export interface MatchableLine {
  amount: number;
  payerName: string | null;
  remittance: string | null;
}

export interface LineMatch {
  match: MatchKind;
  /** The one vendor proposed; null when none or ambiguous. */
  vendorId: string | null;
  /** Every vendor that matched (the one proposed, or the ambiguous ones). */
  candidateIds: string[];
}

/**
 * The remittance as references are compared (decisions 236): upper-case, without spaces,
 * dashes, dots and slashes, O read as 0 and I/L as 1 (as `normalizeAccessCode`).
 */
export function normaliseRemittance(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s\-./\\_]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Lower-case words of a name without diacritics, 'GmbH'-like words and short ones left out. */
export function nameTokens(name: string | null | undefined): Set<string> {
  const words = (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  return new Set(words);
}

const STOP_WORDS = new Set([
  'gmbh',
  'und',
  'der',
  'die',
  'das',
  'kg',
  'og',
  'eu',
  'mbh',
  'co',
  'herr',
  'frau',
  'familie',
  'fam',
]);

interface Index {
  byCode: Map<string, string>;
  byInvoice: Map<string, Set<string>>;
  byAmount: Map<number, { id: string; tokens: Set<string> }[]>;
}

function indexOf(vendors: readonly MatchVendor[]): Index {
  const byCode = new Map<string, string>();
  const byInvoice = new Map<string, Set<string>>();
  const byAmount = new Map<number, { id: string; tokens: Set<string> }[]>();
  for (const vendor of vendors) {
    if (vendor.accessCode.length === ACCESS_CODE_LENGTH) byCode.set(vendor.accessCode, vendor.id);
    for (const number of vendor.invoiceNumbers) {
      const digits = number.replace(/\D/g, '');
      if (digits.length < 5) continue;
      const ids = byInvoice.get(digits) ?? new Set<string>();
      ids.add(vendor.id);
      byInvoice.set(digits, ids);
    }
    if (vendor.openAmount > 0) {
      const tokens = nameTokens([vendor.name, ...(vendor.otherNames ?? [])].join(' '));
      const list = byAmount.get(vendor.openAmount) ?? [];
      list.push({ id: vendor.id, tokens });
      byAmount.set(vendor.openAmount, list);
    }
  }
  return { byCode, byInvoice, byAmount };
}

/**
 * Proposes a vendor for each statement line (decisions 236). By reference first: an access
 * code anywhere in the normalised remittance (a 10-character window slid over it, looked up in a
 * Map) or an invoice number (its digits, not part of a longer number); one vendor is `reference`,
 * several `ambiguous`. Else by the exact open amount and a payer name sharing a word with the
 * vendor's name: one is `amount-name`, several `ambiguous`. Else `none`. Linear in the length of
 * the remittances; the vendors are indexed once.
 */
export function matchStatementLines(
  lines: readonly MatchableLine[],
  vendors: readonly MatchVendor[],
): LineMatch[] {
  const index = indexOf(vendors);
  return lines.map((line) => matchLine(line, index));
}

function matchLine(line: MatchableLine, index: Index): LineMatch {
  const byReference = new Set<string>();
  if (line.remittance) {
    const text = normaliseRemittance(line.remittance);
    for (let i = 0; i + ACCESS_CODE_LENGTH <= text.length; i++) {
      const id = index.byCode.get(text.slice(i, i + ACCESS_CODE_LENGTH));
      if (id) byReference.add(id);
    }
    for (const digits of invoiceNumbersIn(line.remittance)) {
      const ids = index.byInvoice.get(digits);
      if (ids) for (const id of ids) byReference.add(id);
    }
  }
  if (byReference.size > 0) return result(byReference, 'reference');

  const byAmount = new Set<string>();
  const sameAmount = index.byAmount.get(line.amount);
  if (sameAmount && line.payerName) {
    const payer = nameTokens(line.payerName);
    for (const vendor of sameAmount) {
      for (const token of payer) {
        if (vendor.tokens.has(token)) {
          byAmount.add(vendor.id);
          break;
        }
      }
    }
  }
  if (byAmount.size > 0) return result(byAmount, 'amount-name');
  return { match: 'none', vendorId: null, candidateIds: [] };
}

/**
 * The invoice numbers a remittance may name, as digits: four digits of the year and four or more
 * of the sequence, with any spaces, dashes, dots or slashes between them (O read as 0, I/L as 1
 * inside the number), not part of a longer number.
 */
export function invoiceNumbersIn(remittance: string): string[] {
  const found: string[] = [];
  const text = remittance.toUpperCase();
  const pattern = /(?<![\dOIL])([\dOIL]{4})[\s\-–./\\]*([\dOIL]{4,6})(?![\dOIL])/g;
  for (const match of text.matchAll(pattern)) {
    const digits = `${match[1]}${match[2]}`.replace(/O/g, '0').replace(/[IL]/g, '1');
    if (/^20\d{6,8}$/.test(digits)) found.push(digits);
  }
  return found;
}

function result(ids: Set<string>, single: MatchKind): LineMatch {
  const candidateIds = [...ids];
  return candidateIds.length === 1
    ? { match: single, vendorId: candidateIds[0]!, candidateIds }
    : { match: 'ambiguous', vendorId: null, candidateIds };
}
