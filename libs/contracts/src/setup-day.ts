import { normalizeAccessCode } from './access-code.js';

/** Texts of set-up day: codes, print sheets, scanner (spec 001 sections 2, 5, 8). */
export const SETUP_DAY_MESSAGES = {
  codesGenerated: 'Scan-Codes generiert',
  codesFailed: 'Codes konnten nicht generiert werden',
  notFound: 'Code nicht gefunden',
  notFoundDetail: 'Ungültiger Scan-Code',
  invalidQr: 'Ungültiger QR-Code',
  invalidQrDetail: 'Dieser QR-Code gehört nicht zum Adventmarkt-System.',
  incompleteQr: 'Unvollständige QR-Code-Daten',
  connectionError: 'Verbindungsfehler beim Scannen',
  confirmFailed: 'Fehler bei Bestätigung',
  confirmFailedDetail: 'Die Bestätigung konnte nicht verarbeitet werden.',
  inputRequired: 'Eingabe erforderlich',
  inputRequiredDetail: 'Bitte geben Sie einen Code ein',
  accessCodeMissing: 'Access Code fehlt',
  proofMissing:
    'Access Code fehlt: Bitte senden Sie den Zugangscode, den QR-Code oder den Scan-Code des Stands.',
  proofAmbiguous:
    'Bitte senden Sie nur einen Nachweis des Stands: Zugangscode, QR-Code oder Scan-Code.',
  scanCodeInvalid: 'Der Scan-Code besteht aus 4 Ziffern.',
  scannedWithInvalid: 'Der Nachweis, wer gescannt hat, ist ungültig.',
  inputTooLong: 'Der gescannte Inhalt ist zu lang.',
  markFailed: 'Fehler beim Markieren',
  invalidScanTime: 'Der Scan-Zeitpunkt liegt in der Zukunft oder mehr als 14 Tage zurück.',
  keyReused: 'Dieser Bestätigungsschlüssel gehört zu einem anderen Händler.',
  noFreeScanCodes: 'Es sind keine freien Scan-Codes mehr vorhanden.',
  noBooths: 'Keine Standplätze verfügbar',
  popupBlocked: 'Bitte erlauben Sie Pop-ups für diese Seite, um die Standplätze zu drucken.',
  printScopeInvalid:
    'Bitte wählen Sie, welche Standplätze gedruckt werden: alle, nur vergebene oder ausgewählte.',
  printSelectionRequired: 'Bitte wählen Sie mindestens einen Standplatz aus.',
  printSelectionTooLong: 'Es können höchstens 400 Standplätze ausgewählt werden.',
  printBoothsWithoutSelection:
    'Einzelne Standplätze können nur mit „ausgewählte Standplätze“ angegeben werden.',
  printBoothUnknown: (numbers: string) => `Diese Standplätze gibt es nicht: ${numbers}`,
  noAssignedBooths: 'Keine vergebenen Standplätze',
  cameraDenied:
    'Der Zugriff auf die Kamera wurde verweigert. Bitte erlauben Sie ihn in den Browser-Einstellungen oder geben Sie den Code manuell ein.',
  cameraMissing: 'Es wurde keine Kamera gefunden. Bitte geben Sie den Code manuell ein.',
  cameraBusy:
    'Die Kamera wird gerade von einer anderen Anwendung verwendet. Bitte schließen Sie diese oder geben Sie den Code manuell ein.',
  cameraFailed: 'Die Kamera konnte nicht gestartet werden. Bitte geben Sie den Code manuell ein.',
} as const;

/** Which stalls a print of the stall sheets or the emergency list covers. */
export const BOOTH_PRINT_SCOPES = ['all', 'assigned', 'selected'] as const;
export type BoothPrintScope = (typeof BOOTH_PRINT_SCOPES)[number];
/** At most this many stalls in one selection (`booths`, comma-separated stall numbers). */
export const BOOTH_PRINT_MAX_SELECTED = 400;
/**
 * At most this many characters in `booths`: percent-encoded (up to 6 characters each) the address
 * stays within Node's 16 KB limit for a request's head, which answers 431 beyond it.
 */
export const BOOTH_PRINT_SELECTION_MAX_LENGTH = 2500;

/**
 * What a confirmed scan did (docs/decisions.md 76; a paid vendor scanned on a market day checks
 * in).
 */
export const SCAN_OUTCOMES = [
  'set-up',
  'already-set-up',
  'checked-in',
  'already-checked-in',
] as const;
type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

export const SCAN_OUTCOME_LABELS: Record<ScanOutcome, string> = {
  'set-up': 'Aufbau bestätigt',
  'already-set-up': 'Bereits als aufgebaut markiert',
  'checked-in': 'Eingecheckt',
  'already-checked-in': 'Heute bereits eingecheckt',
};

