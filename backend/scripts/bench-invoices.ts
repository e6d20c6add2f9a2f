/**
 * `npm run bench:invoices [-- --count 100]`: renders N invoices as the issue does (pdfmake PDF,
 * EN 16931 CII, the CII embedded as Factur-X) and prints the time per PDF. No database: the
 * numbers and the transaction are not part of it (see invoices.e2e-spec.ts for those).
 * Exit code 1 when the mean pdfmake rendering exceeds 50 ms.
 */
import { performance } from 'node:perf_hooks';
import { amountsFromGross } from '../src/payments/invoices/domain/invoice-amounts.js';
import { formatInvoiceNumber } from '../src/payments/invoices/domain/invoice-number.js';
import { embedFacturX, renderCii } from '../src/payments/invoices/e-invoice/e-invoice.js';
import { renderInvoicePdf } from '../src/payments/invoices/rendering/invoice-pdf.js';
import { sampleInvoice } from '../src/payments/invoices/rendering/sample-invoice.js';

const TARGET_MS = 50;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
  return `mean ${mean.toFixed(1)} ms, median ${at(0.5).toFixed(1)}, p95 ${at(0.95).toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}`;
}

async function main(): Promise<void> {
  const count = argument('count', 100);
  const areas = [
    ['AK', 'Arkadenhof', 15000],
    ['RS', 'Rittersaal', 12000],
    ['BK', 'Burgkeller', 7500],
    ['SO', 'Sonderplatz', 7000],
  ] as const;
  const invoices = Array.from({ length: count }, (_, i) => {
    const [code, area, gross] = areas[i % areas.length]!;
    const smallBusiness = i % 5 === 4;
    const amounts = amountsFromGross(gross, smallBusiness ? 'small_business' : 'standard', 2000);
    const paid = i % 3 === 0 ? 1000 : gross;
    const booth = `${code}-${String((i % 12) + 1).padStart(2, '0')}`;
    return sampleInvoice({
      number: formatInvoiceNumber(2026, i + 1),
      boothNumber: booth,
      serviceDescription: `Standplatz ${booth} (${area}), Adventmarkt 2026`,
      vatMode: smallBusiness ? 'small_business' : 'standard',
      vatRate: amounts.vatRate,
      netAmount: amounts.net,
      vatAmount: amounts.vat,
      grossAmount: gross,
      depositCredited: 1000,
      paidAmount: paid,
      amountDue: gross - paid,
      recipient: { ...sampleInvoice().recipient, name: `Händlerin Nummer ${i + 1}` },
    });
  });

  // The first render loads the fonts and compiles the e-invoice schema: measured apart.
  const warmStart = performance.now();
  const warm = await renderInvoicePdf(invoices[0]!);
  await embedFacturX(invoices[0]!, warm);
  await renderCii(invoices[0]!);
  const warmMs = performance.now() - warmStart;

  const pdfMs: number[] = [];
  const facturXMs: number[] = [];
  const ciiMs: number[] = [];
  let bytes = 0;
  for (const invoice of invoices) {
    let start = performance.now();
    const pdf = await renderInvoicePdf(invoice);
    pdfMs.push(performance.now() - start);
    start = performance.now();
    const hybrid = await embedFacturX(invoice, pdf);
    facturXMs.push(performance.now() - start);
    start = performance.now();
    await renderCii(invoice);
    ciiMs.push(performance.now() - start);
    bytes += hybrid.length;
  }
  const total = pdfMs.map((ms, i) => ms + facturXMs[i]! + ciiMs[i]!);
  const mean = pdfMs.reduce((sum, x) => sum + x, 0) / pdfMs.length;

  console.log(`Rechnungen: ${count} (Node ${process.version})`);
  console.log(`erste Rechnung (Schriften, Schema): ${warmMs.toFixed(0)} ms`);
  console.log(`PDF (pdfmake) je Rechnung:          ${stats(pdfMs)}`);
  console.log(`Factur-X einbetten je Rechnung:     ${stats(facturXMs)}`);
  console.log(`E-Rechnung CII je Rechnung:         ${stats(ciiMs)}`);
  console.log(`alles zusammen je Rechnung:         ${stats(total)}`);
  console.log(`mittlere Größe: ${(bytes / count / 1024).toFixed(1)} KiB`);
  console.log(
    mean <= TARGET_MS
      ? `Ziel erreicht: PDF im Mittel ${mean.toFixed(1)} ms ≤ ${TARGET_MS} ms`
      : `Ziel verfehlt: PDF im Mittel ${mean.toFixed(1)} ms > ${TARGET_MS} ms`,
  );
  process.exitCode = mean <= TARGET_MS ? 0 : 1;
}

await main();
