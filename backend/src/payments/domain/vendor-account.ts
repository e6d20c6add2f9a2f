import {
  implausibleAmountMessage,
  isImplausiblePayment,
  overpaymentOf,
  type OverpaymentFacts,
  PAYMENT_MESSAGES,
} from '@standl/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import type { LedgerLine, VendorAccount } from '../queries/get-vendor-account.query.js';
import type { NewLedgerEntry } from './ledger-entry.entity.js';

/** What an account is computed from: the entries' facts (oldest first is not required). */
export type AccountLine = Pick<
  LedgerLine,
  'id' | 'kind' | 'amount' | 'method' | 'createdAt' | 'settlesId'
>;

export type AccountFacts = Omit<VendorAccount, 'vendorId' | 'lines'> & {
  /** total > 0 and paid >= total: the status is `paid` and the invoice is due. */
  paidInFull: boolean;
};

const MONEY_IN = new Set<string>([
  'deposit_card',
  'card_payment',
  'cash_payment',
  'transfer_payment',
]);

/**
 * Whether an entry moves the vendor's paid amount. A refund_due only flags money to be given
 * back (the organiser may still credit it to another stall); the money leaves the account with
 * the refund_made entry that settles it.
 */
export function countsTowardsPaid(kind: AccountLine['kind']): boolean {
  return kind !== 'refund_due';
}

/** Entries in booking order: by time, then as given. */
function chronological<T extends AccountLine>(lines: readonly T[]): T[] {
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.createdAt.getTime() - b.line.createdAt.getTime() || a.index - b.index)
    .map(({ line }) => line);
}

/**
 * A vendor's money, derived from the ledger alone (docs/decisions.md 72): paid = money received
 * minus money returned; open = max(0, total − paid); paid in full when total > 0 and paid >=
 * total, since the entry that got there (`paidAt`); the deposit counts as paid while the paid
 * amount covers the latest deposit; the method is that of the latest money that came in.
 */
export function accountOf(lines: readonly AccountLine[], totalAmount: number): AccountFacts {
  let paidAmount = 0;
  let depositAmount = 0;
  let paymentMethod: AccountFacts['paymentMethod'] = 'bank_transfer';
  let paidAt: Date | null = null;
  let lastPaymentAt: Date | null = null;
  const settled = new Set<string>();
  for (const line of chronological(lines)) {
    if (line.kind === 'refund_made' && line.settlesId) settled.add(line.settlesId);
    if (line.kind === 'deposit_card') depositAmount = line.amount;
    if (MONEY_IN.has(line.kind)) lastPaymentAt = line.createdAt;
    if (!countsTowardsPaid(line.kind)) continue;
    if (line.amount > 0 && line.method) paymentMethod = line.method;
    const before = paidAmount;
    paidAmount += line.amount;
    if (totalAmount > 0) {
      if (before < totalAmount && paidAmount >= totalAmount) paidAt = line.createdAt;
      else if (paidAmount < totalAmount) paidAt = null;
    }
  }
  const refundDueAmount = lines
    .filter((line) => line.kind === 'refund_due' && !settled.has(line.id))
    .reduce((sum, line) => sum - line.amount, 0);
  const paidInFull = totalAmount > 0 && paidAmount >= totalAmount;
  return {
    totalAmount,
    paidAmount,
    openAmount: Math.max(0, totalAmount - paidAmount),
    paidInFull,
    paidAt: paidInFull ? paidAt : null,
    depositAmount,
    depositPaid: depositAmount > 0 && paidAmount >= depositAmount,
    paymentMethod,
    refundDueAmount,
    lastPaymentAt,
  };
}

/** The new entry took the vendor from owing money to paid in full (once per crossing). */
export function crossedIntoPaidInFull(before: AccountFacts, after: AccountFacts): boolean {
  return !before.paidInFull && after.paidInFull;
}

/** The correction that makes the paid amount `target`: the difference, 0 when nothing changes. */
export function correctionTo(account: Pick<AccountFacts, 'paidAmount'>, target: number): number {
  return target - account.paidAmount;
}

type Booking = Omit<NewLedgerEntry, 'vendorId' | 'createdAt'>;

/**
 * Money coming in, and, when it is more than the vendor owes, a refund_due for the excess in
 * the same booking: the payment is booked in full as received, the excess is flagged to be given
 * back at once (what is owed nets out money already flagged for refund, see `overpaymentOf`).
 */
export function moneyIn(account: AccountFacts, payment: Booking): Booking[] {
  const { excess } = overpaymentOf(account, payment.amount);
  if (excess === 0) return [payment];
  return [
    payment,
    {
      kind: 'refund_due',
      amount: -excess,
      method: payment.method,
      reference: payment.reference,
      paymentId: payment.paymentId,
      note: PAYMENT_MESSAGES.refundOverpaid,
      actor: payment.actor,
    },
  ];
}

/**
 * An amount the organiser typed (cents) that is plainly in the wrong unit, 100 times what is owed
 * or more, is refused. Money that really came in (a SumUp payment) is never refused.
 */
export function assertPlausiblePayment(account: OverpaymentFacts, amount: number): void {
  const { owed } = overpaymentOf(account, amount);
  if (isImplausiblePayment(amount, owed)) {
    throw new DomainError(implausibleAmountMessage(amount, owed, { centsHint: true }));
  }
}