/**
 * How many hex characters of SHA-256(`accessCodeHashInput`) the scanner's list carries for a
 * vendor whose access code the caller may not see (docs/decisions.md 224): 20 bits, enough to
 * match a typed code offline and too few to tell the code from 2^30 others.
 */
export const ACCESS_CODE_HASH_LENGTH = 5;

/** What is hashed to match a typed access code offline: `<vendor id>:<normalized code>`. */
export function accessCodeHashInput(vendorId: string, accessCode: string): string {
  return `${vendorId.toLowerCase()}:${normalizeAccessCode(accessCode)}`;
}

/** Longest scanned text the server reads (a legacy JSON code with a long name fits). */
export const SCAN_INPUT_MAX_LENGTH = 1000;
/** The manual field of the scanner (spec 001 section 9). */
export const MANUAL_CODE_MAX_LENGTH = 10;

/**
 * The opaque QR token of a print sheet (docs/decisions.md 76): a prefix and the sealed vendor id.
 */
export const QR_TOKEN_PREFIX = 'STANDL:';
/** The whole of a QR token as the sheets print it. */
export const QR_TOKEN_PATTERN = /^STANDL:[A-Za-z0-9_-]{20,200}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A scanned or typed text, read as one of the formats docs/decisions.md 192 accepts. */
export type ScanInput =
  | { kind: 'token'; token: string }
  | { kind: 'scan-code'; scanCode: string }
  | { kind: 'vendor-id'; vendorId: string }
  | { kind: 'access-code'; accessCode: string }
  | { kind: 'legacy'; vendorId: string; accessCode: string }
  | { kind: 'invalid' }
  | { kind: 'incomplete' };

/**
 * Reads a scan in the order of docs/decisions.md 192: the opaque token, the 4-digit scan code, a
 * vendor id (the simple scanner accepts it), the access code, then the spec's legacy pipe text
 * (`VENDOR:…|NAME:…|BOOTH:AK-12|ACCESS:…`) and JSON (`action: 'confirm_setup'`). Anything else is
 * 'invalid'; a legacy code without vendor id or access code is 'incomplete'.
 */
export function parseScanInput(raw: string): ScanInput {
  const text = raw.trim();
  if (text.length === 0 || text.length > SCAN_INPUT_MAX_LENGTH) return { kind: 'invalid' };
  if (QR_TOKEN_PATTERN.test(text)) return { kind: 'token', token: text };
  if (/^\d{4}$/.test(text)) return { kind: 'scan-code', scanCode: text };
  if (UUID.test(text)) return { kind: 'vendor-id', vendorId: text.toLowerCase() };
  if (text.startsWith('{')) return parseLegacyJson(text);
  if (text.includes('|')) return parseLegacyPipe(text);
  const accessCode = normalizeAccessCode(text);
  if (/^[0-9A-Z]{1,10}$/.test(accessCode)) return { kind: 'access-code', accessCode };
  return { kind: 'invalid' };
}

function legacy(vendorId: unknown, accessCode: unknown): ScanInput {
  if (typeof vendorId !== 'string' || typeof accessCode !== 'string') return { kind: 'incomplete' };
  const id = vendorId.trim();
  const code = normalizeAccessCode(accessCode);
  if (!id || !code) return { kind: 'incomplete' };
  if (!UUID.test(id) || !/^[0-9A-Z]{1,10}$/.test(code)) return { kind: 'invalid' };
  return { kind: 'legacy', vendorId: id.toLowerCase(), accessCode: code };
}

function parseLegacyJson(text: string): ScanInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: 'invalid' };
  const payload = data as Record<string, unknown>;
  if (payload.action !== 'confirm_setup') return { kind: 'invalid' };
  return legacy(payload.vendorId, payload.accessCode);
}

function parseLegacyPipe(text: string): ScanInput {
  const parts = new Map<string, string>();
  for (const part of text.split('|')) {
    const colon = part.indexOf(':');
    if (colon < 1) return { kind: 'invalid' };
    parts.set(part.slice(0, colon).trim().toUpperCase(), part.slice(colon + 1).trim());
  }
  const known = ['VENDOR', 'NAME', 'BOOTH', 'ACCESS'];
  if (![...parts.keys()].some((key) => known.includes(key))) return { kind: 'invalid' };
  return legacy(parts.get('VENDOR'), parts.get('ACCESS'));
}

/**
 * Spec 001 section 4 (print list): the status line of an assigned stall's sheet. Statuses the
 * spec does not name print their usual German label.
 */
export const PRINT_STATUS_TEXTS: Record<string, string> = {
  paid: 'Bezahlt',
  confirmed: 'Bestätigt (Zahlung am Markt)',
  approved: 'Anzahlung geleistet',
  aufgebaut: 'Aufgebaut',
  checked_in: 'Eingecheckt',
};
