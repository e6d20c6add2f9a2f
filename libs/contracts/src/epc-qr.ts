/**
 * The EPC QR code for a SEPA credit transfer (EPC069-12 version 002, 'GiroCode', in Austria
 * 'Zahlen mit Code'): the text a banking app reads to fill in a transfer (docs/decisions.md 231).
 * Pure text; the backend draws it into mails and invoices, the dashboard in its payment tab.
 */

/** Limits of EPC069-12 (characters, except the whole payload in bytes). */
export const EPC_QR_LIMITS = {
  name: 70,
  remittance: 140,
  /** The whole payload, UTF-8 encoded. */
  bytes: 331,
  /** 999.999.999,99 € in cents. */
  maxAmountCents: 99_999_999_999,
} as const;

export interface EpcPayment {
  /** The beneficiary (account holder), at most 70 characters (longer is cut). */
  name: string;
  /** Spaces and case do not matter. */
  iban: string;
  /** Optional in version 002 within the EEA; written when known. */
  bic?: string | null;
  /** Cents; 0 leaves the amount for the payer to fill in. 1 … 99.999.999.999. */
  amountCents: number;
  /** The unstructured remittance (Verwendungszweck), at most 140 characters (longer is cut). */
  remittance: string;
}

/** One line of the payload: no line breaks, runs of spaces as one, trimmed, at most `max`. */
function field(value: string, max: number): string {
  return [...value.replace(/\s+/g, ' ').trim()].slice(0, max).join('').trim();
}

/** 'EUR12.50'; '' for 0. */
function amountField(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > EPC_QR_LIMITS.maxAmountCents) {
    throw new RangeError(`Betrag außerhalb von 0,01 bis 999.999.999,99 €: ${cents} Cent`);
  }
  if (cents === 0) return '';
  return `EUR${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The EPC069-12 payload, lines joined by '\n': service tag BCD, version 002, character set 1
 * (UTF-8), SCT, BIC, name, IBAN, amount, purpose (empty), structured reference (empty),
 * unstructured remittance, beneficiary information (empty). Empty fields at the end are left
 * off, as the standard asks. Throws a RangeError for an amount out of range, a missing name or
 * IBAN, or a payload above 331 bytes.
 */
export function epcQrPayload(payment: EpcPayment): string {
  const name = field(payment.name, EPC_QR_LIMITS.name);
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  const bic = (payment.bic ?? '').replace(/\s+/g, '').toUpperCase();
  if (!name) throw new RangeError('Empfänger fehlt');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) throw new RangeError('IBAN fehlt');
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    amountField(payment.amountCents),
    '',
    '',
    field(payment.remittance, EPC_QR_LIMITS.remittance),
    '',
  ];
  while (lines.at(-1) === '') lines.pop();
  const payload = lines.join('\n');
  if (new TextEncoder().encode(payload).length > EPC_QR_LIMITS.bytes) {
    throw new RangeError('EPC-QR-Code länger als 331 Byte');
  }
  return payload;
}

/** The fields of an EPC payload as read back (tests decode QR images and check them). */
export interface EpcFields {
  serviceTag: string;
  version: string;
  characterSet: string;
  identification: string;
  bic: string;
  name: string;
  iban: string;
  /** 'EUR12.50' or ''. */
  amount: string;
  purpose: string;
  structuredReference: string;
  remittance: string;
  information: string;
}

/** Splits a payload into its named fields (missing trailing fields are ''). */
export function readEpcQrPayload(payload: string): EpcFields {
  const at = payload.split(/\r?\n/);
  const get = (index: number) => at[index] ?? '';
  return {
    serviceTag: get(0),
    version: get(1),
    characterSet: get(2),
    identification: get(3),
    bic: get(4),
    name: get(5),
    iban: get(6),
    amount: get(7),
    purpose: get(8),
    structuredReference: get(9),
    remittance: get(10),
    information: get(11),
  };
}

/** The organiser's account as the settings have it. */
export interface PayeeAccount {
  accountHolder: string;
  iban: string;
  bic: string | null;
}

/**
 * The payment QR for what a vendor still owes (docs/decisions.md 231): the organiser's
 * account, the open amount and the vendor's reference (the formatted access code). Null when
 * nothing is open, or when the account cannot be written as an EPC code.
 */
export function openAmountQrPayload(
  account: PayeeAccount,
  reference: string,
  openCents: number,
): string | null {
  if (!(openCents > 0)) return null;
  try {
    return epcQrPayload({
      name: account.accountHolder,
      iban: account.iban,
      bic: account.bic,
      amountCents: openCents,
      remittance: reference,
    });
  } catch {
    return null;
  }
}
