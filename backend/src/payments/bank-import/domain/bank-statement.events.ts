import { DomainEvent } from '../../../shared/events/domain-event.js';

/** The organiser uploaded a bank statement (issue 30): nothing is booked yet. */
export class BankStatementUploadedEvent extends DomainEvent<{
  fileName: string;
  format: string;
  /** Credit lines of the file. */
  lines: number;
  /** Of them not known from an earlier statement. */
  newLines: number;
  /** Lines not taken (debits, foreign currency, unreadable). */
  reported: number;
}> {
  static readonly TYPE = 'payments.bank-statement-uploaded.v1';
  readonly type = BankStatementUploadedEvent.TYPE;
  readonly aggregateType = 'bank-statement';
}

/** A statement line was booked as a transfer of a vendor (the ledger entry has its own event). */
export class BankStatementLineBookedEvent extends DomainEvent<{
  lineId: string;
  lineNumber: number;
  fileName: string;
  vendorId: string;
  amount: number;
  valueDate: string;
  ledgerEntryId: string;
}> {
  static readonly TYPE = 'payments.bank-statement-line-booked.v1';
  readonly type = BankStatementLineBookedEvent.TYPE;
  readonly aggregateType = 'bank-statement';
}

/** The organiser decided a statement line is no vendor's payment. */
export class BankStatementLineIgnoredEvent extends DomainEvent<{
  lineId: string;
  lineNumber: number;
  fileName: string;
  amount: number;
}> {
  static readonly TYPE = 'payments.bank-statement-line-ignored.v1';
  readonly type = BankStatementLineIgnoredEvent.TYPE;
  readonly aggregateType = 'bank-statement';
}
