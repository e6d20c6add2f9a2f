import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
const { renderBoothSheets } = await import('./dist/src/setup-day/print/booth-sheets-pdf.js');
const canvas = createCanvas(1600, 1000);
const c = canvas.getContext('2d');
c.fillStyle = '#efe9dc'; c.fillRect(0,0,1600,1000);
c.fillStyle = '#b0a58f'; c.fillRect(0, 450, 1600, 100);
c.strokeStyle = '#6d6250'; c.lineWidth = 8; c.strokeRect(20,20,1560,960);
c.fillStyle = '#6d6250'; c.font = '48px sans-serif'; c.fillText('Burgtor', 60, 520);
const stalls = [];
for (let i = 0; i < 10; i++) stalls.push({ number: `AK-${String(i+1).padStart(2,'0')}`, placement: { xCm: 500 + i*320, yCm: 700, widthCm: 300, depthCm: 200, rotationDeg: 0 } });
for (let i = 0; i < 8; i++) stalls.push({ number: `AK-${String(i+11).padStart(2,'0')}`, placement: { xCm: 700 + i*360, yCm: 1450, widthCm: 300, depthCm: 250, rotationDeg: 15 } });
const plan = { widthCm: 4000, depthCm: 2500, image: { mediaType: 'image/png', content: await canvas.encode('png'), key: 'k1' }, stalls };
const pdf = await renderBoothSheets({ marketName: 'Adventmarkt Burg Hochosterwitz', year: 2026, sheets: [
 { kind: 'assigned', areaCode: 'AK', areaName: 'Arkadenhof', boothNumber: 'AK-07', vendorName: 'Kerzenzieherei Huber', scanCode: '1234', qrToken: 'STANDL:' + 'x'.repeat(60), statusText: 'Bezahlt', plan },
 { kind: 'free', areaCode: 'AK', areaName: 'Arkadenhof', boothNumber: 'AK-13', size: '3 m × 2,5 m', price: { base: 15000, surcharges: [{ kind: 'power', amount: 2500, powerAmps: 16 }] }, plan },
 { kind: 'assigned', areaCode: 'AK', areaName: 'Arkadenhof', boothNumber: 'AK-01', vendorName: 'Kunsthandwerk und Weihnachtsschmuck aus dem Lavanttal – Familie Oberhuber-Steinwender', scanCode: null, qrToken: 'STANDL:' + 'y'.repeat(200), statusText: 'Bestätigt (Zahlung am Markt)', plan: { ...plan, image: null } },
]});
writeFileSync('/tmp/b-shots/sheets.pdf', pdf);
console.log(pdf.length);
