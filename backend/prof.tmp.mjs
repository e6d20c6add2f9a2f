import { performance } from 'node:perf_hooks';
const { renderBoothSheets } = await import('./dist/src/setup-day/print/booth-sheets-pdf.js');
const { createCanvas } = await import('@napi-rs/canvas');
const canvas = createCanvas(2400, 1600);
const c = canvas.getContext('2d'); c.fillStyle='#efe9dc'; c.fillRect(0,0,2400,1600);
const png = await canvas.encode('png');
const jpg = await canvas.encode('jpeg');
const stalls = Array.from({length: 25}, (_, i) => ({ number: `AK-${String(i+1).padStart(2,'0')}`, placement: { xCm: 600 + (i%10)*480, yCm: 400 + Math.floor(i/10)*600, widthCm: 300, depthCm: 200, rotationDeg: 0 }}));
const base = { kind: 'assigned', areaCode: 'AK', areaName: 'A', vendorName: 'X', scanCode: '1', qrToken: 'STANDL:' + 'x'.repeat(60), statusText: 'Bezahlt' };
async function time(label, plan, n = 25) {
  const sheets = Array.from({length: n}, (_, i) => ({ ...base, boothNumber: `AK-${String(i+1).padStart(2,'0')}`, plan }));
  await renderBoothSheets({ marketName: 'M', year: 2026, sheets: sheets.slice(0,1) });
  const t = performance.now();
  const pdf = await renderBoothSheets({ marketName: 'M', year: 2026, sheets });
  console.log(label, (performance.now() - t).toFixed(0), 'ms', (pdf.length/1024).toFixed(0), 'KiB');
}
await time('no plan', null);
await time('plan no image', { widthCm: 6000, depthCm: 4000, image: null, stalls });
await time('plan png', { widthCm: 6000, depthCm: 4000, image: { mediaType: 'image/png', content: png, key: 'p' }, stalls });
await time('plan jpg', { widthCm: 6000, depthCm: 4000, image: { mediaType: 'image/jpeg', content: jpg, key: 'j' }, stalls });
await time('plan png 1 sheet', { widthCm: 6000, depthCm: 4000, image: { mediaType: 'image/png', content: png, key: 'p2' }, stalls }, 1);
