import {
  EARLIEST_VALUE_DATE,
  formatEuro,
  overpaymentOf,
  PAYMENT_MESSAGES,
  type AdminPaymentVendorDto,
  type BankStatementCandidateDto,
  type BankStatementDto,
  type BankStatementFormat,
  type BankStatementLineDto,
  type OverpaymentFacts,
} from '@standl/contracts';
import { viennaToday } from '../../../../lib/format';

export const TRANSFER_REFERENCE_MAX_LENGTH = 200;
export const TRANSFER_NOTE_MAX_LENGTH = 500;

export const TRANSFER_MESSAGES = {
  title: 'Überweisung verbuchen',
  booked: PAYMENT_MESSAGES.bankTransferBooked,
  invalidDate: 'Bitte geben Sie das Valutadatum als Datum ein',
  futureDate: PAYMENT_MESSAGES.valueDateInFuture,
  tooOld: PAYMENT_MESSAGES.valueDateTooOld,
  referenceTooLong: PAYMENT_MESSAGES.referenceTooLong,
  noteTooLong: PAYMENT_MESSAGES.noteTooLong,
} as const;

/**
 * The value date (Valuta) of a transfer as the date field gives it ('YYYY-MM-DD'): a real day,
 * not after today in Vienna and not before 2000 (the server's rule); else the German reason.
 */
export function validateValueDate(input: string, today: string = viennaToday()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!match) return TRANSFER_MESSAGES.invalidDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return TRANSFER_MESSAGES.invalidDate;
  }
  if (input < EARLIEST_VALUE_DATE) return TRANSFER_MESSAGES.tooOld;
  if (input > today) return TRANSFER_MESSAGES.futureDate;
  return null;
}

/** An optional text field of the transfer, trimmed (null when blank), or why it is refused. */
export function optionalText(
  input: string,
  max: number,
  tooLong: string,
): { value: string | null; error: string | null } {
  const value = input.trim();
  if (value.length > max) return { value: null, error: tooLong };
  return { value: value || null, error: null };
}

const FORMAT_LABELS: Record<BankStatementFormat, string> = {
  camt053: 'CAMT.053 (XML)',
  'csv-george': 'CSV George (Erste Bank, Sparkassen)',
  'csv-elba': 'CSV ELBA (Raiffeisen)',
  'csv-bankaustria': 'CSV Bank Austria',
};

export function statementFormatLabel(format: string): string {
  return FORMAT_LABELS[format as BankStatementFormat] ?? format;
}

/** What the organiser decided for one open line: book it for a vendor, or ignore it. */
export type LineDecision = { kind: 'book'; vendorId: string } | { kind: 'ignore' };

export type LineDecisions = Readonly<Record<string, LineDecision | undefined>>;

/** A line the server matched by reference or by amount and name: its vendor is proposed. */
export function hasProposal(line: BankStatementLineDto): boolean {
  return (
    line.state === 'open' &&
    line.vendorId !== null &&
    (line.match === 'reference' || line.match === 'amount-name')
  );
}

/** Still to decide: open, and not the same bank line as one booked already. */
export function isDecidable(line: BankStatementLineDto): boolean {
  return line.state === 'open' && line.match !== 'already-booked';
}

/**
 * The decisions a fresh preview starts with: every proposal accepted; ambiguous and unmatched
 * lines wait for the organiser.
 */
export function initialDecisions(statement: BankStatementDto): Record<string, LineDecision> {
  const decisions: Record<string, LineDecision> = {};
  for (const line of statement.lines) {
    if (isDecidable(line) && hasProposal(line)) {
      decisions[line.id] = { kind: 'book', vendorId: line.vendorId! };
    }
  }
  return decisions;
}

export type LineGroup = 'matched' | 'ambiguous' | 'unmatched' | 'booked' | 'ignored';

/** Where a line belongs in the preview's counts. */
export function lineGroup(line: BankStatementLineDto): LineGroup {
  if (line.state === 'booked' || line.match === 'already-booked') return 'booked';
  if (line.state === 'ignored') return 'ignored';
  if (line.match === 'ambiguous') return 'ambiguous';
  if (hasProposal(line)) return 'matched';
  return 'unmatched';
}

export const LINE_GROUP_LABELS: Record<LineGroup, string> = {
  matched: 'zugeordnet',
  ambiguous: 'mehrdeutig',
  unmatched: 'nicht zugeordnet',
  booked: 'bereits verbucht',
  ignored: 'ignoriert',
};

