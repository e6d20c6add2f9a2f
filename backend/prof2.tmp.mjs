import { performance } from 'node:perf_hooks';
const { renderBoothSheets } = await import('./dist/src/setup-day/print/booth-sheets-pdf.js');
const { sheetPlanImage } = await import('./dist/src/setup-day/print/plan-picture.js');
const { createCanvas } = await import('@napi-rs/canvas');
const canvas = createCanvas(2400, 1600);
const c = canvas.getContext('2d'); c.fillStyle='#efe9dc'; c.fillRect(0,0,2400,1600);
const image = await sheetPlanImage({ mediaType: 'image/png', content: await canvas.encode('png'), contentHash: 'x', widthPx: 2400, heightPx: 1600 });
const stalls = Array.from({length: 100}, (_, i) => ({ number: `AK-${String(i+1).padStart(2,'0')}`, placement: { xCm: 600 + (i%10)*480, yCm: 400 + Math.floor(i/10)*360, widthCm: 300, depthCm: 200, rotationDeg: 0 }}));
const base = { kind: 'assigned', areaCode: 'AK', areaName: 'A', vendorName: 'X', scanCode: '1', qrToken: 'STANDL:' + 'x'.repeat(60), statusText: 'Bezahlt' };
const mk = (plan) => Array.from({length: 100}, (_, i) => ({ ...base, boothNumber: `AK-${String(i+1).padStart(2,'0')}`, plan }));
const variants = { none: mk(null), blank: mk({ widthCm: 6000, depthCm: 4000, image: null, stalls }), image: mk({ widthCm: 6000, depthCm: 4000, image, stalls }) };
await renderBoothSheets({ marketName: 'M', year: 2026, sheets: variants.image.slice(0,1) });
const res = { none: [], blank: [], image: [] };
for (let r = 0; r < 3; r++) for (const [k, sheets] of Object.entries(variants)) {
  const t = process.cpuUsage(); await renderBoothSheets({ marketName: "M", year: 2026, sheets }); const u = process.cpuUsage(t); res[k].push(Math.round((u.user + u.system) / 1000));
}
console.log(res);
