/**
 * `npm run bench:booth-sheets [-- --count 100]`: renders the stall sheets of N assigned stalls
 * as one PDF (as GET /api/admin/booth-sheets does, without the database) and prints the time.
 * Exit code 1 when N sheets take longer than 3 s per 100 sheets.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { PRINT_STATUS_TEXTS } from '@standl/contracts';
import { renderBoothSheets, type BoothSheet } from '../src/setup-day/print/booth-sheets-pdf.js';

const TARGET_MS_PER_100 = 3000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

function sheets(count: number): BoothSheet[] {
  const areas = [
    ['AK', 'Arkadenhof'],
    ['RS', 'Rittersaal'],
    ['BK', 'Burgkeller'],
    ['SO', 'Sonderplatz'],
  ] as const;
  const statuses = ['paid', 'confirmed', 'approved', 'aufgebaut'] as const;
  return Array.from({ length: count }, (_, i) => {
    const [code, name] = areas[i % areas.length]!;
    return {
      kind: 'assigned',
      areaCode: code,
      areaName: name,
      boothNumber: `${code}-${String(Math.floor(i / areas.length) + 1).padStart(2, '0')}`,
      vendorName: `Händlerin Nummer ${i + 1}`,
      scanCode: i % 10 === 9 ? null : String(1000 + i),
      // As long as a sealed vendor id: prefix and about 60 base64url characters.
      qrToken: `STANDL:${Buffer.from(randomUUID() + randomUUID())
        .toString('base64url')
        .slice(0, 60)}`,
      statusText: PRINT_STATUS_TEXTS[statuses[i % statuses.length]!]!,
    };
  });
}

async function main(): Promise<void> {
  const count = argument('count', 100);
  const input = { marketName: 'Adventmarkt Burg Hochosterwitz', year: 2026, sheets: sheets(count) };

  // The first render loads the fonts: measured apart.
  let start = performance.now();
  await renderBoothSheets({ ...input, sheets: input.sheets.slice(0, 1) });
  const warmMs = performance.now() - start;

  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run++) {
    start = performance.now();
    const pdf = await renderBoothSheets(input);
    runs.push(performance.now() - start);
    bytes = pdf.length;
  }
  // The slowest of three runs counts.
  const worst = Math.max(...runs);
  const limit = (TARGET_MS_PER_100 * count) / 100;

  console.log(`Standplatz-Blätter: ${count} (Node ${process.version})`);
  console.log(`erstes Blatt (Schriften): ${warmMs.toFixed(0)} ms`);
  console.log(
    `${count} Blätter als ein PDF: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')} (je Blatt ${(worst / count).toFixed(1)} ms)`,
  );
  console.log(
    `Größe: ${(bytes / 1024).toFixed(0)} KiB (${(bytes / count / 1024).toFixed(1)} KiB je Blatt)`,
  );
  console.log(
    worst <= limit
      ? `Ziel erreicht: ${worst.toFixed(0)} ms ≤ ${limit.toFixed(0)} ms`
      : `Ziel verfehlt: ${worst.toFixed(0)} ms > ${limit.toFixed(0)} ms`,
  );
  process.exitCode = worst <= limit ? 0 : 1;
}

await main();
