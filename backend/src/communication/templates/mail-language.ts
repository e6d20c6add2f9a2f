/**
 * What a mail says in the vendor's language beyond its template (issue 33, docs/decisions.md
 * 353-355): the values of the placeholders (status, lift type, dates, amounts, the fee's parts,
 * bank details) and the fixed sentences the app adds. German is the source: every German text
 * here is the one the mails said before; English dates and money come from `Intl` in 'en-GB'
 * ('2 December 2026', '€10.00'), German ones stay Austrian ('2. Dezember 2026', '10,00 €').
 */
import {
  escapeHtml,
  formatDayMonthYear,
  formatEuro,
  formatLongDate,
  formatOfferExpiry,
  GERMAN_ONLY_NOTE,
  intlLocaleOf,
  LIFT_TYPE_LABELS,
  type LiftAppointmentType,
  type StallPriceDetail,
  stallFeeParts,
  stallPriceSummary,
  transferReference,
  transferReferenceLine,
  VENDOR_STATUS_LABELS,
  type VendorLanguage,
  WAITLIST_MESSAGES,
  type VendorStatus,
  withdrawalFeeText,
} from '@standl/contracts';

/** English names of the vendor's status ({status}). */
export const VENDOR_STATUS_LABELS_EN: Record<VendorStatus, string> = {
  pending: 'Pending',
  pending_payment: 'Deposit outstanding',
  approved: 'Deposit paid',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
  aufgebaut: 'Set up',
  paid: 'Paid',
  checked_in: 'Checked in',
  archived: 'Archived',
  withdrawn: 'Withdrawn',
};

/** English names of the lift's appointment types ({liftType}). */
export const LIFT_TYPE_LABELS_EN: Record<LiftAppointmentType, string> = {
  setup: 'set-up',
  breakdown: 'teardown',
};

const SURCHARGE_LABELS_EN: Record<StallPriceDetail['surcharges'][number]['kind'], string> = {
  power: 'power connection',
  water: 'water',
  covered: 'roofing',
  vehicleAccess: 'vehicle access',
};

export function statusLabel(status: VendorStatus, language: VendorLanguage): string {
  return (language === 'en' ? VENDOR_STATUS_LABELS_EN : VENDOR_STATUS_LABELS)[status];
}

export function liftTypeLabel(type: LiftAppointmentType, language: VendorLanguage): string {
  return (language === 'en' ? LIFT_TYPE_LABELS_EN : LIFT_TYPE_LABELS)[type];
}

/** Cents as the language writes euros: '10,00 €' or '€10.00'. */
export function money(cents: number, language: VendorLanguage): string {
  return formatEuro(cents, intlLocaleOf(language));
}

const longDayEn = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const dayMonthYearEn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const viennaMinuteEn = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Vienna',
});

const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A calendar day in full: 'Mittwoch, 2. Dezember 2026' or 'Wednesday, 2 December 2026'. */
export function longDate(day: string, language: VendorLanguage): string {
  return language === 'en' ? longDayEn.format(dayOf(day)) : formatLongDate(day);
}

/** A calendar day: '2. Dezember 2026' or '2 December 2026'. */
export function dayMonthYear(day: string, language: VendorLanguage): string {
  return language === 'en' ? dayMonthYearEn.format(dayOf(day)) : formatDayMonthYear(day);
}

/**
 * An instant as Vienna's wall clock to the minute: '3. Dezember 2026, 14:35 Uhr' or
 * '3 December 2026, 14:35 (Vienna time)'.
 */
