import sharp from 'sharp';
import type { DicomPicture } from './dicom.js';

/** The longest side of a thumbnail, in pixels: a grid card shows it at about 200. */
export const THUMBNAIL_SIZE = 320;

/** A picture sharp may open: bounded so that a decompression bomb is refused, not decoded. */
const open = (input: Buffer | { raw: { width: number; height: number; pixels: Buffer } }) =>
  'raw' in input
    ? sharp(input.raw.pixels, { raw: { width: input.raw.width, height: input.raw.height, channels: 1 } })
    : sharp(input, { limitInputPixels: 40_000 * 40_000, failOn: 'error' });

/** A small JPEG of a picture, turned as its EXIF says, never larger than the original. */
export async function thumbnailOf(input: Buffer | { raw: { width: number; height: number; pixels: Buffer } }) {
  return open(input)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * What the browser shows of a DICOM file: its first frame as a PNG (grey
 * pixels) or its embedded JPEG; null when neither could be read.
 */
export async function dicomPreview(picture: DicomPicture): Promise<Buffer | null> {
  if (!picture) return null;
  try {
    if (picture.kind === 'jpeg') return await sharp(picture.data, { failOn: 'error' }).png().toBuffer();
    return await open({ raw: picture }).png().toBuffer();
  } catch {
    return null;
  }
}