export function statementCounts(lines: readonly BankStatementLineDto[]): Record<LineGroup, number> {
  const counts: Record<LineGroup, number> = {
    matched: 0,
    ambiguous: 0,
    unmatched: 0,
    booked: 0,
    ignored: 0,
  };
  for (const line of lines) counts[lineGroup(line)] += 1;
  return counts;
}

/** What booking the amount would leave on the vendor's account. */
export interface LineEffect {
  openAmountAfter: number;
  refundDueAfter: number;
}

/** The effect of `amount` on an account, by the same rule as the ledger (overpaymentOf). */
export function effectOn(account: OverpaymentFacts, amount: number): LineEffect {
  const { owed, excess } = overpaymentOf(account, amount);
  return { openAmountAfter: Math.max(0, owed - amount), refundDueAfter: excess };
}

/** 'Rest offen 20,00 €', 'Überzahlung 10,00 € → Rückerstattung' or 'Vollständig bezahlt'. */
export function effectText(effect: LineEffect | null): string {
  if (!effect) return '–';
  if (effect.refundDueAfter > 0) {
    return `Überzahlung ${formatEuro(effect.refundDueAfter)} → Rückerstattung`;
  }
  if (effect.openAmountAfter > 0) return `Rest offen ${formatEuro(effect.openAmountAfter)}`;
  return 'Vollständig bezahlt';
}

/**
 * The effect of the line as decided: the server's for its own proposal, else worked out from
 * the chosen vendor's account in the payments list (or the candidate's open amount).
 */
export function decidedEffect(
  line: BankStatementLineDto,
  decision: LineDecision | undefined,
  vendors: ReadonlyMap<string, AdminPaymentVendorDto>,
): LineEffect | null {
  if (decision?.kind !== 'book') return null;
  if (decision.vendorId === line.vendorId && line.effect) return line.effect;
  const vendor = vendors.get(decision.vendorId);
  if (vendor) return effectOn(vendor, line.amount);
  const candidate = line.candidates.find((item) => item.vendorId === decision.vendorId);
  if (!candidate) return null;
  return {
    openAmountAfter: Math.max(0, candidate.openAmount - line.amount),
    refundDueAfter: Math.max(0, line.amount - candidate.openAmount),
  };
}

/** The body of 'Buchen': only the decided open lines. */
export function bookingLines(
  statement: BankStatementDto,
  decisions: LineDecisions,
): { lineId: string; vendorId: string | null }[] {
  return statement.lines.flatMap((line) => {
    const decision = decisions[line.id];
    if (!decision || !isDecidable(line)) return [];
    return [{ lineId: line.id, vendorId: decision.kind === 'book' ? decision.vendorId : null }];
  });
}

/** A vendor to choose for a line: the line's candidates first, then everyone in the list. */
export interface VendorOption {
  vendorId: string;
  name: string;
  boothNumber: string | null;
  openAmount: number;
  group: 'Vorschläge' | 'Alle Händler';
}

export function vendorOptions(
  candidates: readonly BankStatementCandidateDto[],
  vendors: readonly AdminPaymentVendorDto[],
): VendorOption[] {
  const proposed = new Set(candidates.map((candidate) => candidate.vendorId));
  return [
    ...candidates.map((candidate) => ({ ...candidate, group: 'Vorschläge' as const })),
    ...vendors
      .filter((vendor) => !proposed.has(vendor.vendorId))
      .map((vendor) => ({
        vendorId: vendor.vendorId,
        name: vendor.name,
        boothNumber: vendor.boothNumber,
        openAmount: vendor.openAmount,
        group: 'Alle Händler' as const,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de-AT')),
  ];
}

/** 'Lebzelterei Moser · AK-02 · offen 140,00 €' */
export function vendorOptionLabel(
  option: Pick<VendorOption, 'name' | 'boothNumber' | 'openAmount'>,
) {
  return [
    option.name,
    option.boothNumber,
    option.openAmount > 0 ? `offen ${formatEuro(option.openAmount)}` : 'nichts offen',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A calendar day 'YYYY-MM-DD' as '25.11.2026'; blank for anything else. */
export function formatCalendarDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The line's booking day as the bank gives it, 'dd.MM.yyyy'. */
export function lineDay(line: Pick<BankStatementLineDto, 'bookingDate'>): string {
  return formatCalendarDay(line.bookingDate);
}

/** The open lines a statement still has (the list of earlier statements names them). */
export function openLineCount(statement: Pick<BankStatementDto, 'lines'>): number {
  return statement.lines.filter(isDecidable).length;
}
