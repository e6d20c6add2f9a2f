/**
 * Bank statements the tests write themselves (issue 30): a CAMT.053 document and the CSV exports
 * of George, ELBA and Bank Austria, from a list of simple transactions.
 */
export interface StatementTx {
  /** Cents; negative for a debit. */
  amount: number;
  /** 'YYYY-MM-DD' */
  bookingDate?: string;
  valueDate?: string;
  currency?: string;
  payerName?: string | null;
  payerIban?: string | null;
  remittance?: string | null;
  /** The bank's reference of the entry; none when null. */
  reference?: string | null;
  reversal?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const euros = (cents: number) => (Math.abs(cents) / 100).toFixed(2);

/** 1234.5 € as '1.234,50' (negative with '-'). */
export function austrianAmount(cents: number): string {
  const [whole, fraction] = euros(cents).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped},${fraction}`;
}

const austrianDate = (iso: string) => iso.split('-').reverse().join('.');

/** A CAMT.053 document (`version` 02 or 08) with one entry per transaction. */
export function camt053(
  txs: readonly StatementTx[],
  options: { version?: '02' | '08'; prefix?: string; batch?: StatementTx[][] } = {},
): string {
  const version = options.version ?? '02';
  const p = options.prefix ? `${options.prefix}:` : '';
  const xmlns = options.prefix ? `xmlns:${options.prefix}` : 'xmlns';
  const party = (tx: StatementTx) => {
    const name = tx.payerName
      ? version === '08'
        ? `<${p}Dbtr><${p}Pty><${p}Nm>${escapeXml(tx.payerName)}</${p}Nm></${p}Pty></${p}Dbtr>`
        : `<${p}Dbtr><${p}Nm>${escapeXml(tx.payerName)}</${p}Nm></${p}Dbtr>`
      : '';
    const iban = tx.payerIban
      ? `<${p}DbtrAcct><${p}Id><${p}IBAN>${tx.payerIban}</${p}IBAN></${p}Id></${p}DbtrAcct>`
      : '';
    return name || iban ? `<${p}RltdPties>${name}${iban}</${p}RltdPties>` : '';
  };
  const txDetails = (tx: StatementTx, withAmount: boolean) =>
    `<${p}TxDtls><${p}Refs><${p}EndToEndId>NOTPROVIDED</${p}EndToEndId>${
      withAmount && tx.reference ? `<${p}AcctSvcrRef>${tx.reference}</${p}AcctSvcrRef>` : ''
    }</${p}Refs>${
      withAmount
        ? `<${p}AmtDtls><${p}TxAmt><${p}Amt Ccy="${tx.currency ?? 'EUR'}">${euros(tx.amount)}</${p}Amt></${p}TxAmt></${p}AmtDtls>`
        : ''
    }${party(tx)}${
      tx.remittance
        ? `<${p}RmtInf><${p}Ustrd>${escapeXml(tx.remittance)}</${p}Ustrd></${p}RmtInf>`
        : ''
    }</${p}TxDtls>`;
  const status = (code: string) =>
    version === '08' ? `<${p}Sts><${p}Cd>${code}</${p}Cd></${p}Sts>` : `<${p}Sts>${code}</${p}Sts>`;
  const entry = (tx: StatementTx, details: string) =>
    `<${p}Ntry><${p}Amt Ccy="${tx.currency ?? 'EUR'}">${euros(tx.amount)}</${p}Amt>` +
    `<${p}CdtDbtInd>${tx.amount < 0 ? 'DBIT' : 'CRDT'}</${p}CdtDbtInd>` +
    (tx.reversal ? `<${p}RvslInd>true</${p}RvslInd>` : '') +
    status('BOOK') +
    `<${p}BookgDt><${p}Dt>${tx.bookingDate ?? '2026-11-20'}</${p}Dt></${p}BookgDt>` +
    `<${p}ValDt><${p}Dt>${tx.valueDate ?? tx.bookingDate ?? '2026-11-20'}</${p}Dt></${p}ValDt>` +
    (tx.reference ? `<${p}AcctSvcrRef>${tx.reference}</${p}AcctSvcrRef>` : '') +
    `<${p}BkTxCd/><${p}NtryDtls>${details}</${p}NtryDtls></${p}Ntry>`;
  const entries = txs.map((tx) => entry(tx, txDetails(tx, false)));
  for (const batch of options.batch ?? []) {
    const total = batch.reduce((sum, tx) => sum + tx.amount, 0);
    entries.push(
      entry(
        { amount: total, reference: `BATCH-${batch[0]?.reference ?? 'X'}` },
        batch.map((tx) => txDetails(tx, true)).join(''),
      ),
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}Document ${xmlns}="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}">
<${p}BkToCstmrStmt><${p}GrpHdr><${p}MsgId>STMT-1</${p}MsgId><${p}CreDtTm>2026-11-21T08:00:00</${p}CreDtTm></${p}GrpHdr>
<${p}Stmt><${p}Id>1</${p}Id><${p}Acct><${p}Id><${p}IBAN>AT611904300234573201</${p}IBAN></${p}Id><${p}Ccy>EUR</${p}Ccy></${p}Acct>
${entries.join('\n')}
</${p}Stmt></${p}BkToCstmrStmt></${p}Document>`;
}

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** George (Erste Bank und Sparkassen) CSV export with its header (decisions 234). */
export function georgeCsv(txs: readonly StatementTx[]): string {
  const header =
    'Buchungsdatum;Valutadatum;Partnername;Partner IBAN;BIC/SWIFT;Betrag;Währung;Buchungstext;Zahlungsreferenz;Verwendungszweck;Buchungsreferenz';
  const rows = txs.map((tx) =>
    [
      austrianDate(tx.bookingDate ?? '2026-11-20'),
      austrianDate(tx.valueDate ?? tx.bookingDate ?? '2026-11-20'),
      quote(tx.payerName ?? ''),
      tx.payerIban ?? '',
      '',
      austrianAmount(tx.amount),
      tx.currency ?? 'EUR',
      quote('Gutschrift Überweisung'),
      '',
      quote(tx.remittance ?? ''),
      tx.reference ?? '',
    ].join(';'),
  );
  return `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;
}

/** ELBA (Raiffeisen) CSV export: no header, Buchungsdatum;Text;Valuta;Betrag;Währung;Zeitstempel. */
export function elbaCsv(txs: readonly StatementTx[]): string {
  return txs
    .map((tx) =>
      [
        austrianDate(tx.bookingDate ?? '2026-11-20'),
        quote(
          [tx.remittance, tx.payerName, tx.payerIban].filter(Boolean).join(' ') || 'Gutschrift',
        ),
        austrianDate(tx.valueDate ?? tx.bookingDate ?? '2026-11-20'),
        `${tx.amount > 0 ? '+' : ''}${austrianAmount(tx.amount)}`,
        tx.currency ?? 'EUR',
        `${austrianDate(tx.bookingDate ?? '2026-11-20')} 10:00:00:000`,
      ].join(';'),
    )
    .join('\n');
}

/** Bank Austria CSV export with its header (decisions 234). */
export function bankAustriaCsv(txs: readonly StatementTx[]): string {
  const header =
    'Buchungsdatum;Valutadatum;Betrag;Währung;Buchungstext;Auftraggeber/Empfänger;IBAN/Kontonummer;BIC/BLZ;Verwendungszweck;Zahlungsreferenz;Transaktionsreferenz';
  const rows = txs.map((tx) =>
    [
      austrianDate(tx.bookingDate ?? '2026-11-20'),
      austrianDate(tx.valueDate ?? tx.bookingDate ?? '2026-11-20'),
      austrianAmount(tx.amount),
      tx.currency ?? 'EUR',
      'Gutschrift',
      quote(tx.payerName ?? ''),
      tx.payerIban ?? '',
      '',
      quote(tx.remittance ?? ''),
      '',
      tx.reference ?? '',
    ].join(';'),
  );
  return [header, ...rows].join('\r\n');
}

/** The text as ISO-8859-1 bytes (the banks' older exports). */
export function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
