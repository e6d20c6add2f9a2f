/**
 * `npm run bench:booth-sheets [-- --count 100 --plans 3]`: renders the stall sheets of N assigned stalls
 * as one PDF (as GET /api/admin/booth-sheets does, without the database) and prints the time.
 * Three of the four areas (`--plans`, 0 to 4) have a plan (a PNG of 2400 × 1600 px, the largest
 * a sheet embeds, prepared as the print's query does) with every stall placed, so those sheets
 * carry the plan excerpt. Exit code 1 when N sheets take longer than 3 s per 100 sheets.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { PRINT_STATUS_TEXTS } from '@standl/contracts';
import {
  renderBoothSheets,
  type BoothSheet,
  type SheetPlan,
} from '../src/setup-day/print/booth-sheets-pdf.js';
import { sheetPlanImage } from '../src/setup-day/print/plan-picture.js';

const TARGET_MS_PER_100 = 3000;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/** A 60 m × 40 m site drawn as a PNG of 2400 × 1600 px, its stalls in rows of ten. */
async function plan(code: string, stalls: number): Promise<SheetPlan> {
  const canvas = createCanvas(2400, 1600);
  const context = canvas.getContext('2d');
  context.fillStyle = '#efe9dc';
  context.fillRect(0, 0, 2400, 1600);
  context.strokeStyle = '#6d6250';
  context.lineWidth = 12;
  context.strokeRect(40, 40, 2320, 1520);
  for (let path = 0; path < 6; path++) {
    context.fillStyle = '#b0a58f';
    context.fillRect(0, 200 + path * 240, 2400, 40);
  }
  return {
    widthCm: 6000,
    depthCm: 4000,
    image: await sheetPlanImage({
      mediaType: 'image/png',
      content: await canvas.encode('png'),
      contentHash: `bench-${code}`,
      widthPx: 2400,
      heightPx: 1600,
    }),
    stalls: Array.from({ length: stalls }, (_, i) => ({
      number: `${code}-${String(i + 1).padStart(2, '0')}`,
      placement: {
        xCm: 600 + (i % 10) * 480,
        yCm: 400 + Math.floor(i / 10) * 600,
        widthCm: 300,
        depthCm: 200,
        rotationDeg: i % 3 === 0 ? 10 : 0,
      },
    })),
  };
}

async function sheets(count: number, withPlans: number): Promise<BoothSheet[]> {
  const areas = [
    ['AK', 'Arkadenhof'],
    ['RS', 'Rittersaal'],
    ['BK', 'Burgkeller'],
    ['SO', 'Sonderplatz'],
  ] as const;
  const perArea = Math.ceil(count / areas.length);
  const plans = new Map<string, SheetPlan>();
  const start = performance.now();
  for (const [code] of areas.slice(0, withPlans)) plans.set(code, await plan(code, perArea));
  console.log(
    `${withPlans} Lagepläne gezeichnet und vorbereitet: ${(performance.now() - start).toFixed(0)} ms`,
  );
  const statuses = ['paid', 'confirmed', 'approved', 'aufgebaut'] as const;
  return Array.from({ length: count }, (_, i) => {
    const [code, name] = areas[i % areas.length]!;
    return {
      kind: 'assigned',
      areaCode: code,
      areaName: name,
      plan: plans.get(code) ?? null,
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
  const input = {
    marketName: 'Adventmarkt Burg Hochosterwitz',
    year: 2026,
    sheets: await sheets(count, argument('plans', 3)),
  };

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
