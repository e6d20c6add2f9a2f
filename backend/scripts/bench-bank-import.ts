/**
 * `npm run bench:bank-import [-- --lines 5000 --vendors 500]`: parses a CAMT.053 statement and a
 * George CSV export of N credit lines and matches them against M vendors (as the upload and the
 * statement view do, without the database) and prints the time. A third of the lines name an
 * access code (some with odd spacing), a sixth an invoice number, the rest only amount and name.
 * Exit code 1 when parse + match takes longer than 2 s (issue 30).
 */
import { performance } from 'node:perf_hooks';
import { ACCESS_CODE_ALPHABET } from '@standl/contracts';
import {
  type MatchVendor,
  matchStatementLines,
} from '../src/payments/bank-import/matching/match-statement-lines.js';
import { parseStatement } from '../src/payments/bank-import/parsing/parse-statement.js';
import { camt053, georgeCsv, type StatementTx } from './support/bank-statements.js';

const TARGET_MS = 2000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/** A stable pseudo-random access code per vendor number. */
function accessCode(i: number): string {
  let seed = (i + 1) * 2654435761;
  let code = '';
  for (let k = 0; k < 10; k++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    code += ACCESS_CODE_ALPHABET[seed % ACCESS_CODE_ALPHABET.length];
  }
  return code;
}

const FIRST = [
  'Anna',
  'Bernd',
  'Christa',
  'Dieter',
  'Eva',
  'Franz',
  'Gerda',
  'Hans',
  'Ilse',
  'Josef',
];
const LAST = [
  'Huber',
  'Gruber',
  'Maier',
  'Leitner',
  'Wagner',
  'Pichler',
  'Steiner',
  'Moser',
  'Hofer',
  'Bauer',
];

function vendors(count: number): MatchVendor[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `vendor-${i}`,
    accessCode: accessCode(i),
    name: `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`,
    invoiceNumbers: [`2026-${String(i + 1).padStart(4, '0')}`],
    openAmount: 5000 + i * 10,
  }));
}

function transactions(count: number, vendorList: MatchVendor[]): StatementTx[] {
  return Array.from({ length: count }, (_, i) => {
    const vendor = vendorList[i % vendorList.length]!;
    const code = vendor.accessCode;
    const remittance =
      i % 3 === 0
        ? `Standgebühr Adventmarkt ${code.slice(0, 5).toLowerCase()} - ${code.slice(5)}`
        : i % 6 === 1 && vendor.invoiceNumbers[0]
          ? `Rechnung ${vendor.invoiceNumbers[0].replace('-', ' - ')} danke`
          : `Überweisung Standplatz Nr. ${i} Weihnachtsmarkt Hochosterwitz`;
    return {
      amount: vendor.openAmount,
      payerName: vendor.name,
      payerIban: `AT${String(10 + (i % 89))}${String(1000000000000000 + i).slice(0, 16)}`,
      remittance,
      reference: `BANKREF-${i}`,
      bookingDate: '2026-11-20',
      valueDate: '2026-11-19',
    };
  });
}

function run(label: string, bytes: Buffer, vendorList: MatchVendor[]): number {
  const start = performance.now();
  const parsed = parseStatement(bytes);
  const parsedAt = performance.now();
  const matches = matchStatementLines(parsed.lines, vendorList);
  const end = performance.now();
  const kinds = new Map<string, number>();
  for (const match of matches) kinds.set(match.match, (kinds.get(match.match) ?? 0) + 1);
  console.log(
    `${label}: ${(bytes.length / 1024).toFixed(0)} KiB, ${parsed.lines.length} Zeilen; lesen ${(parsedAt - start).toFixed(0)} ms, zuordnen ${(end - parsedAt).toFixed(0)} ms, zusammen ${(end - start).toFixed(0)} ms (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`,
  );
  return end - start;
}

function main(): void {
  const lineCount = argument('lines', 5000);
  const vendorCount = argument('vendors', 500);
  const vendorList = vendors(vendorCount);
  const txs = transactions(lineCount, vendorList);
  const camt = Buffer.from(camt053(txs), 'utf8');
  const csv = Buffer.from(georgeCsv(txs), 'utf8');
  console.log(
    `Kontoauszug-Import: ${lineCount} Zeilen gegen ${vendorCount} Händler (Node ${process.version})`,
  );
  // A warm-up run (the parsers' code being compiled) is printed but does not count.
  run('Aufwärmen (CAMT.053)', camt, vendorList);
  const worst = Math.max(
    run('CAMT.053', camt, vendorList),
    run('CAMT.053', camt, vendorList),
    run('George-CSV', csv, vendorList),
    run('George-CSV', csv, vendorList),
  );
  console.log(
    worst <= TARGET_MS
      ? `Ziel erreicht: ${worst.toFixed(0)} ms ≤ ${TARGET_MS} ms`
      : `Ziel verfehlt: ${worst.toFixed(0)} ms > ${TARGET_MS} ms`,
  );
  process.exitCode = worst <= TARGET_MS ? 0 : 1;
}

main();
