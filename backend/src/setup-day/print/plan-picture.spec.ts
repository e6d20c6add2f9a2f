import { createCanvas, loadImage } from '@napi-rs/canvas';
import { sheetPlanImage } from './plan-picture.js';

/** A pixel's colour, each channel to the nearest 5 (JPEG is not exact). */
function pixel(image: Awaited<ReturnType<typeof loadImage>>, x: number, y: number): number[] {
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data.subarray(0, 3)].map(
    (channel) => Math.round(channel / 5) * 5,
  );
}

async function png(width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').fillRect(0, 0, width / 2, height / 2);
  return canvas.encode('png');
}

describe('sheetPlanImage', () => {
  it('keeps a JPEG up to 2400 px as it is', async () => {
    const canvas = createCanvas(1200, 800);
    const content = await canvas.encode('jpeg');
    expect(
      await sheetPlanImage({
        mediaType: 'image/jpeg',
        content,
        contentHash: 'h1',
        widthPx: 1200,
        heightPx: 800,
      }),
    ).toEqual({ mediaType: 'image/jpeg', content, key: 'h1' });
  });

  it('draws a PNG on white to a JPEG of its size (PDFKit embeds a JPEG as it is)', async () => {
    const image = await sheetPlanImage({
      mediaType: 'image/png',
      content: await png(1200, 800),
      contentHash: 'h4',
      widthPx: 1200,
      heightPx: 800,
    });
    expect(image.mediaType).toBe('image/jpeg');
    expect(image.content.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const drawn = await loadImage(image.content);
    expect([drawn.width, drawn.height]).toEqual([1200, 800]);
    // The transparent half is white on paper.
    expect(pixel(drawn, 1000, 700)).toEqual([255, 255, 255]);
    expect(pixel(drawn, 100, 100)).toEqual([0, 0, 0]);
  });

  it('draws an SVG to a PNG of 2400 px on its longer side, on white', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><rect width="100" height="100" fill="#ff0000"/></svg>',
    );
    const image = await sheetPlanImage({
      mediaType: 'image/svg+xml',
      content: svg,
      contentHash: 'h2',
      widthPx: 400,
      heightPx: 200,
    });
    expect(image.mediaType).toBe('image/jpeg');
    expect(image.key).toBe('h2');
    const drawn = await loadImage(image.content);
    expect([drawn.width, drawn.height]).toEqual([2400, 1200]);
    expect(pixel(drawn, 100, 100)).toEqual([255, 0, 0]);
    expect(pixel(drawn, 2000, 1000)).toEqual([255, 255, 255]);
  });

  it('draws a larger image down to 2400 px', async () => {
    const image = await sheetPlanImage({
      mediaType: 'image/png',
      content: await png(4800, 1200),
      contentHash: 'h3',
      widthPx: 4800,
      heightPx: 1200,
    });
    const drawn = await loadImage(image.content);
    expect([drawn.width, drawn.height]).toEqual([2400, 600]);
  });
});