export function viennaMinute(instant: Date, language: VendorLanguage): string {
  if (language !== 'en') return formatOfferExpiry(instant);
  const parts = viennaMinuteEn.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} (Vienna time)`;
}

/** A lift slot's time '07:00-07:30' as the mail reads it: '07:00 bis 07:30' or '07:00 to 07:30'. */
export function slotTime(timeSlot: string, language: VendorLanguage): string {
  return timeSlot.replace('-', language === 'en' ? ' to ' : ' bis ');
}

/**
 * A fee with its parts (docs/decisions.md 303): '175,00 € (Standgebühr 150,00 € + Zuschlag
 * Wasser 25,00 €)' or '€175.00 (stall fee €150.00 + water surcharge €25.00)'.
 */
export function stallFee(
  total: number,
  detail: StallPriceDetail | null | undefined,
  language: VendorLanguage,
): string {
  const parts = stallFeeParts(total, detail);
  if (language !== 'en') {
    return parts ? `${money(total, 'de')} (${stallPriceSummary(parts)})` : money(total, 'de');
  }
  if (!parts) return money(total, 'en');
  const summary = [
    `stall fee ${money(parts.base, 'en')}`,
    ...parts.surcharges.map((item) => {
      const amps = item.kind === 'power' && item.powerAmps ? ` ${item.powerAmps} A` : '';
      return `${SURCHARGE_LABELS_EN[item.kind]}${amps} surcharge ${money(item.amount, 'en')}`;
    }),
  ].join(' + ');
  return `${money(total, 'en')} (${summary})`;
}

/** The organiser's bank details as one line, or where to get them. */
export function bankDetailsLine(
  settings: {
    bankIban: string | null;
    bankBic: string | null;
    bankName: string | null;
    bankAccountHolder: string | null;
    organizerName: string;
  },
  language: VendorLanguage,
): string {
  const en = language === 'en';
  if (!settings.bankIban) {
    return en
      ? 'You can get the bank details from the organiser on request.'
      : 'Die Bankverbindung erhalten Sie auf Anfrage vom Veranstalter.';
  }
  return [
    `${en ? 'Account holder' : 'Kontoinhaber'}: ${settings.bankAccountHolder ?? settings.organizerName}`,
    `IBAN: ${settings.bankIban.replace(/(.{4})/g, '$1 ').trim()}`,
    settings.bankBic ? `BIC: ${settings.bankBic}` : null,
    settings.bankName ? `Bank: ${settings.bankName}` : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'Verwendungszweck: ABCDE-12345' or 'Payment reference: ABCDE-12345'. */
export function referenceLine(accessCode: string, language: VendorLanguage): string {
  return language === 'en'
    ? `Payment reference: ${transferReference(accessCode)}`
    : transferReferenceLine(accessCode);
}

/** What a withdrawal cost (docs/decisions.md 253), in the language. */
export function withdrawalFee(
  facts: {
    free: boolean;
    waived: boolean;
    feeAmount: number;
    feePercent: number;
    lastFreeDay: string | null;
  },
  language: VendorLanguage,
): string {
  if (language !== 'en') return withdrawalFeeText(facts);
  if (facts.waived) return 'The organiser has waived the withdrawal fee.';
  if (facts.free) {
    return facts.lastFreeDay
      ? `Withdrawing is free of charge (up to and including ${dayMonthYear(facts.lastFreeDay, 'en')}).`
      : 'Withdrawing is free of charge.';
  }
  return `The withdrawal fee is ${money(facts.feeAmount, 'en')} (${facts.feePercent}% of the stall fee).`;
}

/** The paragraph on top of a German text an English vendor gets because there is no English one. */
export const GERMAN_ONLY_NOTE_HTML = `<p lang="en" style="color:#555"><em>${escapeHtml(GERMAN_ONLY_NOTE)}</em></p>`;

/** Fixed sentences the app adds to a mail, in each language. */
export const MAIL_SENTENCES = {
  de: {
    boothNotAssigned: 'noch nicht zugewiesen',
    /** In place of the request for the open amount when nothing is open. */
    paidInFull: '<p>Ihre Standgebühr ist bereits vollständig bezahlt, vielen Dank.</p>',
    /** The registration mail's sentence for a vendor on a waiting list. */
    waitlistPosition: WAITLIST_MESSAGES.positionSentence,
    /**
     * Sent with an invoice issued without a known billing address (a Kleinbetragsrechnung): the
     * vendor is asked for the address, which a full invoice needs.
     */
    billingAddressRequest: `<p><strong>Bitte ergänzen Sie Ihre Rechnungsadresse.</strong> Da uns noch keine Rechnungsadresse vorliegt, ist die Rechnung im Anhang eine Kleinbetragsrechnung ohne Ihre Anschrift. Tragen Sie Ihre Rechnungsadresse bitte im Händler-Bereich unter „Rechnung“ ein: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    qrLine: 'Mit der Banking-App scannen („Zahlen mit Code“)',
    qrFilled: (reference: string) =>
      `Empfänger, IBAN, Betrag und Verwendungszweck ${reference} sind damit schon ausgefüllt`,
    qrAttached: (filename: string) => `QR-Code im Anhang ${filename}`,
    qrAlt: 'QR-Code für die Überweisung',
  },
  en: {
    boothNotAssigned: 'not assigned yet',
    paidInFull: '<p>Your stall fee has already been paid in full, thank you.</p>',
    waitlistPosition: (areaName: string, position: number) =>
      `You are number ${position} on the waiting list for ${areaName}. If a stall becomes free there, we will offer it to you by e-mail.`,
    billingAddressRequest: `<p><strong>Please add your billing address.</strong> As we do not have a billing address for you yet, the attached invoice is a small-amount invoice (Kleinbetragsrechnung) without your address. Please enter your billing address in the vendor area under “Invoice”: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    qrLine: 'Scan with your banking app (“Zahlen mit Code”)',
    qrFilled: (reference: string) =>
      `payee, IBAN, amount and payment reference ${reference} are then filled in`,
    qrAttached: (filename: string) => `QR code attached as ${filename}`,
    qrAlt: 'QR code for the bank transfer',
  },
} as const satisfies Record<VendorLanguage, unknown>;
