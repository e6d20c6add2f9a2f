/**
 * The pixel size of a PNG or JPEG, read from its headers without decoding it, and whether the
 * file is whole (a truncated upload is refused rather than stored half).
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}

export function isJpeg(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

export interface PixelSize {
  widthPx: number;
  heightPx: number;
}

/** IHDR is the first chunk (width and height at bytes 16 and 20); IEND closes a whole file. */
export function pngSize(bytes: Buffer): PixelSize | null {
  if (bytes.length < 45 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const widthPx = bytes.readUInt32BE(16);
  const heightPx = bytes.readUInt32BE(20);
  const end = bytes.lastIndexOf('IEND', undefined, 'latin1');
  if (end < 33 || widthPx === 0 || heightPx === 0) return null;
  return { widthPx, heightPx };
}

/** Start-of-frame markers (SOF0–SOF15 but DHT, JPG and DAC), which carry the size. */
const SOF_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/**
 * Walks the JPEG's segments to its frame header. An EXIF orientation of 5–8 (turned by 90°)
 * swaps width and height: browsers draw the image turned as the camera meant.
 */
export function jpegSize(bytes: Buffer): PixelSize | null {
  let offset = 2;
  let turned = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // no frame before the image data
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (marker === 0xe1) turned ||= exifTurned(bytes.subarray(offset + 4, offset + 2 + length));
    if (SOF_MARKERS.has(marker)) {
      if (length < 7) return null;
      const heightPx = bytes.readUInt16BE(offset + 5);
      const widthPx = bytes.readUInt16BE(offset + 7);
      // A whole JPEG ends with EOI (some writers add padding after it).
      const ended = bytes.subarray(Math.max(offset, bytes.length - 1024)).includes(EOI);
      if (widthPx === 0 || heightPx === 0 || !ended) return null;
      return turned ? { widthPx: heightPx, heightPx: widthPx } : { widthPx, heightPx };
    }
    offset += 2 + length;
  }
  return null;
}

const EOI = Buffer.from([0xff, 0xd9]);

/** Whether an APP1 EXIF segment's orientation tag (0x0112) says 5–8. */
function exifTurned(segment: Buffer): boolean {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return false;
  const tiff = segment.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return false;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return false;
    if (u16(entry) === 0x0112) return u16(entry + 8) >= 5 && u16(entry + 8) <= 8;
  }
  return false;
}
