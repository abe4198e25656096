import sharp from 'sharp';
import { RLE_LOSSLESS, rlePixelData } from './sample-rle.js';

/**
 * Radiograph-like pictures made on the spot (demo data and tests, never
 * binary files in the repository): a dark field with a row of bright teeth,
 * their roots and pulp, and a little grain, all from integer arithmetic on a
 * seed so the same seed draws the same picture.
 */
export function radiographPixels(width: number, height: number, seed = 1): Buffer {
  const pixels = Buffer.alloc(width * height);
  const teeth = 4 + (seed % 3);
  const toothWidth = Math.floor(width / teeth);
  let noise = seed * 7919;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      noise = (noise * 1103515245 + 12345) % 2147483648;
      const grain = noise % 12;
      const inTooth = x % toothWidth;
      const centre = toothWidth / 2;
      const dx = Math.abs(inTooth - centre) / centre;
      const crownTop = Math.floor(height * 0.15);
      const rootEnd = Math.floor(height * (0.8 + ((seed + Math.floor(x / toothWidth)) % 3) * 0.05));
      const narrowing = y > height / 2 ? ((y - height / 2) / (rootEnd - height / 2 + 1)) * 0.5 : 0;
      let v = 40 + Math.floor((y * 30) / height);
      if (y > crownTop && y < rootEnd && dx < 0.8 - narrowing) {
        v = y < height * 0.45 ? 225 : 175;
        if (dx < 0.15 && y > height * 0.3) v = 95; // the pulp canal
      }
      pixels[y * width + x] = Math.min(255, v + grain);
    }
  return pixels;
}

const raw = (width: number, height: number, seed: number) =>
  sharp(radiographPixels(width, height, seed), { raw: { width, height, channels: 1 } });

export const radiographJpeg = (width = 640, height = 480, seed = 1): Promise<Buffer> =>
  raw(width, height, seed).jpeg({ quality: 85 }).toBuffer();
export const radiographPng = (width = 640, height = 480, seed = 1): Promise<Buffer> =>
  raw(width, height, seed).png().toBuffer();

interface DicomOptions {
  patientName: string;
  patientId: string;
  /** `YYYYMMDD`. */
  studyDate: string;
  modality?: string;
  pixelSpacing?: string;
  width?: number;
  height?: number;
  seed?: number;
  /** false: no pixel data (a header only, as a structured report or a damaged export is). */
  pixels?: boolean;
  /** 16: 12-bit values in 16-bit words (the picture's grey × 16), as most sensors write. 8 by default. */
  bits?: 8 | 16;
  /** The Window Center/Width the file gives its viewer; none by default. */
  window?: { center: number; width: number };
  /** true: the 8-bit frame compressed as RLE Lossless (a viewer decodes it; the server does not). */
  rle?: boolean;
}

const even = (b: Buffer, pad: number): Buffer => (b.length % 2 ? Buffer.concat([b, Buffer.from([pad])]) : b);
const LONG_VRS = new Set(['OB', 'OW', 'SQ', 'UN', 'UT']);

/** One element in explicit VR little endian. */
function element(group: number, el: number, vr: string, value: Buffer): Buffer {
  const long = LONG_VRS.has(vr);
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(el, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(value.length, 8);
  else head.writeUInt16LE(value.length, 6);
  return Buffer.concat([head, value]);
}
const str = (group: number, el: number, vr: string, s: string) =>
  element(group, el, vr, even(Buffer.from(s, 'latin1'), vr === 'UI' ? 0 : 0x20));
const us = (group: number, el: number, n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n, 0);
  return element(group, el, 'US', b);
};

/** The picture's values: 8-bit grey as drawn, or 12-bit (grey × 16) little-endian words. */
function pixelData(width: number, height: number, bits: 8 | 16, seed: number): Buffer {
  const grey = radiographPixels(width, height, seed);
  if (bits === 8) return even(grey, 0);
  const words = Buffer.alloc(grey.length * 2);
  for (let i = 0; i < grey.length; i++) words.writeUInt16LE(grey[i]! * 16, i * 2);
  return words;
}

/**
 * A DICOM Part 10 file (explicit VR little endian, one 8- or 16-bit grey frame
 * of a radiograph-like picture) naming a patient, as an intraoral sensor writes one.
 */
export function sampleDicom(o: DicomOptions): Buffer {
  const width = o.width ?? 256;
  const height = o.height ?? 192;
  const bits = o.bits ?? 8;
  const syntax = o.rle ? RLE_LOSSLESS : '1.2.840.10008.1.2.1';
  const metaBody = Buffer.concat([
    element(0x0002, 0x0001, 'OB', Buffer.from([0, 1])),
    str(0x0002, 0x0002, 'UI', '1.2.840.10008.5.1.4.1.1.1.1'),
    str(0x0002, 0x0003, 'UI', `1.2.826.0.1.3680043.10.${o.seed ?? 1}`),
    str(0x0002, 0x0010, 'UI', syntax),
    str(0x0002, 0x0012, 'UI', '1.2.826.0.1.3680043.10.1'),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(metaBody.length, 0);
  const data = Buffer.concat([
    str(0x0008, 0x0020, 'DA', o.studyDate),
    str(0x0008, 0x0060, 'CS', o.modality ?? 'IO'),
    str(0x0010, 0x0010, 'PN', o.patientName),
    str(0x0010, 0x0020, 'LO', o.patientId),
    us(0x0028, 0x0002, 1),
    str(0x0028, 0x0004, 'CS', 'MONOCHROME2'),
    us(0x0028, 0x0010, height),
    us(0x0028, 0x0011, width),
    str(0x0028, 0x0030, 'DS', o.pixelSpacing ?? '0.1\\0.1'),
    us(0x0028, 0x0100, bits),
    us(0x0028, 0x0101, bits === 16 ? 12 : 8),
    us(0x0028, 0x0102, bits === 16 ? 11 : 7),
    us(0x0028, 0x0103, 0),
    ...(o.window
      ? [str(0x0028, 0x1050, 'DS', String(o.window.center)), str(0x0028, 0x1051, 'DS', String(o.window.width))]
      : []),
    ...(o.pixels === false
      ? []
      : o.rle
        ? [rlePixelData(radiographPixels(width, height, o.seed ?? 1), width, height)]
        : [element(0x7fe0, 0x0010, bits === 16 ? 'OW' : 'OB', pixelData(width, height, bits, o.seed ?? 1))]),
  ]);
  return Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    element(0x0002, 0x0000, 'UL', groupLength),
    metaBody,
    data,
  ]);
}
