/** The console's bank statement import (issue 30): the German texts of its refusals. */

/** Deeper XML is refused before it is parsed (CAMT.053 itself nests about 12 levels). */
export const MAX_STATEMENT_XML_DEPTH = 64;

/** An uploaded statement file refused as a whole. */
export const BANK_IMPORT_MESSAGES = {
  fileMissing: 'Bitte eine Datei (Feld „file“) hochladen.',
  fileTooLarge: 'Die Datei ist zu groß (höchstens 5 MB).',
  unknownType:
    'Unbekanntes Dateiformat: bitte einen Kontoauszug als CAMT.053 (XML) oder als CSV-Export von George, ELBA oder Bank Austria hochladen.',
  hostileXml:
    'Die XML-Datei enthält eine DOCTYPE- oder ENTITY-Deklaration; solche Dateien werden aus Sicherheitsgründen nicht gelesen.',
  tooDeep: `Die XML-Datei ist zu tief verschachtelt (mehr als ${MAX_STATEMENT_XML_DEPTH} Ebenen).`,
  brokenXml: 'Die XML-Datei ist fehlerhaft und kann nicht gelesen werden.',
  notCamt: 'Die XML-Datei ist kein Kontoauszug im Format CAMT.053 (BkToCstmrStmt).',
  unknownCsv:
    'Unbekanntes CSV-Format: erwartet wird der Export von George (Erste/Sparkasse), ELBA (Raiffeisen) oder Bank Austria, mit Semikolon getrennt.',
  tooManyLines: `Der Kontoauszug hat zu viele Zeilen (höchstens 10.000).`,
  empty: 'Der Kontoauszug enthält keine Buchungszeilen.',
} as const;

/** A stored statement and why one of its lines was skipped. */
export const BANK_STATEMENT_MESSAGES = {
  notFound: 'Kontoauszug nicht gefunden.',
  alreadyBooked: 'bereits verbucht',
  alreadyIgnored: 'bereits ignoriert',
  notInStatement: 'Zeile gehört nicht zu diesem Kontoauszug',
} as const;

/** The request that books or ignores a statement's lines. */
export const BANK_BOOKING_MESSAGES = {
  linesRequired: 'Bitte mindestens eine Zeile angeben (lines).',
  tooManyLines: `Höchstens 10.000 Zeilen auf einmal.`,
  lineId: 'Ungültige Zeile (lineId).',
  vendorId: 'Ungültiger Händler (vendorId): eine Händler-ID oder null zum Ignorieren.',
} as const;
