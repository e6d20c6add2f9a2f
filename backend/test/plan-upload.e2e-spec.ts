import { createCanvas } from '@napi-rs/canvas';
import { PNG } from 'pngjs';
import { describeEvent, FLOOR_PLAN_MESSAGES, PLAN_IMAGE_MESSAGES } from '@standl/contracts';
import { DomainEventRecord } from '../src/shared/events/domain-event-record.entity.js';
import { renderPdf } from '../src/shared/pdf/pdfmake.js';
import { adminAuth } from './support/admin.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * Uploading an area's plan (issue 32): PNG, JPEG, SVG and PDF files made here, told by their
 * content; SVG sanitised, a PDF page rendered to PNG; other files, broken ones and too large
 * ones refused; the image served with its version, ETag and (for SVG) a policy that loads nothing.
 */

let t: TestApp;
let auth: { Authorization: string };
let akId: number;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await t.reset();
  t.clock.set('2026-11-21T09:00:00Z');
  auth = await adminAuth(t);
  const { body } = await t.http().get('/api/admin/booths').set(auth).expect(200);
  akId = body.find((area: { code: string }) => area.code === 'AK').id;
});
afterAll(() => t.close());

function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

async function jpegOf(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#c0392b';
  context.fillRect(10, 10, width / 2, height / 2);
  return canvas.encode('jpeg');
}

/** A landscape A4 PDF of two pages, the first with a drawn plan. */
function twoPagePdf(): Promise<Buffer> {
  return renderPdf({
    pageSize: 'A4',
    pageOrientation: 'landscape',
    content: [
      { text: 'Lageplan Arkadenhof' },
      { canvas: [{ type: 'rect', x: 0, y: 0, w: 500, h: 300, lineColor: '#000' }] },
      { text: 'Seite 2: Legende', pageBreak: 'before' },
    ],
  });
}

const upload = (content: Buffer, name: string, page?: string, areaId = akId) => {
  const request = t
    .http()
    .put(`/api/admin/booth-areas/${areaId}/plan-image`)
    .set(auth)
    .attach('file', content, name);
  return page === undefined ? request : request.field('page', page);
};
const image = (url: string) =>
  t
    .http()
    .get(url)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
const events = (type: string) =>
  t.em().find(DomainEventRecord, { type }, { orderBy: { id: 'asc' } });

