import { escapeHtml, type EmailTemplateCategory, type MailPurpose } from '@standl/contracts';
import type { MailText } from '../domain/email-template.entity.js';

export interface TemplateText {
  name: string;
  category: EmailTemplateCategory;
  subject: string;
  content: string;
  /** The English subject and text (issue 33); null: German only. */
  english: MailText | null;
}

/** Facts of the season written into the invitation when the standard templates are created. */
export interface InvitationFacts {
  marketName: string;
  year: number;
  /** 'Freitag, 4. Dezember 2026 bis Montag, 7. Dezember 2026' or null when not set. */
  marketPeriod: string | null;
  openingHours: string;
  /** Each bookable area with its price: 'Arkadenhof (AK): 150,00 €'. */
  areaPrices: string[];
}

type AutomaticPurpose = Exclude<
  MailPurpose,
  | 'admin-new-registration'
  | 'admin-vendor-message'
  | 'admin-vendor-withdrawn'
  | 'invitation'
  | 'team-invitation'
  | 'team-password-reset'
  | 'vendor-email-confirm'
  | 'vendor-email-changed'
  // Fixed texts: they carry the offer's one-time link, which no template placeholder offers.
  | 'waitlist-offer'
  | 'waitlist-offer-expired'
>;

/**
 * The standard text of each automatic mail (docs/decisions.md 60), in German and in English
 * (issue 33, decision 354: the same placeholders). The organiser may edit them as templates;
 * when a template is deleted, this text is used, so no automatic mail is lost.
 */
