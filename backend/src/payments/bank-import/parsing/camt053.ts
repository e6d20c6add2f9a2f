import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  BANK_IMPORT_MESSAGES,
  cleanIban,
  cleanText,
  KeyMaker,
  MAX_STATEMENT_LINES,
  MAX_XML_DEPTH,
  type ParsedStatement,
  type ParsedStatementLine,
  parseDate,
  parseDecimalAmount,
  StatementFileError,
  type StatementReportLine,
} from './statement-line.js';
import { HttpStatus } from '@nestjs/common';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

/**
 * Refuses what an XML parser should never be given (decisions 239): any DOCTYPE or ENTITY
 * declaration (billion laughs, external entities) and nesting deeper than `MAX_XML_DEPTH`,
 * counted by a scan of the tags before any parser sees the text.
 */
export function assertSafeXml(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new StatementFileError(BANK_IMPORT_MESSAGES.hostileXml);
  let depth = 0;
  const tags =
    /<(\/?)[A-Za-z_][^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g;
  for (let match = tags.exec(text); match; match = tags.exec(text)) {
    if (match[0].startsWith('<!') || match[0].startsWith('<?')) continue;
    if (match[1] === '/') depth -= 1;
    else if (match[2] !== '/') {
      depth += 1;
      if (depth > MAX_XML_DEPTH) throw new StatementFileError(BANK_IMPORT_MESSAGES.tooDeep);
    }
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
  // No path strings built for every tag (callbacks only need the name): twice as fast.
  jPath: false,
  // The pre-scan refuses deeper files first; this is the parser's own guard behind it.
  maxNestedTags: MAX_XML_DEPTH + 1,
});

/**
 * A CAMT.053 statement (ISO 20022 `camt.053.001.02` … `.08`, any namespace prefix): each booked
 * credit in EUR becomes one line, a batch entry one line per transaction (TxDtls). Debits,
 * reversals, pending entries and other currencies go to the report with their entry number.
 */
export function parseCamt053(text: string): ParsedStatement {
  assertSafeXml(text);
  if (XMLValidator.validate(text) !== true) {
    throw new StatementFileError(BANK_IMPORT_MESSAGES.brokenXml);
  }
  let document: Node;
  try {
    document = parser.parse(text) as Node;
  } catch {
    throw new StatementFileError(BANK_IMPORT_MESSAGES.brokenXml);
  }
  const root = node(document.Document) ?? document;
  const statement = node(root.BkToCstmrStmt);
  if (!statement) throw new StatementFileError(BANK_IMPORT_MESSAGES.notCamt);

  const lines: ParsedStatementLine[] = [];
  const report: StatementReportLine[] = [];
  const keys = new KeyMaker();
  let entryNumber = 0;
  for (const stmt of nodes(statement.Stmt)) {
    for (const entry of nodes(stmt.Ntry)) {
      entryNumber += 1;
      const details = nodes(entry.NtryDtls).flatMap((d) => nodes(d.TxDtls));
      readEntry(entry, details, entryNumber, keys, lines, report);
    }
  }
  if (lines.length + report.length > MAX_STATEMENT_LINES) {
    throw new StatementFileError(
      BANK_IMPORT_MESSAGES.tooManyLines,
      HttpStatus.UNPROCESSABLE_ENTITY,
    );
  }
  return { format: 'camt053', lines, report };
}

function readEntry(
  entry: Node,
  details: Node[],
  lineNumber: number,
  keys: KeyMaker,
  lines: ParsedStatementLine[],
  report: StatementReportLine[],
): void {
  const skip = (message: string) => report.push({ lineNumber, message });
  const amount = amountOf(entry.Amt);
  if (textOf(entry.RvslInd)?.toLowerCase() === 'true')
    return void skip('Storno (Rückbuchung) – nicht übernommen');
  if (textOf(entry.CdtDbtInd) !== 'CRDT') {
    return void skip(
      `Lastschrift/Abbuchung${amount.text ? ` über ${amount.text} ${amount.currency}` : ''} – nur Gutschriften werden übernommen`,
    );
  }
  const status = textOf(entry.Sts) ?? textOf(node(entry.Sts)?.Cd);
  if (status && status !== 'BOOK')
    return void skip('Vorgemerkte Buchung – noch nicht gebucht, nicht übernommen');
  if (amount.currency !== 'EUR') {
    return void skip(`Fremdwährung ${amount.currency || '(keine)'} – nur Euro wird übernommen`);
  }
  const bookingDate = dateOf(entry.BookgDt);
  const valueDate = dateOf(entry.ValDt) ?? bookingDate;
  if (!bookingDate || !valueDate)
    return void skip('Kein lesbares Buchungsdatum – nicht übernommen');
  const entryReference = refOf(entry.AcctSvcrRef) ?? refOf(entry.NtryRef);
  const transactions = details.length > 0 ? details : [null];
  transactions.forEach((tx, index) => {
    const txAmount =
      details.length > 1 && tx ? amountOf(node(node(tx.AmtDtls)?.TxAmt)?.Amt ?? tx.Amt) : amount;
    if (txAmount.currency && txAmount.currency !== 'EUR') {
      return void skip(`Fremdwährung ${txAmount.currency} – nur Euro wird übernommen`);
    }
    const cents = parseDecimalAmount(txAmount.text);
    if (cents === null || cents <= 0) return void skip('Betrag nicht lesbar – nicht übernommen');
    const refs = node(tx?.Refs);
    const txReference = refOf(refs?.AcctSvcrRef) ?? refOf(refs?.TxId) ?? refOf(refs?.EndToEndId);
    const reference =
      details.length > 1
        ? (txReference ?? (entryReference ? `${entryReference}/${index + 1}` : null))
        : (entryReference ?? txReference);
    const parties = node(tx?.RltdPties);
    const debtor = node(parties?.Dbtr);
    const payerName = cleanText(textOf(debtor?.Nm) ?? textOf(node(debtor?.Pty)?.Nm), 200);
    const payerIban = cleanIban(textOf(node(node(parties?.DbtrAcct)?.Id)?.IBAN));
    const remittanceInfo = node(tx?.RmtInf);
    const remittance = cleanText(
      [
        ...nodes(remittanceInfo?.Ustrd).map(textOf),
        ...nodes(remittanceInfo?.Strd).map((s) => textOf(node(s.CdtrRefInf)?.Ref)),
        ...(tx ? [] : [textOf(entry.AddtlNtryInf)]),
      ]
        .filter(Boolean)
        .join(' '),
      500,
    );
    const line = { bookingDate, valueDate, amount: cents, remittance, payerIban };
    lines.push({
      lineNumber,
      key: keys.keyOf(line, reference),
      ...line,
      currency: 'EUR',
      payerName,
      entryReference: cleanText(reference, 200),
    });
  });
}

function node(value: unknown): Node | null {
  if (Array.isArray(value)) return node(value[0]);
  return value !== null && typeof value === 'object' ? (value as Node) : null;
}

function nodes(value: unknown): Node[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'object' && v !== null ? (v as Node) : ({ '#text': v } as Node),
  );
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number') {
    return decodeReferences(String(value)).trim() || null;
  }
  const inner = node(value)?.['#text'];
  return inner === undefined ? null : textOf(inner);
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * The five predefined entities and character references of XML, decoded here because the parser
 * expands none (`processEntities: false`); nothing else can be declared (no DOCTYPE).
 */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|lt|gt|amp|quot|apos);/g,
    (whole, name: string) => {
      if (!name.startsWith('#')) return PREDEFINED[name] ?? whole;
      const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    },
  );
}

function amountOf(value: unknown): { text: string | null; currency: string } {
  const amount = node(value);
  return {
    text: textOf(value),
    currency: (amount ? textOf(amount['@_Ccy']) : null)?.toUpperCase() ?? '',
  };
}

function dateOf(value: unknown): string | null {
  const date = node(value);
  return parseDate(textOf(date?.Dt) ?? textOf(date?.DtTm));
}

function refOf(value: unknown): string | null {
  const text = textOf(value);
  return text && text.toUpperCase() !== 'NOTPROVIDED' && text.toUpperCase() !== 'NONREF'
    ? text
    : null;
}
