/**
 * TEMPORARY (issue 30): the shapes of the bank transfer and statement routes as the shared
 * contract names them, until the backend branches land with the generated client. Then this file
 * goes and the generated types (`@standl/contracts`) take its place.
 */
import type { BankDetailsDto } from '@standl/contracts';

export interface PaymentReadinessItemDto {
  key: string;
  done: boolean;
  title: string;
  detail: string;
  tab: 'settings' | 'payments';
}

export interface PaymentReadinessDto {
  items: PaymentReadinessItemDto[];
}

export type BankStatementFormat = 'camt053' | 'csv-george' | 'csv-elba' | 'csv-bankaustria';

export interface BankStatementCandidateDto {
  vendorId: string;
  name: string;
  boothNumber: string | null;
  openAmount: number;
}

export interface BankStatementLineDto {
  id: string;
  lineNumber: number;
  bookingDate: string;
  valueDate: string | null;
  amount: number;
  currency: string;
  payerName: string | null;
  payerIban: string | null;
  remittance: string | null;
  entryReference: string | null;
  state: 'open' | 'booked' | 'ignored';
  match: 'reference' | 'amount-name' | 'ambiguous' | 'none' | 'already-booked';
  vendorId: string | null;
  candidates: BankStatementCandidateDto[];
  effect: { openAmountAfter: number; refundDueAfter: number } | null;
  bookedBy: string | null;
  bookedAt: string | null;
  duplicateOf: string | null;
}

export interface BankStatementDto {
  id: string;
  fileName: string;
  format: BankStatementFormat;
  uploadedAt: string;
  uploadedBy: string | null;
  lines: BankStatementLineDto[];
  report: { lineNumber: number; message: string }[];
}

export interface BankStatementSummaryDto {
  id: string;
  fileName: string;
  format: BankStatementFormat;
  uploadedAt: string;
  uploadedBy: string | null;
  lineCount?: number;
  openCount?: number;
  bookedCount?: number;
  ignoredCount?: number;
}

export interface BankStatementBookDto {
  lines: { lineId: string; vendorId: string | null }[];
}

export interface BankStatementBookingResultDto {
  message: string;
  booked: number;
  ignored: number;
  skipped: { lineId: string; reason: string }[];
  statement: BankStatementDto;
}

/** The vendor's bank details with the reference and the EPC QR text (helper A adds them). */
export type BankDetailsWithReference = BankDetailsDto & {
  reference?: string;
  epcQrPayload?: string | null;
};