export const AUTOMATIC_TEMPLATES: Record<AutomaticPurpose, TemplateText> = {
  'registration-received': {
    name: 'Anmeldung erhalten',
    category: 'registration',
    subject: 'Ihre Anmeldung zum {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>vielen Dank für Ihre Anmeldung zum {marketName}. Wir haben sie erhalten und melden uns, sobald wir Ihnen einen Standplatz zugewiesen haben.</p>
<p>Mit der Bestätigung erhalten Sie Ihren persönlichen Zugangscode, mit dem Sie jederzeit Ihren Status, Ihren Standplatz und weitere Informationen abrufen können.</p>`,
    english: {
      subject: 'Your registration for the {marketName}',
      content: `<p>Dear {name},</p>
<p>Thank you for registering for the {marketName}. We have received your registration and will be in touch as soon as we have assigned you a stall.</p>
<p>With the confirmation you will receive your personal access code, which lets you check your status, your stall and further information at any time.</p>`,
    },
  },
  'registration-received-self': {
    name: 'Anmeldung erhalten (Selbstauswahl)',
    category: 'registration',
    subject: 'Ihre Anmeldung zum {marketName}: Ihr Zugangscode',
    content: `<p>Guten Tag {name},</p>
<p>vielen Dank für Ihre Anmeldung zum {marketName}.</p>
<p>Ihr persönlicher Zugangscode lautet: <strong>{accessCode}</strong><br>Bitte bewahren Sie ihn gut auf.</p>
<p>Um Ihren Standplatz zu sichern, zahlen Sie bitte die Anzahlung von 10,00 € (sie wird auf die Standgebühr angerechnet):<br><a href="{paymentUrl}">{paymentUrl}</a></p>
<p>Ein gewählter Standplatz bleibt 30 Minuten für Sie reserviert. Ihren Status sehen Sie jederzeit unter <a href="{dashboardUrl}">{dashboardUrl}</a>.</p>`,
    english: {
      subject: 'Your registration for the {marketName}: your access code',
      content: `<p>Dear {name},</p>
<p>Thank you for registering for the {marketName}.</p>
<p>Your personal access code is: <strong>{accessCode}</strong><br>Please keep it safe.</p>
<p>To secure your stall, please pay the deposit of €10.00 (it counts towards the stall fee):<br><a href="{paymentUrl}">{paymentUrl}</a></p>
<p>A stall you have chosen is held for you for 30 minutes. You can check your status at any time at <a href="{dashboardUrl}">{dashboardUrl}</a>.</p>`,
    },
  },
  confirmation: {
    name: 'Bestätigung',
    category: 'confirmation',
    subject: 'Ihre Anmeldung ist bestätigt: Standplatz {boothNumber}',
    content: `<p>Guten Tag {name},</p>
<p>wir freuen uns, Ihnen Ihre Teilnahme am {marketName} zu bestätigen.</p>
<p><strong>Ihr Standplatz:</strong> {boothNumber} ({areaName})<br>
<strong>Standgebühr:</strong> {totalAmount}<br>
<strong>Bereits bezahlt:</strong> {paidAmount}<br>
<strong>Offener Betrag:</strong> {openAmount}</p>
<p><strong>Ihr Zugangscode:</strong> {accessCode}<br>Damit melden Sie sich im Händler-Bereich an: <a href="{dashboardUrl}">{dashboardUrl}</a> (Status, Lift-Termine, Rechnungsadresse, Rechnung).</p>
<p>Die Standgebühr ist nach der Aufbau-Bestätigung am Markt fällig, bar vor Ort, mit Karte oder per Überweisung:<br>{bankDetails}</p>`,
    english: {
      subject: 'Your registration is confirmed: stall {boothNumber}',
      content: `<p>Dear {name},</p>
<p>We are pleased to confirm your participation in the {marketName}.</p>
<p><strong>Your stall:</strong> {boothNumber} ({areaName})<br>
<strong>Stall fee:</strong> {totalAmount}<br>
<strong>Already paid:</strong> {paidAmount}<br>
<strong>Amount outstanding:</strong> {openAmount}</p>
<p><strong>Your access code:</strong> {accessCode}<br>Use it to sign in to the vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a> (status, lift slots, billing address, invoice).</p>
<p>The stall fee is due once your set-up has been confirmed at the market, in cash on site, by card or by bank transfer:<br>{bankDetails}</p>`,
    },
  },
  'booth-changed': {
    name: 'Standplatz geändert',
    category: 'confirmation',
    subject: 'Ihr Standplatz hat sich geändert: {boothNumber}',
    content: `<p>Guten Tag {name},</p>
<p>Ihr Standplatz beim {marketName} hat sich geändert. Ihr neuer Standplatz: <strong>{boothNumber}</strong> ({areaName}).</p>
<p><strong>Standgebühr:</strong> {totalAmount}, <strong>offener Betrag:</strong> {openAmount}</p>
<p>Ihr Zugangscode bleibt gleich: {accessCode} (<a href="{dashboardUrl}">{dashboardUrl}</a>).</p>`,
    english: {
      subject: 'Your stall has changed: {boothNumber}',
      content: `<p>Dear {name},</p>
<p>Your stall at the {marketName} has changed. Your new stall: <strong>{boothNumber}</strong> ({areaName}).</p>
<p><strong>Stall fee:</strong> {totalAmount}, <strong>amount outstanding:</strong> {openAmount}</p>
<p>Your access code stays the same: {accessCode} (<a href="{dashboardUrl}">{dashboardUrl}</a>).</p>`,
    },
  },
  'deposit-received': {
    name: 'Anzahlung erhalten',
    category: 'payment',
    subject: 'Anzahlung erhalten: {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>vielen Dank, wir haben Ihre Anzahlung erhalten (bisher bezahlt: {paidAmount}).</p>
<p>Ihr Standplatz {boothNumber} ({areaName}) ist für Sie reserviert.</p>
<p>Ihr Zugangscode: <strong>{accessCode}</strong><br>Ihr Status: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Deposit received: {marketName}',
      content: `<p>Dear {name},</p>
<p>Thank you, we have received your deposit (paid so far: {paidAmount}).</p>
<p>Your stall {boothNumber} ({areaName}) is reserved for you.</p>
<p>Your access code: <strong>{accessCode}</strong><br>Your status: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  rejection: {
    name: 'Absage',
    category: 'general',
    subject: 'Ihre Anmeldung zum {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>vielen Dank für Ihr Interesse am {marketName}. Leider können wir Ihnen in diesem Jahr keinen Standplatz anbieten.</p>
<p>Falls Sie bereits eine Zahlung geleistet haben, erstatten wir sie Ihnen. Wir würden uns freuen, Sie bei einem späteren Markt begrüßen zu dürfen.</p>`,
    english: {
      subject: 'Your registration for the {marketName}',
      content: `<p>Dear {name},</p>
<p>Thank you for your interest in the {marketName}. Unfortunately we are unable to offer you a stall this year.</p>
<p>If you have already made a payment, we will refund it. We would be delighted to welcome you at a future market.</p>`,
    },
  },
  'setup-confirmed': {
    name: 'Aufbau bestätigt',
    category: 'payment',
    subject: 'Aufbau bestätigt: Standplatz {boothNumber}',
    content: `<p>Guten Tag {name},</p>
<p>Ihr Aufbau am Standplatz {boothNumber} ({areaName}) ist bestätigt. Wir wünschen Ihnen einen erfolgreichen Markt!</p>
<p>Die restliche Standgebühr von <strong>{openAmount}</strong> ist jetzt fällig: bar vor Ort, mit Karte oder per Überweisung, spätestens bis Marktende:<br>{bankDetails}</p>`,
    english: {
      subject: 'Set-up confirmed: stall {boothNumber}',
      content: `<p>Dear {name},</p>
<p>Your set-up at stall {boothNumber} ({areaName}) is confirmed. We wish you a successful market!</p>
<p>The remaining stall fee of <strong>{openAmount}</strong> is now due: in cash on site, by card or by bank transfer, by the end of the market at the latest:<br>{bankDetails}</p>`,
    },
  },
  'access-code-reminder': {
    name: 'Zugangscode',
    category: 'general',
    subject: 'Ihr Zugangscode für den {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>Sie haben Ihren Zugangscode angefordert: <strong>{accessCode}</strong></p>
<p>Damit melden Sie sich im Händler-Bereich an: <a href="{dashboardUrl}">{dashboardUrl}</a></p>
<p>Falls Sie den Code nicht angefordert haben, können Sie diese E-Mail ignorieren.</p>`,
    english: {
      subject: 'Your access code for the {marketName}',
      content: `<p>Dear {name},</p>
<p>You asked for your access code: <strong>{accessCode}</strong></p>
<p>Use it to sign in to the vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>
<p>If you did not ask for the code, you can ignore this e-mail.</p>`,
    },
  },
  invoice: {
    name: 'Rechnung',
    category: 'payment',
    subject: 'Ihre Rechnung {invoiceNumber}: {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>vielen Dank für Ihre Teilnahme am {marketName}. Im Anhang erhalten Sie Ihre Rechnung <strong>{invoiceNumber}</strong> für den Standplatz {boothNumber} ({areaName}) als PDF.</p>
<p>Die Rechnung enthält auch die elektronische Rechnung (Factur-X); Sie können sie jederzeit im Händler-Bereich unter „Rechnung“ erneut herunterladen: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Your invoice {invoiceNumber}: {marketName}',
      content: `<p>Dear {name},</p>
<p>Thank you for taking part in the {marketName}. Attached you will find your invoice <strong>{invoiceNumber}</strong> for stall {boothNumber} ({areaName}) as a PDF.</p>
<p>As Austrian law requires, the invoice is in German, with English labels beside the German ones. It also contains the electronic invoice (Factur-X); you can download it again at any time in the vendor area under “Invoice”: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  'invoice-cancellation': {
    name: 'Stornorechnung',
    category: 'payment',
    subject: 'Stornorechnung {invoiceNumber} zu Rechnung {cancelledInvoiceNumber}',
    content: `<p>Guten Tag {name},</p>
<p>die Rechnung {cancelledInvoiceNumber} wurde mit der beiliegenden Stornorechnung <strong>{invoiceNumber}</strong> aufgehoben. Bereits geleistete Zahlungen bleiben Ihnen gutgeschrieben; eine berichtigte Rechnung erhalten Sie gesondert.</p>
<p>Ihr Händler-Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Cancellation invoice {invoiceNumber} for invoice {cancelledInvoiceNumber}',
      content: `<p>Dear {name},</p>
<p>Invoice {cancelledInvoiceNumber} has been cancelled by the attached cancellation invoice <strong>{invoiceNumber}</strong>. Payments you have already made remain credited to you; you will receive a corrected invoice separately.</p>
<p>Your vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  'lift-booked': {
    name: 'Lift-Termin gebucht',
    category: 'general',
    subject: 'Ihr Lift-Termin ({liftType}): {liftDate}, {liftTime} Uhr',
    content: `<p>Guten Tag {name},</p>
<p>Ihr Lift-Termin für den <strong>{liftType}</strong> ist gebucht: <strong>{liftDate}, {liftTime} Uhr</strong>.</p>
<p>Bitte kommen Sie 10 Minuten vorher. Das Lift-Ticket ist persönlich und nicht übertragbar. Den Termin für Ihren Kalender finden Sie im Anhang; ändern oder stornieren können Sie ihn im Händler-Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Your lift slot ({liftType}): {liftDate}, {liftTime}',
      content: `<p>Dear {name},</p>
<p>Your lift slot for <strong>{liftType}</strong> is booked: <strong>{liftDate}, {liftTime}</strong>.</p>
<p>Please arrive 10 minutes early. The lift ticket is personal and not transferable. You will find the appointment for your calendar attached; you can change or cancel it in the vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  'lift-cancelled': {
    name: 'Lift-Termin storniert',
    category: 'general',
    subject: 'Lift-Termin storniert ({liftType}): {liftDate}, {liftTime} Uhr',
    content: `<p>Guten Tag {name},</p>
<p>Ihr Lift-Termin für den {liftType} am {liftDate} um {liftTime} Uhr ist storniert; der Termin ist wieder frei.</p>
<p>Einen neuen Termin buchen Sie im Händler-Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Lift slot cancelled ({liftType}): {liftDate}, {liftTime}',
      content: `<p>Dear {name},</p>
<p>Your lift slot for {liftType} on {liftDate}, {liftTime}, has been cancelled; the slot is free again.</p>
<p>You can book a new slot in the vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  'withdrawal-confirmed': {
    name: 'Rücktritt bestätigt',
    category: 'general',
    subject: 'Rücktritt bestätigt: {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>Ihre Anmeldung zum {marketName} ist zurückgezogen.</p>
<p>{withdrawalSummary}</p>
<p>Ihr Händler-Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Withdrawal confirmed: {marketName}',
      content: `<p>Dear {name},</p>
<p>Your registration for the {marketName} has been withdrawn.</p>
<p>{withdrawalSummary}</p>
<p>Your vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
  'payment-reminder': {
    name: 'Zahlungserinnerung',
    category: 'payment',
    subject: 'Zahlungserinnerung: {marketName}',
    content: `<p>Guten Tag {name},</p>
<p>für Ihren Standplatz {boothNumber} ist noch ein Betrag von <strong>{openAmount}</strong> offen. Bitte begleichen Sie ihn bar vor Ort, mit Karte oder per Überweisung, spätestens bis Marktende:<br>{bankDetails}</p>
<p>Ihr Händler-Bereich: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    english: {
      subject: 'Payment reminder: {marketName}',
      content: `<p>Dear {name},</p>
<p>An amount of <strong>{openAmount}</strong> is still outstanding for your stall {boothNumber}. Please pay it in cash on site, by card or by bank transfer, by the end of the market at the latest:<br>{bankDetails}</p>
<p>Your vendor area: <a href="{dashboardUrl}">{dashboardUrl}</a></p>`,
    },
  },
};

/** 'Händler-Einladung' (spec 001 sections 3 and 9) with the season's dates and prices. */
export function invitationTemplate(facts: InvitationFacts): TemplateText {
  const prices = facts.areaPrices.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
  const market = escapeHtml(facts.marketName);
  return {
    name: 'Händler-Einladung',
    category: 'general',
    subject: `Einladung zum ${facts.marketName}`,
    content: `<p>Guten Tag {name},</p>
<p>wir laden Sie herzlich ein, beim ${market} als Händler dabei zu sein.</p>
<p><strong>Termine:</strong> ${escapeHtml(facts.marketPeriod ?? 'werden noch bekannt gegeben')}, täglich ${escapeHtml(facts.openingHours)}</p>
<p><strong>Standgebühren:</strong></p>
<ul>
${prices}
</ul>
<p>Für den Auf- und Abbau steht ein Lift zur Verfügung; Termine buchen Sie nach der Bestätigung im Händler-Bereich. Bitte kommen Sie 10 Minuten vor Ihrem Lift-Termin.</p>
<p>Zur Anmeldung: <a href="{registrationUrl}">{registrationUrl}</a></p>
<p>Wir freuen uns auf Sie!</p>`,
    // Invitations go to addresses, not vendors, and are sent in German (docs/decisions.md 358).
    english: null,
  };
}