describe('PUT /api/admin/booth-areas/{id}/plan-image', () => {
  it('stores a PNG as it is, sizes the plan from it and serves it with its version', async () => {
    const png = pngOf(300, 200);
    const { body: area } = await upload(png, 'arkadenhof.png').expect(200);
    expect(area.planImage).toEqual({
      mediaType: 'image/png',
      widthPx: 300,
      heightPx: 200,
      sourceName: 'arkadenhof.png',
      sourceMediaType: 'image/png',
      uploadedAt: '2026-11-21T09:00:00.000Z',
      uploadedBy: expect.any(String),
    });
    // No plan size yet: 40 m wide, as deep as the image's aspect ratio says.
    expect(area.plan).toEqual({
      widthCm: 4000,
      depthCm: 2667,
      imageUrl: expect.stringMatching(
        new RegExp(`^/api/booth-areas/${akId}/plan-image\\?v=[0-9a-f]{16}$`),
      ),
    });

    const served = await image(area.plan.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(etag.slice(1, 17)).toBe(area.plan.imageUrl.split('v=')[1]);

    // Any other address of the image is checked again each time; an unchanged one answers 304.
    const unversioned = await image(`/api/booth-areas/${akId}/plan-image`).expect(200);
    expect(unversioned.headers['cache-control']).toBe('no-cache');
    const stale = await image(`/api/booth-areas/${akId}/plan-image?v=0000000000000000`).expect(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    await t
      .http()
      .get(`/api/booth-areas/${akId}/plan-image`)
      .set('If-None-Match', etag)
      .expect(304);

    const publicArea = (await t.http().get('/api/booth-areas').expect(200)).body.find(
      (a: { id: number }) => a.id === akId,
    );
    expect(publicArea.plan).toEqual(area.plan);
    const [uploaded] = await events('booths.area-plan-uploaded.v1');
    expect(uploaded!.payload).toMatchObject({
      code: 'AK',
      sourceMediaType: 'image/png',
      page: null,
      planSizeSet: { widthCm: 4000, depthCm: 2667 },
    });
    expect(JSON.stringify(uploaded!.payload)).not.toContain('arkadenhof.png');
    expect(describeEvent(uploaded!.type, uploaded!.payload)).toEqual({
      title: 'Lageplan hochgeladen',
      detail: 'Bereich AK: PNG',
    });
  });

  it('keeps a plan size already set, stores a JPEG and replaces the former image', async () => {
    await t
      .http()
      .patch(`/api/admin/booth-areas/${akId}`)
      .set(auth)
      .send({ planWidthCm: 5000, planDepthCm: 1000 })
      .expect(200);
    const first = (await upload(pngOf(10, 10), 'alt.png').expect(200)).body;
    const { body: area } = await upload(await jpegOf(320, 240), 'foto.jpg').expect(200);
    expect(area.plan).toMatchObject({ widthCm: 5000, depthCm: 1000 });
    expect(area.planImage).toMatchObject({
      mediaType: 'image/jpeg',
      sourceMediaType: 'image/jpeg',
      widthPx: 320,
      heightPx: 240,
    });
    expect(area.plan.imageUrl).not.toBe(first.plan.imageUrl);
    const served = await image(area.plan.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The former version's address now answers the new image, not cached forever.
    const former = await image(first.plan.imageUrl).expect(200);
    expect(former.headers['cache-control']).toBe('no-cache');
  });

  it('stores an SVG only as sanitised, served with a policy that loads and runs nothing', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="500" viewBox="0 0 800 500" onload="alert('onload')">
  <script type="text/javascript">alert('script')</script>
  <rect x="10" y="10" width="780" height="480" fill="#f4efe6" stroke="#333" onclick="alert('click')"/>
  <image xlink:href="https://tracker.example/pixel.png" width="10" height="10"/>
  <foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><script>alert('fo')</script></div></foreignObject>
  <text x="400" y="250" text-anchor="middle">Brunnen</text>
</svg>`;
    const { body: area } = await upload(Buffer.from(svg), 'plan.svg').expect(200);
    expect(area.planImage).toMatchObject({
      mediaType: 'image/svg+xml',
      sourceMediaType: 'image/svg+xml',
      widthPx: 800,
      heightPx: 500,
    });
    expect(area.plan).toMatchObject({ widthCm: 4000, depthCm: 2500 });

    const served = await image(area.plan.imageUrl).expect(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const stored = (served.body as Buffer).toString('utf8');
    for (const gone of [
      'script',
      'onload',
      'onclick',
      'tracker.example',
      'foreignObject',
      'alert',
    ]) {
      expect(stored).not.toContain(gone);
    }
    expect(stored).toContain(
      '<rect x="10" y="10" width="780" height="480" fill="#f4efe6" stroke="#333">',
    );
    expect(stored).toContain('Brunnen');
  });

  it('renders the chosen page of a PDF to PNG, whatever the file is called', async () => {
    const pdf = await twoPagePdf();
    const { body: area } = await upload(pdf, 'lageplan.png', '2').expect(200);
    expect(area.planImage).toMatchObject({
      mediaType: 'image/png',
      sourceMediaType: 'application/pdf',
      sourceName: 'lageplan.png',
      widthPx: 2400,
      heightPx: 1697,
    });
    const served = await image(area.plan.imageUrl).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    const png = PNG.sync.read(served.body as Buffer);
    expect([png.width, png.height]).toEqual([2400, 1697]);
    const [uploaded] = await events('booths.area-plan-uploaded.v1');
    expect(describeEvent(uploaded!.type, uploaded!.payload).detail).toBe(
      'Bereich AK: PDF, Seite 2',
    );

    const missing = await upload(pdf, 'lageplan.pdf', '3').expect(400);
    expect(missing.body.message).toBe(FLOOR_PLAN_MESSAGES.pdfPageMissing(2));
    for (const page of ['0', 'zwei', '1.5', '-1']) {
      const wrong = await upload(pdf, 'lageplan.pdf', page).expect(400);
      expect(wrong.body.message).toBe(PLAN_IMAGE_MESSAGES.pageInvalid);
    }
  });

  it('refuses other files by their content (415), whatever their name', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
      Buffer.alloc(512),
    ]);
    const zip = Buffer.concat([
      Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'),
      Buffer.alloc(256),
    ]);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const html = Buffer.from('<html><body><svg viewBox="0 0 1 1"></svg></body></html>');
    const xml = Buffer.from('<?xml version="1.0"?><Document><svg/></Document>');
    for (const [content, name] of [
      [exe, 'plan.png'],
      [zip, 'plan.svg'],
      [gif, 'plan.gif'],
      [html, 'plan.svg'],
      [xml, 'plan.svg'],
      [Buffer.from('Lageplan'), 'plan.pdf'],
    ] as const) {
      const refused = await upload(content, name).expect(415);
      expect(refused.body.message).toBe(FLOOR_PLAN_MESSAGES.uploadUnsupported);
    }
    expect(await events('booths.area-plan-uploaded.v1')).toHaveLength(0);
  });

  it('refuses broken files (400) and files over 10 MB (413)', async () => {
    const png = pngOf(300, 200);
    const pdf = await twoPagePdf();
    for (const [content, name] of [
      [png.subarray(0, png.length - 20), 'abgeschnitten.png'],
      [(await jpegOf(100, 100)).subarray(0, 200), 'abgeschnitten.jpg'],
      [Buffer.from('%PDF-1.7\nnichts weiter'), 'kaputt.pdf'],
      [pdf.subarray(0, 400), 'halb.pdf'],
      [Buffer.from('<svg viewBox="0 0 10 10"><rect></svg>'), 'kaputt.svg'],
      [Buffer.from('<svg width="100%"><rect/></svg>'), 'ohne-groesse.svg'],
      [
        Buffer.from(
          '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg viewBox="0 0 1 1">&x;</svg>',
        ),
        'entity.svg',
      ],
    ] as const) {
      const refused = await upload(content, name).expect(400);
      expect([name, refused.body.message]).toEqual([name, FLOOR_PLAN_MESSAGES.uploadUnreadable]);
    }
    const huge = pngOf(20_000, 1);
    const tooManyPixels = await upload(huge, 'riesig.png').expect(400);
    expect(tooManyPixels.body.message).toBe(PLAN_IMAGE_MESSAGES.tooManyPixels);

    const eleven = Buffer.concat([png, Buffer.alloc(11 * 1024 * 1024)]);
    const tooLarge = await upload(eleven, 'gross.png').expect(413);
    expect(tooLarge.body.message).toBe(FLOOR_PLAN_MESSAGES.uploadTooLarge(10));

    const noFile = await t
      .http()
      .put(`/api/admin/booth-areas/${akId}/plan-image`)
      .set(auth)
      .field('page', '1')
      .expect(400);
    expect(noFile.body.message).toBe(FLOOR_PLAN_MESSAGES.uploadMissing);
    const otherField = await t
      .http()
      .put(`/api/admin/booth-areas/${akId}/plan-image`)
      .set(auth)
      .attach('datei', png, 'plan.png')
      .expect(400);
    expect(otherField.body.message).toBe(FLOOR_PLAN_MESSAGES.uploadMissing);
    await upload(png, 'plan.png', undefined, 999_999).expect(404);
    expect(await events('booths.area-plan-uploaded.v1')).toHaveLength(0);
  });
});

describe('DELETE /api/admin/booth-areas/{id}/plan-image', () => {
  it('removes the image; the plan size and the stalls on it stay; a repeat changes nothing', async () => {
    await upload(pngOf(400, 250), 'plan.png').expect(200);
    const { body: areas } = await t.http().get('/api/admin/booths').set(auth).expect(200);
    const ak01 = areas.find((a: { id: number }) => a.id === akId).booths[0];
    await t
      .http()
      .patch(`/api/admin/booths/${ak01.id}/layout`)
      .set(auth)
      .send({ placement: { xCm: 500, yCm: 500 }, widthCm: 300, depthCm: 200 })
      .expect(200);

    const { body: area } = await t
      .http()
      .delete(`/api/admin/booth-areas/${akId}/plan-image`)
      .set(auth)
      .expect(200);
    expect(area.planImage).toBeNull();
    expect(area.plan).toEqual({ widthCm: 4000, depthCm: 2500, imageUrl: null });
    expect(area.booths[0].placement).toMatchObject({ xCm: 500, yCm: 500 });
    const gone = await t.http().get(`/api/booth-areas/${akId}/plan-image`).expect(404);
    expect(gone.body.message).toBe(PLAN_IMAGE_MESSAGES.notFound);

    await t.http().delete(`/api/admin/booth-areas/${akId}/plan-image`).set(auth).expect(200);
    const removed = await events('booths.area-plan-removed.v1');
    expect(removed).toHaveLength(1);
    expect(describeEvent(removed[0]!.type, removed[0]!.payload)).toEqual({
      title: 'Lageplan-Bild entfernt',
      detail: 'Bereich AK',
    });
    await t.http().delete('/api/admin/booth-areas/999999/plan-image').set(auth).expect(404);
  });
});
